/**
 * STAND-IN until feat/reports (H2) lands its slot-health.ts: only `readHealth`, to the shape of that module's files
 * (`<deploy root>/health/<hostname>-<pid>.json`, minute (ISO) → `remote@version` → `{ views, byKind }`), so the canary
 * watcher reads the same counts. On merge, H2's file replaces this one whole.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

const failureKinds = ['load', 'render', 'error'] as const;
type FailureKind = (typeof failureKinds)[number];

interface MinuteCounts {
  views: number;
  byKind: Record<FailureKind, number>;
}

export interface VersionHealth {
  views: number;
  failures: number;
  byKind: Record<FailureKind, number>;
  /** Minutes with any count, oldest first. */
  perMinute: { minute: string; views: number; failures: number }[];
}

export const healthDir = (deployRoot: string): string => path.join(deployRoot, 'health');
const minuteOf = (at: number): string => new Date(at - (at % 60_000)).toISOString();
const noFailures = (): Record<FailureKind, number> => ({ load: 0, render: 0, error: 0 });
const failuresOf = (byKind: Record<FailureKind, number>) =>
  failureKinds.reduce((total, kind) => total + (Number(byKind[kind]) || 0), 0);

/** Every process's counts summed per `remote@version` over the minutes that end after `sinceMs` (epoch ms). */
export async function readHealth(
  deployRoot: string,
  { sinceMs }: { sinceMs: number },
): Promise<Record<string, VersionHealth>> {
  const from = minuteOf(sinceMs);
  const sums: Record<string, VersionHealth> = {};
  for (const name of await fs.readdir(healthDir(deployRoot)).catch(() => [] as string[])) {
    if (!name.endsWith('.json')) continue;
    const parsed = await fs
      .readFile(path.join(healthDir(deployRoot), name), 'utf8')
      .then((text) => JSON.parse(text) as { minutes?: Record<string, Record<string, MinuteCounts>> })
      .catch(() => null);
    for (const [minute, versions] of Object.entries(parsed?.minutes ?? {})) {
      if (minute < from) continue;
      for (const [key, counts] of Object.entries(versions)) {
        const sum = (sums[key] ??= { views: 0, failures: 0, byKind: noFailures(), perMinute: [] });
        const failures = failuresOf(counts.byKind);
        sum.views += counts.views;
        sum.failures += failures;
        for (const kind of failureKinds) sum.byKind[kind] += Number(counts.byKind[kind]) || 0;
        const inMinute = sum.perMinute.find((entry) => entry.minute === minute);
        if (inMinute) {
          inMinute.views += counts.views;
          inMinute.failures += failures;
        } else sum.perMinute.push({ minute, views: counts.views, failures });
      }
    }
  }
  for (const sum of Object.values(sums)) sum.perMinute.sort((a, b) => (a.minute < b.minute ? -1 : 1));
  return sums;
}
