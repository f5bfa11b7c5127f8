/**
 * The release history and the registry's moves between published versions: rollback, canary, promote and abort, and
 * the record of every move (`events`). One implementation for the release CLI (scripts/release.ts, which adds publish
 * and its build checks on top) and for the release view and the canary watcher of the shell's server, so a button does
 * exactly what the command does. Every write replaces its file whole (temp file, then rename): a reader never sees a
 * half-written registry.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@storefront/shared/remotes';
import { remoteNames } from '../../src/federation/registry.ts';
import { integrityOf } from './integrity.ts';
import { sharedProblems } from './shared-check.ts';
import { writeAtomically } from '../write-atomically.ts';

export interface StableEntry {
  version: string;
  browser: string;
  server: string;
  /** Path under the version folder → its sha384 (`sha384-…`), recorded at publish: the shell refuses other bytes. */
  integrity: Record<string, string>;
}

/** A version served beside the stable one to `percent` of shoppers (1..99) since `since` (ISO). */
export type CanaryEntry = StableEntry & { percent: number; since: string };

export type RemoteEntry = StableEntry & { canary?: CanaryEntry };

export interface Registry {
  remotes: Record<RemoteName, RemoteEntry>;
}

/** Who moved the registry: an operator at the command line or in the release view, or the canary watcher. */
export type Actor = 'cli' | 'release-view' | 'auto';

export interface ReleaseEvent {
  at: string;
  action: 'publish' | 'rollback' | 'canary' | 'promote' | 'abort' | 'auto-abort';
  version: string;
  percent?: number;
  by: Actor;
  reason?: string;
  figures?: object;
}

export interface PublishedVersion {
  version: string;
  origin: string;
  publishedAt: string;
  integrity?: Record<string, string>;
}

/** Every version published per remote (oldest first) and every move of its registry entry (oldest first). */
export interface Releases {
  [app: string]: { versions: PublishedVersion[]; events?: ReleaseEvent[] };
}

export const registryFile = (deployRoot: string) => path.join(deployRoot, 'registry.json');
const releasesFile = (deployRoot: string) => path.join(deployRoot, 'releases.json');

const readJson = <T>(file: string, fallback: T): T =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : fallback;

export const readRegistry = (deployRoot: string): Registry | null =>
  readJson<Registry | null>(registryFile(deployRoot), null);
export const readReleases = (deployRoot: string): Releases => readJson<Releases>(releasesFile(deployRoot), {});
export const writeReleases = (deployRoot: string, releases: Releases) =>
  writeAtomically(releasesFile(deployRoot), releases);

/** Appends one move to the app's history. */
export function recordEvent(deployRoot: string, app: RemoteName, event: Omit<ReleaseEvent, 'at'>): void {
  const releases = readReleases(deployRoot);
  const history = (releases[app] ??= { versions: [] });
  (history.events ??= []).push({ at: new Date().toISOString(), ...event });
  writeReleases(deployRoot, releases);
}

export const entryFor = (
  app: RemoteName,
  version: string,
  origin: string,
  integrity: Record<string, string>,
): StableEntry => ({
  version,
  browser: `${origin}/${app}/${version}/mf-manifest.json`,
  server: `${origin}/${app}/${version}/server/remoteEntry.js`,
  integrity,
});

/**
 * What differs between the hashes a version records and the ones found (a file missing, one not recorded, another
 * hash), file by file; none when they are the same. build-info.json is written beside a version's files at publish and
 * never fetched by a browser or the shell's server, so it is not compared.
 */
export function hashDifferences(expected: Record<string, string>, found: Record<string, string>): string[] {
  const files = [...new Set([...Object.keys(expected), ...Object.keys(found)])]
    .filter((file) => file !== 'build-info.json')
    .sort();
  return files.flatMap((file) => {
    if (!(file in found)) return [`${file} is missing`];
    if (!(file in expected)) return [`${file} is not in the recorded hashes`];
    return found[file] === expected[file] ? [] : [`${file} is ${found[file]}, recorded ${expected[file]}`];
  });
}

/** The files of a published version folder whose bytes are not those `expected` records. */
export const differingFiles = (versionDir: string, expected: Record<string, string>): string[] =>
  hashDifferences(expected, integrityOf(versionDir));

/**
 * Every remote the registry names (stable and canary) whose version folder does not hold the bytes the registry
 * records for it, with the files that differ: browsers and the shell's server would refuse those files.
 */
export function verifyRegistry(deployRoot: string): { app: RemoteName; version: string; files: string[] }[] {
  const registry = readRegistry(deployRoot);
  return remoteNames.flatMap((app) => {
    const stable = registry?.remotes[app];
    return [stable, stable?.canary].flatMap((entry) => {
      if (!entry?.integrity) return [];
      const folder = path.join(deployRoot, app, entry.version);
      const files = fs.existsSync(folder) ? differingFiles(folder, entry.integrity) : ['the version folder is missing'];
      return files.length ? [{ app, version: entry.version, files }] : [];
    });
  });
}

/** Writes the app's registry entry (the others as they are). */
export function point(deployRoot: string, app: RemoteName, entry: RemoteEntry): RemoteEntry {
  const current = readRegistry(deployRoot);
  const next = { remotes: { ...current?.remotes, [app]: entry } } as Registry;
  writeAtomically(registryFile(deployRoot), next);
  return entry;
}

/** The registry entry of a published version whose folder still holds the bytes recorded at its publish. */
function checkedEntry(deployRoot: string, app: RemoteName, version: string): StableEntry {
  const published = readReleases(deployRoot)[app]?.versions.find((entry) => entry.version === version);
  if (!published) throw new Error(`${app} has no published version ${version}.`);
  const folder = path.join(deployRoot, app, version);
  if (!fs.existsSync(folder)) throw new Error(`${app} ${version} is missing from ${deployRoot}.`);
  if (!published.integrity)
    throw new Error(`${app} ${version} was published without integrity hashes: publish it again.`);
  const differs = differingFiles(folder, published.integrity);
  if (differs.length)
    throw new Error(`${app} ${version} no longer holds the bytes recorded at its publish:\n- ${differs.join('\n- ')}`);
  // A version the live shell cannot run is never pointed at, as a canary or by a rollback (shared-check.ts).
  const missing = sharedProblems(folder, deployRoot);
  if (missing.length)
    throw new Error(`${app} ${version} cannot run against the live shell:\n- ${missing.join('\n- ')}`);
  return entryFor(app, version, published.origin, published.integrity);
}

const stableOf = (deployRoot: string, app: RemoteName): RemoteEntry => {
  const entry = readRegistry(deployRoot)?.remotes[app];
  if (!entry) throw new Error(`${app} has no live version: publish it first.`);
  return entry;
};

const withoutCanary = ({ canary: _ended, ...stable }: RemoteEntry): StableEntry => stable;

/**
 * Points the registry back at an earlier version (the one before the current, unless one is named). A running canary
 * ends with it (logged as an abort, then the rollback): a rollback is the way back to a known state, and a canary
 * measured against a stable version that just changed would compare two other things than the ones it started with.
 */
export function rollback(deployRoot: string, app: RemoteName, { to, by }: { to?: string; by: Actor }): RemoteEntry {
  const versions = readReleases(deployRoot)[app]?.versions ?? [];
  const current = readRegistry(deployRoot)?.remotes[app];
  const index = versions.findIndex((entry) => entry.version === current?.version);
  const target = to ? versions.find((entry) => entry.version === to) : versions[index - 1];
  if (!target)
    throw new Error(
      to
        ? `${app} has no published version ${to}.`
        : `${app} has no version before ${current?.version ?? 'the current one'}.`,
    );
  const entry = point(deployRoot, app, checkedEntry(deployRoot, app, target.version));
  if (current?.canary)
    recordEvent(deployRoot, app, {
      action: 'abort',
      version: current.canary.version,
      by,
      reason: 'ended by a rollback',
    });
  recordEvent(deployRoot, app, { action: 'rollback', version: entry.version, by });
  return entry;
}

const isPercent = (percent: number) => Number.isInteger(percent) && percent >= 1 && percent <= 99;

/**
 * Serves a published version (the newest by default) to `percent` of shoppers beside the stable one. The running
 * canary's share can be changed by naming its version again; another version waits until it is promoted or aborted.
 */
export function canary(
  deployRoot: string,
  app: RemoteName,
  { version, percent, by }: { version?: string; percent: number; by: Actor },
): RemoteEntry {
  if (!isPercent(percent)) throw new Error(`A canary's share is a whole percent from 1 to 99, not ${percent}.`);
  const stable = stableOf(deployRoot, app);
  const name = version ?? readReleases(deployRoot)[app]?.versions.at(-1)?.version;
  if (!name) throw new Error(`${app} has no published version.`);
  if (name === stable.version)
    throw new Error(`${app} ${name} is the stable version already: a canary is another version beside it.`);
  const running = stable.canary;
  if (running && running.version !== name)
    throw new Error(`${app} already has a canary running (${running.version}): promote or abort it first.`);
  const canaryEntry: CanaryEntry = {
    ...checkedEntry(deployRoot, app, name),
    percent,
    since: running?.since ?? new Date().toISOString(),
  };
  const entry = point(deployRoot, app, { ...stable, canary: canaryEntry });
  recordEvent(deployRoot, app, { action: 'canary', version: name, percent, by });
  return entry;
}

const runningCanary = (deployRoot: string, app: RemoteName, version?: string) => {
  const stable = stableOf(deployRoot, app);
  if (!stable.canary) throw new Error(`${app} has no canary running.`);
  // The caller decided about one canary (the watcher's figures, an operator's confirmation): another one started since
  // is not what it judged.
  if (version !== undefined && stable.canary.version !== version)
    throw new Error(`${app}'s canary is ${stable.canary.version} now, not ${version}.`);
  return { stable, running: stable.canary };
};

/**
 * Makes the running canary the stable version for every shopper. The release view names the version its operator
 * confirmed (`version`), so a canary started since is not promoted in its place.
 */
export function promote(
  deployRoot: string,
  app: RemoteName,
  { by, version }: { by: Actor; version?: string },
): RemoteEntry {
  const { running } = runningCanary(deployRoot, app, version);
  const entry = point(deployRoot, app, checkedEntry(deployRoot, app, running.version));
  recordEvent(deployRoot, app, { action: 'promote', version: entry.version, by });
  return entry;
}

/**
 * Ends the running canary (every shopper gets the stable version again). The watcher names the version it judged
 * (`version`), so a canary started after its decision is left alone; its reason and figures are logged.
 */
export function abort(
  deployRoot: string,
  app: RemoteName,
  { by, reason, figures, version }: { by: Actor; reason?: string; figures?: object; version?: string },
): RemoteEntry {
  const { stable, running } = runningCanary(deployRoot, app, version);
  const entry = point(deployRoot, app, withoutCanary(stable));
  recordEvent(deployRoot, app, {
    action: by === 'auto' ? 'auto-abort' : 'abort',
    version: running.version,
    by,
    ...(reason === undefined ? {} : { reason }),
    ...(figures === undefined ? {} : { figures }),
  });
  return entry;
}

/** Every published version, marked when it is the stable one or the running canary (with its share). */
export function listVersions(deployRoot: string, app: RemoteName) {
  const entry = readRegistry(deployRoot)?.remotes[app];
  return (readReleases(deployRoot)[app]?.versions ?? []).map((published) => ({
    ...published,
    current: published.version === entry?.version,
    canary: published.version === entry?.canary?.version ? entry.canary : undefined,
  }));
}

/** The app's last `count` moves, newest last. */
export const lastEvents = (deployRoot: string, app: RemoteName, count: number): ReleaseEvent[] =>
  (readReleases(deployRoot)[app]?.events ?? []).slice(-count);

/** One line for an event, as `status` and `list` print it. */
export function describeEvent(event: ReleaseEvent): string {
  const share = event.percent === undefined ? '' : ` at ${event.percent} %`;
  const reason = event.reason ? `: ${event.reason}` : '';
  const figures = event.figures ? ` ${JSON.stringify(event.figures)}` : '';
  return `${event.at} ${event.action} ${event.version}${share} by ${event.by}${reason}${figures}`;
}

/** One line for a running canary. */
export const describeCanary = (entry: CanaryEntry): string =>
  `canary ${entry.version} for ${entry.percent} % of shoppers since ${entry.since}`;
