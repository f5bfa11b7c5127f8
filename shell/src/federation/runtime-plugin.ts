/**
 * Federation runtime plugin used by the shell (browser and server): puts a time limit on manifest,
 * entry and chunk loads (the runtime sets none), and refuses error statuses, so a remote that is
 * down, answers 500 or hangs fails fast and only costs its slot.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Per load in the browser; with the server's own 1 s budget, a hanging remote's slot offers its retry within 3 s. */
export const loadTimeoutMs = 2000;

export default function timeoutsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-timeouts',
    async fetch(url, init) {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(loadTimeoutMs) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response;
    },
    createScript() {
      if (typeof document === 'undefined') return undefined;
      return { timeout: loadTimeoutMs };
    },
    errorLoadRemote({ id, error }) {
      console.warn(`[federation] could not load ${id}:`, error instanceof Error ? error.message : error);
      return undefined;
    },
  };
}
