/**
 * The canary watcher: while a canary runs, every `watchMs` the shell's server sums the health counts of its remote's
 * stable and canary versions since the canary started (every process's files under the deploy root), applies the
 * decision rule, and aborts a failing canary through the same `abort` as the CLI, logging why with the figures. Every
 * process runs it; the lease beside the registry lets one at a time decide, and the registry it writes is what the next
 * holder reads, so a canary is aborted once (docs/decisions/0702).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { remoteNames } from '../../src/federation/registry.ts';
import { readHealth } from '../slot-health.ts';
import { decide, type Decision, type DecisionSettings } from './decide.ts';
import { releaseLease, takeLease } from './lease.ts';
import { abort, readRegistry } from './releases.ts';

export interface WatchSettings extends DecisionSettings {
  /** How often the counts are looked at. */
  watchMs: number;
}

const noCounts = { views: 0, failures: 0 };

/** One turn: each running canary judged, a failing one aborted. Answers the decisions taken (for logs and tests). */
export async function watchCanaries(
  deployRoot: string,
  settings: DecisionSettings & { owner: string; leaseMs: number },
): Promise<{ app: string; version: string; decision: Decision }[]> {
  const running = () => remoteNames.filter((app) => readRegistry(deployRoot)?.remotes[app]?.canary);
  // Most turns find no canary: nothing is locked for them.
  if (!running().length) return [];
  const lock = path.join(deployRoot, 'canary-watch.lock');
  if (!takeLease(lock, settings.owner, settings.leaseMs)) return [];
  try {
    const decisions = [];
    // Read again under the lease: another process may have ended the canary since.
    for (const app of running()) {
      const entry = readRegistry(deployRoot)!.remotes[app];
      const canary = entry.canary!;
      const health = await readHealth(deployRoot, { sinceMs: Date.parse(canary.since) });
      const decision = decide(
        {
          stable: health[`${app}@${entry.version}`] ?? noCounts,
          canary: health[`${app}@${canary.version}`] ?? noCounts,
        },
        settings,
      );
      if (decision.verdict === 'abort')
        abort(deployRoot, app, {
          by: 'auto',
          version: canary.version,
          reason: decision.reason,
          figures: decision.figures,
        });
      decisions.push({ app, version: canary.version, decision });
    }
    return decisions;
  } finally {
    releaseLease(lock, settings.owner);
  }
}

/** Runs `watchCanaries` every `watchMs` in this process (the timer never keeps it alive); returns what stops it. */
export function startCanaryWatch(
  deployRoot: string,
  settings: WatchSettings,
  log: (message: string) => void = console.warn,
): () => void {
  const owner = `${os.hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  // A holder that died mid-turn keeps the others out for a few turns at most.
  const leaseMs = Math.max(3 * settings.watchMs, 30_000);
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    watchCanaries(deployRoot, { ...settings, owner, leaseMs })
      .then((decisions) => {
        for (const { app, version, decision } of decisions)
          if (decision.verdict === 'abort') log(`[shell] ${app} canary ${version} aborted: ${decision.reason}`);
      })
      .catch((error: unknown) =>
        log(`[shell] canary watch failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => (busy = false));
  }, settings.watchMs);
  timer.unref();
  return () => clearInterval(timer);
}
