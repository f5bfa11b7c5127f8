/**
 * Publishing and rolling back remotes. A build is copied to an immutable versioned folder
 * (`<deploy root>/<app>/<version>/`, its Node build under `server/`) and the registry is pointed at
 * it; the registry is never half-written (temp file, then rename).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sharedSingletons, contractVersion } from '../../build/shared-deps.mjs';
import { distDir, remotes, type RemoteApp } from './apps.ts';
import { integrityOf } from './integrity.ts';
import { liveShellContract, missingNames, type SharedContract } from './shared-contract.ts';

export interface RemoteEntry {
  version: string;
  browser: string;
  server: string;
  /** Path under the version folder → its sha384 (`sha384-…`), recorded at publish: the shell refuses other bytes. */
  integrity: Record<string, string>;
}

export interface Registry {
  remotes: Record<RemoteApp, RemoteEntry>;
}

/** Every version published per remote, oldest first, and which one the registry points at. */
interface Releases {
  [app: string]: {
    versions: { version: string; origin: string; publishedAt: string; integrity?: Record<string, string> }[];
  };
}

const registryFile = (deployRoot: string) => path.join(deployRoot, 'registry.json');
const releasesFile = (deployRoot: string) => path.join(deployRoot, 'releases.json');

function writeAtomically(file: string, value: unknown) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}

const readJson = <T>(file: string, fallback: T): T =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : fallback;

export const readRegistry = (deployRoot: string): Registry | null =>
  readJson<Registry | null>(registryFile(deployRoot), null);
const readReleases = (deployRoot: string): Releases => readJson<Releases>(releasesFile(deployRoot), {});

const entryFor = (app: RemoteApp, version: string, origin: string, integrity: Record<string, string>): RemoteEntry => ({
  version,
  browser: `${origin}/${app}/${version}/mf-manifest.json`,
  server: `${origin}/${app}/${version}/server/remoteEntry.js`,
  integrity,
});

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

/**
 * What differs between the hashes a version records and the ones found (a file missing, one not recorded, another
 * hash), file by file; none when they are the same. build-info.json is written beside a version's files at publish and
 * never fetched by a browser or the shell's server, so it is not compared.
 */
function hashDifferences(expected: Record<string, string>, found: Record<string, string>): string[] {
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
 * live shell does not serve (shared-contract.ts); returns the problems. `buildDir` is a build or a published version's
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
    shared?: SharedContract;
  };
  if (info.contractVersion !== contractVersion()) {
    problems.push(`contract version ${info.contractVersion} does not match the shell's ${contractVersion()}`);
  }
  const shell = liveShellContract(deployRoot);
  if (shell) problems.push(...missingNames(info.shared, shell));
  return problems;
}

export interface PublishOptions {
  deployRoot: string;
  app: RemoteApp;
  origin: string;
  /** Defaults to the app's own build. */
  from?: string;
  version?: string;
}

/** A publish's registry entry, and whether that version was already published with these bytes (nothing was copied). */
export type Published = RemoteEntry & { alreadyPublished: boolean };

export function publish({ deployRoot, app, origin, from = distDir(app), version }: PublishOptions): Published {
  const problems = checkCompatibility(from, deployRoot);
  if (problems.length) throw new Error(`Refusing to publish ${app}:\n- ${problems.join('\n- ')}`);
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
    writeAtomically(releasesFile(deployRoot), releases);
  } else if (!known.integrity) {
    // A version published before hashes were recorded: its folder was just checked against this build.
    known.integrity = integrity;
    writeAtomically(releasesFile(deployRoot), releases);
  }
  return { ...point(deployRoot, app, entryFor(app, name, origin, integrity)), alreadyPublished: known !== undefined };
}

/** Whether this version of the app was published before (the release history names it). */
export const isPublished = (deployRoot: string, app: RemoteApp, version: string): boolean =>
  (readReleases(deployRoot)[app]?.versions ?? []).some((entry) => entry.version === version);

/**
 * Every remote the registry names whose version folder does not hold the bytes the registry records for it, with the
 * files that differ: browsers and the shell's server would refuse those files, so the remote would not run.
 */
export function verifyRegistry(deployRoot: string): { app: RemoteApp; version: string; files: string[] }[] {
  const registry = readRegistry(deployRoot);
  return remotes.flatMap((app) => {
    const entry = registry?.remotes[app];
    if (!entry?.integrity) return [];
    const folder = path.join(deployRoot, app, entry.version);
    const files = fs.existsSync(folder) ? differingFiles(folder, entry.integrity) : ['the version folder is missing'];
    return files.length ? [{ app, version: entry.version, files }] : [];
  });
}

function point(deployRoot: string, app: RemoteApp, entry: RemoteEntry): RemoteEntry {
  const current = readRegistry(deployRoot);
  const next = { remotes: { ...current?.remotes, [app]: entry } } as Registry;
  writeAtomically(registryFile(deployRoot), next);
  return entry;
}

/** Points the registry back at an earlier version (the one before the current, unless one is named). */
export function rollback(deployRoot: string, app: RemoteApp, to?: string): RemoteEntry {
  const versions = readReleases(deployRoot)[app]?.versions ?? [];
  const current = readRegistry(deployRoot)?.remotes[app]?.version;
  const index = versions.findIndex((entry) => entry.version === current);
  const target = to ? versions.find((entry) => entry.version === to) : versions[index - 1];
  if (!target)
    throw new Error(
      to ? `${app} has no published version ${to}.` : `${app} has no version before ${current ?? 'the current one'}.`,
    );
  if (!fs.existsSync(path.join(deployRoot, app, target.version)))
    throw new Error(`${app} ${target.version} is missing from ${deployRoot}.`);
  if (!target.integrity)
    throw new Error(`${app} ${target.version} was published without integrity hashes: publish it again.`);
  const differs = differingFiles(path.join(deployRoot, app, target.version), target.integrity);
  if (differs.length)
    throw new Error(
      `${app} ${target.version} no longer holds the bytes recorded at its publish:\n- ${differs.join('\n- ')}`,
    );
  return point(deployRoot, app, entryFor(app, target.version, target.origin, target.integrity));
}

export function listVersions(deployRoot: string, app: RemoteApp) {
  const current = readRegistry(deployRoot)?.remotes[app]?.version;
  return (readReleases(deployRoot)[app]?.versions ?? []).map((entry) => ({
    ...entry,
    current: entry.version === current,
  }));
}
