/**
 * Publishing remotes: a build is checked against the shell (shared singletons, contract), copied to an immutable
 * versioned folder (`<deploy root>/<app>/<version>/`, its Node build under `server/`) and the registry is pointed at it.
 * The registry's other moves (rollback, canary, promote, abort) and the release history live with the shell's server
 * (shell/server/release/releases.ts), whose release view makes the same moves; they are re-exported here for the CLI.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sharedSingletons, contractVersion } from '../../build/shared-deps.mjs';
import { integrityOf } from '../../shell/server/release/integrity.ts';
import { sharedProblems } from '../../shell/server/release/shared-check.ts';
import {
  entryFor,
  hashDifferences,
  differingFiles,
  point,
  readRegistry,
  readReleases,
  recordEvent,
  writeReleases,
  type RemoteEntry,
} from '../../shell/server/release/releases.ts';
import { distDir, type RemoteApp } from './apps.ts';

export {
  abort,
  canary,
  describeCanary,
  describeEvent,
  differingFiles,
  lastEvents,
  listVersions,
  promote,
  readRegistry,
  rollback,
  verifyRegistry,
} from '../../shell/server/release/releases.ts';

const prefixed = (prefix: string, hashes: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(hashes).map(([file, hash]) => [`${prefix}${file}`, hash]));

/** Path under the version folder → sha384 of every file a build publishes (browser files, and the Node build's under `server/`). */
export const buildIntegrity = (buildDir: string): Record<string, string> => ({
  ...integrityOf(path.join(buildDir, 'browser')),
  ...prefixed('server/', integrityOf(path.join(buildDir, 'server'))),
});

/**
 * A version name from every byte the build publishes, so two builds share a version only when every file is the same:
 * a version is immutable, hashes included, and a build that differs in any file is another version.
 */
export function versionOf(buildDir: string, label = '1.0.0'): string {
  const hash = crypto.createHash('sha256');
  for (const [file, integrity] of Object.entries(buildIntegrity(buildDir)).sort(([a], [b]) => a.localeCompare(b)))
    hash.update(`${file}\0${integrity}\n`);
  return `${label}-${hash.digest('hex').slice(0, 10)}`;
}

interface SharedInManifest {
  name: string;
  version: string;
  singleton?: boolean;
}

/** Semver check for the ranges we use (`^x.y.z`): same major (or same minor under 1.0), not lower. */
function satisfiesCaret(version: string, range: string): boolean {
  const parse = (v: string) => v.replace(/^\^/, '').split('-')[0]!.split('.').map(Number) as [number, number, number];
  const [major, minor, patch] = parse(version);
  const [rMajor, rMinor, rPatch] = parse(range);
  if (major !== rMajor) return false;
  if (major === 0 && minor !== rMinor) return false;
  return minor > rMinor || (minor === rMinor && patch >= rPatch);
}

/**
 * Refuses a build whose shared singletons or contract the shell cannot accept, or that imports from `shared` a name the
 * live shell does not serve (shell/server/release/shared-check.ts); returns the problems. `buildDir` is a build or a published version's
 * folder: both hold the build-info.json written at build.
 */
export function checkCompatibility(buildDir: string, deployRoot: string): string[] {
  const problems: string[] = [];
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'browser', 'mf-manifest.json'), 'utf8')) as {
    shared: SharedInManifest[];
  };
  const ranges = sharedSingletons();
  for (const shared of manifest.shared) {
    const wanted = ranges[shared.name];
    if (wanted && !satisfiesCaret(shared.version, wanted.requiredVersion)) {
      problems.push(`${shared.name} ${shared.version} does not satisfy the shell's ${wanted.requiredVersion}`);
    }
  }
  const info = JSON.parse(fs.readFileSync(path.join(buildDir, 'build-info.json'), 'utf8')) as {
    contractVersion: string;
  };
  if (info.contractVersion !== contractVersion()) {
    problems.push(`contract version ${info.contractVersion} does not match the shell's ${contractVersion()}`);
  }
  // Before any shell has run against this deploy root, the shell built in the checkout stands for the live one.
  problems.push(...sharedProblems(buildDir, deployRoot, path.join(distDir('shell'), 'build-info.json')));
  return problems;
}

export interface PublishOptions {
  deployRoot: string;
  app: RemoteApp;
  origin: string;
  /** Defaults to the app's own build. */
  from?: string;
  version?: string;
  /** Copy and record the version without pointing the registry at it: it goes live as a canary next. */
  stage?: boolean;
}

/**
 * A publish's registry entry (the one the registry points at, or the staged version's), and whether that version was
 * already published with these bytes (nothing was copied).
 */
export type Published = RemoteEntry & { alreadyPublished: boolean };

export function publish({
  deployRoot,
  app,
  origin,
  from = distDir(app),
  version,
  stage = false,
}: PublishOptions): Published {
  const problems = checkCompatibility(from, deployRoot);
  if (problems.length) throw new Error(`Refusing to publish ${app}:\n- ${problems.join('\n- ')}`);
  const live = readRegistry(deployRoot)?.remotes[app];
  // Pointing the registry elsewhere under a running canary would change what the canary is measured against.
  if (!stage && live?.canary)
    throw new Error(
      `Refusing to publish ${app}: its canary ${live.canary.version} is running. Promote or abort it first, or ` +
        `publish with --stage to go live as the next canary.`,
    );
  const name = version ?? versionOf(from);
  const target = path.join(deployRoot, app, name);
  // Hashed from the build itself (what was built is what shoppers may run), not from the copy the CDN serves.
  const integrity = buildIntegrity(from);
  const releases = readReleases(deployRoot);
  const history = (releases[app] ??= { versions: [] });
  const known = history.versions.find((entry) => entry.version === name);
  // A published version is immutable, hashes included: the same bytes again change nothing; other bytes are refused.
  const differs = [
    ...(known?.integrity ? hashDifferences(known.integrity, integrity) : []),
    ...(fs.existsSync(target) ? differingFiles(target, integrity) : []),
  ];
  if (differs.length)
    throw new Error(
      `Refusing to publish ${app} ${name}: that version is already published with other bytes, and a published ` +
        `version never changes. Publish this build under another version (without --version it is named by its ` +
        `bytes).\n- ${[...new Set(differs)].join('\n- ')}`,
    );
  if (!fs.existsSync(target)) {
    const staging = `${target}.staging-${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(path.join(from, 'browser'), staging, { recursive: true });
    fs.cpSync(path.join(from, 'server'), path.join(staging, 'server'), { recursive: true });
    fs.cpSync(path.join(from, 'build-info.json'), path.join(staging, 'build-info.json'));
    fs.renameSync(staging, target);
  }
  if (!known) {
    history.versions.push({ version: name, origin, publishedAt: new Date().toISOString(), integrity });
    writeReleases(deployRoot, releases);
  } else if (!known.integrity) {
    // A version published before hashes were recorded: its folder was just checked against this build.
    known.integrity = integrity;
    writeReleases(deployRoot, releases);
  }
  const entry = entryFor(app, name, origin, integrity);
  // The history logs what changed: a new version, or the registry moved to one; the same publish again logs nothing.
  if (!known || (!stage && live?.version !== name))
    recordEvent(deployRoot, app, {
      action: 'publish',
      version: name,
      by: 'cli',
      ...(stage ? { reason: 'staged: not live until a canary or a rollback names it' } : {}),
    });
  return { ...(stage ? entry : point(deployRoot, app, entry)), alreadyPublished: known !== undefined };
}

/** Whether this version of the app was published before (the release history names it). */
export const isPublished = (deployRoot: string, app: RemoteApp, version: string): boolean =>
  (readReleases(deployRoot)[app]?.versions ?? []).some((entry) => entry.version === version);

/** When the registry last moved for this app (a publish, a rollback, a canary's start or end), as epoch ms; 0: never. */
export const lastMoveAt = (deployRoot: string, app: RemoteApp): number =>
  Math.max(0, ...(readReleases(deployRoot)[app]?.events ?? []).map((event) => Date.parse(event.at) || 0));
