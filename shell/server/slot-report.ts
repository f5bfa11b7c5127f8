/**
 * The endpoint browsers send slot failures to (shell/src/federation/slot-reports.ts, by `sendBeacon`): each report is
 * counted for its remote version (slot-health.ts). Anyone can post here, so a body is bounded (413 above it), must be
 * the reports' exact shape (400 otherwise), names only a version the registry serves now (others are ignored: a
 * forged version cannot grow the counts' memory), and each client address may post a few times a minute (429).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBoundedBody } from './bounded-body.ts';
import { remoteNames } from '../src/federation/registry.ts';
import { reportsPerPage, type SlotReport } from '../src/federation/slot-reports.ts';
import { failureKinds, type FailureKind } from './slot-health.ts';

export { slotReportPath } from '../src/federation/slot-reports.ts';

/** Twenty reports with long versions fit; anything larger is not a page's batch. */
export const maxReportBytes = 4 * 1024;
/** Posts per client address per minute: a page sends one or two; a shop behind one NAT a few dozen. */
export const reportPostsPerMinute = 60;

const isReport = (value: unknown): value is SlotReport => {
  const report = value as Partial<SlotReport> | null;
  return (
    typeof report === 'object' &&
    report !== null &&
    remoteNames.includes(report.remote as SlotReport['remote']) &&
    typeof report.version === 'string' &&
    /^[\w.+-]{1,64}$/.test(report.version) &&
    failureKinds.includes(report.kind as FailureKind)
  );
};

/** The reports in a body, or null when it is not a batch a page sends. */
export function parseReports(body: string): SlotReport[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const reports = (parsed as { reports?: unknown } | null)?.reports;
  if (!Array.isArray(reports) || reports.length === 0 || reports.length > reportsPerPage) return null;
  return reports.every(isReport) ? reports : null;
}

export interface SlotReportOptions {
  /** Counts one failure (slot-health's `failure`). */
  count(remote: string, version: string, kind: FailureKind): void;
  /** Whether the registry serves `version` of `remote` now. */
  serves(remote: string, version: string): Promise<boolean>;
  /** The client's address (client-address.ts). */
  addressOf(req: IncomingMessage): string;
  /** A refused post, by reason (the server's metrics). */
  refused?(reason: 'too-large' | 'malformed' | 'rate-limited'): void;
  perMinute?: number;
  now?: () => number;
}

export function createSlotReportHandler(options: SlotReportOptions) {
  const now = options.now ?? Date.now;
  const perMinute = options.perMinute ?? reportPostsPerMinute;
  // One window for all addresses, emptied each minute: memory is bounded by the addresses of one minute.
  let windowStart = 0;
  const posts = new Map<string, number>();

  function answer(res: ServerResponse, status: number): void {
    res.writeHead(status, { 'cache-control': 'no-store', 'content-length': '0' });
    res.end();
  }

  function refuse(res: ServerResponse, status: number, reason: 'too-large' | 'malformed' | 'rate-limited'): void {
    options.refused?.(reason);
    answer(res, status);
  }

  return function handleSlotReport(req: IncomingMessage, res: ServerResponse): void {
    const at = now();
    if (at - windowStart >= 60_000) {
      windowStart = at;
      posts.clear();
    }
    const address = options.addressOf(req);
    const posted = (posts.get(address) ?? 0) + 1;
    posts.set(address, posted);
    if (posted > perMinute) {
      req.resume();
      return refuse(res, 429, 'rate-limited');
    }
    if (Number(req.headers['content-length'] ?? 0) > maxReportBytes) {
      // Answered before the body is read; the connection is closed so the rest is never waited for.
      res.setHeader('connection', 'close');
      req.resume();
      return refuse(res, 413, 'too-large');
    }
    readBoundedBody(req, maxReportBytes, (body) => {
      if (body === null) return refuse(res, 413, 'too-large');
      const reports = parseReports(body);
      if (!reports) return refuse(res, 400, 'malformed');
      answer(res, 204);
      void Promise.all(
        reports.map(async ({ remote, version, kind }) => {
          if (await options.serves(remote, version)) options.count(remote, version, kind);
        }),
      ).catch((error: unknown) =>
        console.warn('[slot-report] not counted:', error instanceof Error ? error.message : error),
      );
    });
  };
}
