/**
 * The browser tells the shop's server when a remote fails a shopper: a slot whose code did not load (`load`), a slot
 * whose error boundary caught a render error (`render`), an uncaught error thrown in a remote's code (`error`). Each
 * report is the remote, its version and the kind, nothing else: no message (it may quote what the shopper typed), no
 * page address, no query. Reports are batched and sent with `navigator.sendBeacon` a short while after the first, or
 * when the page is hidden or left, at most `limit` per page load; the server counts them per version
 * (shell/server/slot-report.ts), beside the pages each version served, which is what a canary is judged by.
 */
import type { RemoteName } from '@storefront/shared/remotes';

export const slotReportPath = '/slot-reports';
export type SlotFailureKind = 'load' | 'render' | 'error';

export interface SlotReport {
  remote: RemoteName;
  version: string;
  kind: SlotFailureKind;
}

/** Reports one page load sends at most: a page whose remote fails in a loop must not flood the shop. */
export const reportsPerPage = 20;
/** How long after a first failure the batch goes, so a page failing in several slots sends one beacon. */
export const reportDelayMs = 2_000;

interface RemoteFiles {
  version: string;
  /** The version's folder (`…/<remote>/<version>/`): every file of that version is under it. */
  folder: string;
}

/**
 * Each remote's version and folder, from its browser entry's URL (`…/<remote>/<version>/remoteEntry.js`, as the
 * release writes it). An entry without that shape (a developer's local build) is not a published version: its
 * failures are not reported.
 */
export function remoteFiles(entries: Partial<Record<RemoteName, string>>): Partial<Record<RemoteName, RemoteFiles>> {
  const files: Partial<Record<RemoteName, RemoteFiles>> = {};
  for (const [remote, entry] of Object.entries(entries) as [RemoteName, string][]) {
    if (!URL.canParse(entry)) continue;
    const folder = new URL('.', entry);
    const version = new RegExp(`/${remote}/([^/]+)/$`).exec(folder.pathname)?.[1];
    if (version) files[remote] = { version: decodeURIComponent(version), folder: folder.href };
  }
  return files;
}

export interface SlotReporterOptions {
  /** The page's browser entries (PageData.entries). */
  entries: Partial<Record<RemoteName, string>>;
  /** `navigator.sendBeacon`; false when the browser would not queue it (the batch is then dropped). */
  send: (url: string, body: string) => boolean;
  /** False while the browser is offline: a file that cannot load then is the connection's failure, not the remote's. */
  online?: () => boolean;
  limit?: number;
  delayMs?: number;
}

export type SlotReporter = ReturnType<typeof createSlotReporter>;

export function createSlotReporter(options: SlotReporterOptions) {
  const files = remoteFiles(options.entries);
  const limit = options.limit ?? reportsPerPage;
  const queued: SlotReport[] = [];
  let taken = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    if (queued.length === 0) return;
    options.send(slotReportPath, JSON.stringify({ reports: queued.splice(0) }));
  }

  /** The remote whose files the stack (or a script's URL) names first: the frame closest to the throw. */
  function remoteIn(trace: string): RemoteName | null {
    let found: { remote: RemoteName; at: number } | null = null;
    for (const [remote, { folder }] of Object.entries(files) as [RemoteName, RemoteFiles][]) {
      const at = trace.indexOf(folder);
      if (at >= 0 && (found === null || at < found.at)) found = { remote, at };
    }
    return found?.remote ?? null;
  }

  return {
    /** Counts one failure of `remote`'s slot; false when it is not reported (no published version, offline, bound). */
    report(remote: RemoteName, kind: SlotFailureKind): boolean {
      const version = files[remote]?.version;
      if (!version || taken >= limit) return false;
      if (kind === 'load' && options.online?.() === false) return false;
      taken++;
      queued.push({ remote, version, kind });
      timer ??= setTimeout(flush, options.delayMs ?? reportDelayMs);
      return true;
    },
    /** An uncaught error: reported when its stack or script is a remote's code, as that remote's `error`. */
    uncaught(error: unknown, filename = ''): boolean {
      const stack = error instanceof Error ? (error.stack ?? '') : '';
      const remote = remoteIn(`${stack}\n${filename}`);
      return remote ? this.report(remote, 'error') : false;
    },
    flush,
    /** Listens for uncaught errors and for the page being hidden or left (the batch goes at once); returns the undo. */
    listen(target: Window): () => void {
      const onError = (event: ErrorEvent) => void this.uncaught(event.error, event.filename);
      const onRejection = (event: PromiseRejectionEvent) => void this.uncaught(event.reason);
      const onHidden = () => {
        if (target.document.visibilityState === 'hidden') flush();
      };
      target.addEventListener('error', onError);
      target.addEventListener('unhandledrejection', onRejection);
      target.addEventListener('pagehide', flush);
      target.document.addEventListener('visibilitychange', onHidden);
      return () => {
        target.removeEventListener('error', onError);
        target.removeEventListener('unhandledrejection', onRejection);
        target.removeEventListener('pagehide', flush);
        target.document.removeEventListener('visibilitychange', onHidden);
      };
    },
  };
}
