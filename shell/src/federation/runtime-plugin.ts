/**
 * Federation runtime plugin used by the shell (browser and server): puts a time limit on fetches,
 * entry and chunk loads (the runtime sets none), and refuses error statuses, so a remote that is
 * down, answers 500 or hangs fails fast and only costs its slot.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Per request of a remote's file in the browser (its entry, a manifest). */
export const loadTimeoutMs = 2000;

/**
 * The whole budget of one slot's load in the browser (entry, chunks, messages, a retry), counted from the moment that
 * slot's load starts, not from navigation: a busy phone that starts the page late still gives each remote its full
 * time, and a remote that hangs offers its retry at most this long after it was asked.
 */
export const browserLoadBudgetMs = 4000;

export default function timeoutsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-timeouts',
    async fetch(url, init) {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(loadTimeoutMs) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response;
    },
    /**
     * In the browser, a remote's entry is first fetched with a time limit, as a classic script would be (no-cors,
     * cookies included, so the script element below finds it in the HTTP cache: the file is immutable). A script
     * element whose origin never answers holds the document's load event for good, even after the runtime's time-out
     * removes it; an aborted fetch holds nothing. So an origin that hangs fails the load here, before any script
     * element exists, and costs only the slots of that remote.
     */
    async loadEntry({ remoteInfo }) {
      if (typeof document === 'undefined') return undefined;
      await fetch(remoteInfo.entry, {
        mode: 'no-cors',
        credentials: 'include',
        signal: AbortSignal.timeout(loadTimeoutMs),
      });
      return undefined;
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
