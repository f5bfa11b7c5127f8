/**
 * How each remote version does with shoppers, per minute: the pages that served it (views) and the failures browsers
 * reported for it (slot-report.ts), by kind. Each shell process counts in memory and writes its counts every 10 s to
 * `<deploy root>/health/<hostname>-<pid>.json` (atomically: a temporary file renamed), so that every process and every
 * machine sharing the deploy root is summed by `readHealth`; what reads it (the release checks) needs no server.
 * Nothing here names a shopper: a count is a remote, a version, a minute and a number.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const failureKinds = ['load', 'render', 'error'] as const;
/** `load`: the slot's code did not load; `render`: its boundary caught an error; `error`: uncaught, in its code. */
export type FailureKind = (typeof failureKinds)[number];

/** One remote version's counts in one minute. */
interface MinuteCounts {
  views: number;
  byKind: Record<FailureKind, number>;
}

/** What a process writes: minute (ISO) → `remote@version` → its counts. */
interface HealthFile {
  host: string;
  pid: number;
  writtenAt: string;
  minutes: Record<string, Record<string, MinuteCounts>>;
}

/** What `readHealth` answers per `remote@version`, summed over every process's file for the window. */
export interface VersionHealth {
  views: number;
  failures: number;
  byKind: Record<FailureKind, number>;
  /** Minutes with any count, oldest first. */
  perMinute: { minute: string; views: number; failures: number }[];
}

/** Counts older than this are dropped from memory and files not written for this long are removed. */
export const healthKeptMs = 2 * 60 * 60_000;
export const healthFlushMs = 10_000;

export const healthDir = (deployRoot: string): string => path.join(deployRoot, 'health');
const versionKey = (remote: string, version: string) => `${remote}@${version}`;
const minuteOf = (at: number): string => new Date(at - (at % 60_000)).toISOString();
const noFailures = (): Record<FailureKind, number> => ({ load: 0, render: 0, error: 0 });

export interface SlotHealthOptions {
  deployRoot: string;
  now?: () => number;
  /** The file's name; `<hostname>-<pid>` by default, one per process. */
  name?: string;
  /** Told of each count as it is made (the server's metrics). */
  counted?: (remote: string, version: string, what: 'view' | FailureKind) => void;
}

export type SlotHealth = ReturnType<typeof createSlotHealth>;

export function createSlotHealth(options: SlotHealthOptions) {
  const now = options.now ?? Date.now;
  const dir = healthDir(options.deployRoot);
  const file = path.join(dir, `${options.name ?? `${os.hostname()}-${process.pid}`}.json`);
  const minutes = new Map<string, Map<string, MinuteCounts>>();
  let timer: NodeJS.Timeout | undefined;
  let changed = false;

  const countsOf = (remote: string, version: string): MinuteCounts => {
    const minute = minuteOf(now());
    let versions = minutes.get(minute);
    if (!versions) {
      versions = new Map();
      minutes.set(minute, versions);
    }
    const key = versionKey(remote, version);
    let counts = versions.get(key);
    if (!counts) {
      counts = { views: 0, byKind: noFailures() };
      versions.set(key, counts);
    }
    changed = true;
    return counts;
  };

  /** Forgets minutes past the kept window, and removes other processes' files nobody has written for as long. */
  async function prune(at: number): Promise<void> {
    const oldest = minuteOf(at - healthKeptMs);
    for (const minute of minutes.keys()) if (minute < oldest) minutes.delete(minute);
    for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
      const other = path.join(dir, name);
      const stat = await fs.stat(other).catch(() => null);
      if (stat && at - stat.mtimeMs > healthKeptMs) await fs.rm(other, { force: true });
    }
  }

  return {
    file,
    /** A page served `version` of `remote` (rendered it, or shipped its entry to the browser). */
    view(remote: string, version: string): void {
      countsOf(remote, version).views++;
      options.counted?.(remote, version, 'view');
    },
    failure(remote: string, version: string, kind: FailureKind): void {
      countsOf(remote, version).byKind[kind]++;
      options.counted?.(remote, version, kind);
    },
    /** Writes this process's counts (when any changed since the last write), temporary file then rename. */
    async flush(): Promise<void> {
      const at = now();
      await prune(at);
      if (!changed) return;
      changed = false;
      const written: HealthFile = {
        host: os.hostname(),
        pid: process.pid,
        writtenAt: new Date(at).toISOString(),
        minutes: Object.fromEntries([...minutes].map(([minute, versions]) => [minute, Object.fromEntries(versions)])),
      };
      await fs.mkdir(dir, { recursive: true });
      const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(temporary, JSON.stringify(written));
      await fs.rename(temporary, file);
    },
    /** Writes every `healthFlushMs` until `stop` (the timer never keeps the process alive). */
    start(log: (message: string) => void = console.warn): void {
      timer ??= setInterval(() => {
        this.flush().catch((error: unknown) =>
          log(`[slot-health] ${file} not written: ${error instanceof Error ? error.message : error}`),
        );
      }, healthFlushMs);
      timer.unref();
    },
    /** Stops the timer and writes once more (a process closing keeps its last counts). */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await this.flush();
    },
  };
}

const isCounts = (value: unknown): value is MinuteCounts => {
  const counts = value as Partial<MinuteCounts> | null;
  return typeof counts?.views === 'number' && typeof counts.byKind === 'object' && counts.byKind !== null;
};

/**
 * Every process's counts summed per `remote@version`, over the minutes that end after `sinceMs` (epoch ms): a minute
 * counts whole once any of it is in the window. A file being replaced or unreadable is skipped (its next write counts).
 */
export async function readHealth(
  deployRoot: string,
  { sinceMs }: { sinceMs: number },
): Promise<Record<string, VersionHealth>> {
  const dir = healthDir(deployRoot);
  const from = minuteOf(sinceMs);
  const sums = new Map<string, { byKind: Record<FailureKind, number>; minutes: Map<string, MinuteCounts> }>();
  for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
    if (!name.endsWith('.json')) continue;
    let parsed: HealthFile;
    try {
      parsed = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as HealthFile;
    } catch {
      continue;
    }
    for (const [minute, versions] of Object.entries(parsed.minutes ?? {})) {
      if (minute < from) continue;
      for (const [key, counts] of Object.entries(versions)) {
        if (!isCounts(counts)) continue;
        let sum = sums.get(key);
        if (!sum) {
          sum = { byKind: noFailures(), minutes: new Map() };
          sums.set(key, sum);
        }
        const inMinute = sum.minutes.get(minute) ?? { views: 0, byKind: noFailures() };
        inMinute.views += counts.views;
        for (const kind of failureKinds) {
          const failed = Number(counts.byKind[kind]) || 0;
          inMinute.byKind[kind] += failed;
          sum.byKind[kind] += failed;
        }
        sum.minutes.set(minute, inMinute);
      }
    }
  }
  const failuresOf = (byKind: Record<FailureKind, number>) =>
    failureKinds.reduce((total, kind) => total + byKind[kind], 0);
  return Object.fromEntries(
    [...sums].map(([key, sum]) => {
      const perMinute = [...sum.minutes]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([minute, counts]) => ({ minute, views: counts.views, failures: failuresOf(counts.byKind) }));
      return [
        key,
        {
          views: perMinute.reduce((total, minute) => total + minute.views, 0),
          failures: failuresOf(sum.byKind),
          byKind: sum.byKind,
          perMinute,
        },
      ];
    }),
  );
}
