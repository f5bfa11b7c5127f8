/**
 * The page reload guard (SPEC sections 4 and 9: one reload per path within 10 seconds). After a publish or a rollback
 * the page in the browser may still name a remote's files that are gone (a stale chunk): a reload asks the server
 * again, which answers with the registry as it is now. One reload per path and window, so a remote that stays broken
 * never loops the page: the second failure shows the slot's Retry.
 */

export const reloadWindowMs = 10_000;
export const reloadGuardKey = 'shell:reload-guard';

export interface ReloadGuardOptions {
  /** Where the last reloads are kept across them: the tab's sessionStorage in the browser. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now?: () => number;
}

export interface ReloadGuard {
  /** Reloads the page unless `path` was reloaded less than the window ago; true when it reloads. */
  tryReload(path: string): boolean;
}

export function createReloadGuard({ storage, reload, now = Date.now }: ReloadGuardOptions): ReloadGuard {
  return {
    tryReload(path) {
      const at = now();
      let reloads: Record<string, number>;
      try {
        const saved: unknown = JSON.parse(storage.getItem(reloadGuardKey) ?? '{}');
        reloads = typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
      } catch {
        reloads = {};
      }
      const last = reloads[path];
      if (typeof last === 'number' && at - last >= 0 && at - last < reloadWindowMs) return false;
      const kept = Object.fromEntries(Object.entries(reloads).filter(([, time]) => at - time < reloadWindowMs));
      try {
        storage.setItem(reloadGuardKey, JSON.stringify({ ...kept, [path]: at }));
      } catch {
        // Nowhere to remember the reload (storage full or refused): not reloading is the only loop-proof choice.
        return false;
      }
      reload();
      return true;
    },
  };
}

/**
 * Whether a remote failed to load because a file it names is gone: a chunk that did not load (the bundler's
 * ChunkLoadError) or a file that answered 404. A remote that is down, answers 500 or hangs is not stale: a reload
 * would not help, the slot's Retry does.
 */
export function isStaleChunkError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (cause instanceof Error) {
      if (cause.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed|answered 404\b/.test(cause.message))
        return true;
      cause = cause.cause;
    } else {
      return typeof cause === 'string' && /Loading (CSS )?chunk \S+ failed|answered 404\b/.test(cause);
    }
  }
  return false;
}
