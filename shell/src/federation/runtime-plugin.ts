/**
 * Federation runtime plugin used by the shell (browser and server): puts a time limit on fetches,
 * entry and chunk loads (the runtime sets none), and refuses error statuses, so a remote that is
 * down, answers 500 or hangs fails fast and only costs its slot. It also refuses code whose bytes are not the ones
 * recorded at publish (integrity.ts): on the server before evaluating it, in the browser through the script's
 * `integrity`; such a remote fails like one that is down.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { integrityFor, verified } from './integrity.ts';

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
      // On the server this is how Node builds are read before they are evaluated: check them first.
      return typeof document === 'undefined' ? verified(url, response) : response;
    },
    /**
     * In the browser, a remote's entry is first fetched with a time limit, as a classic script would be (no-cors,
     * cookies included, so the script element below finds it in the HTTP cache: the file is immutable). A script
     * element whose origin never answers holds the document's load event for good, even after the runtime's time-out
     * removes it; an aborted fetch holds nothing. So an origin that hangs fails the load here, before any script
     * element exists, and costs only the slots of that remote.
     * An entry with a recorded hash is fetched as its script will be (CORS, no credentials: `crossorigin=anonymous`)
     * and with that hash, so bytes changed after publish fail here too, before anything runs.
     */
    async loadEntry({ remoteInfo }) {
      if (typeof document === 'undefined') return undefined;
      const integrity = integrityFor(remoteInfo.entry);
      if (integrity === null) throw new Error(`${remoteInfo.entry} is not among the files published for its version`);
      await fetch(
        remoteInfo.entry,
        integrity
          ? { mode: 'cors', credentials: 'omit', integrity, signal: AbortSignal.timeout(loadTimeoutMs) }
          : { mode: 'no-cors', credentials: 'include', signal: AbortSignal.timeout(loadTimeoutMs) },
      );
      return undefined;
    },
    /** The entry's script carries its recorded hash; the browser refuses other bytes (and the chunks' hashes are in it). */
    createScript({ url }) {
      if (typeof document === 'undefined') return undefined;
      const integrity = integrityFor(url);
      if (!integrity) return { timeout: loadTimeoutMs };
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return { script, timeout: loadTimeoutMs };
    },
    errorLoadRemote({ id, error }) {
      console.warn(`[federation] could not load ${id}:`, error instanceof Error ? error.message : error);
      return undefined;
    },
  };
}
