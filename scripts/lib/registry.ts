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

/** A version name from the build's content, so the same build publishes to the same folder. */
export function versionOf(buildDir: string, label = '1.0.0'): string {
  const manifest = fs.readFileSync(path.join(buildDir, 'browser', 'mf-manifest.json'));
  const entry = fs.readFileSync(path.join(buildDir, 'server', 'remoteEntry.js'));
  const hash = crypto.createHash('sha256').update(manifest).update(entry).digest('hex').slice(0, 10);
  return `${label}-${hash}`;
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

/** Refuses a build whose shared singletons or contract the shell cannot accept; returns the problems. */
export function checkCompatibility(buildDir: string): string[] {
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

export function publish({ deployRoot, app, origin, from = distDir(app), version }: PublishOptions): RemoteEntry {
  const problems = checkCompatibility(from);
  if (problems.length) throw new Error(`Refusing to publish ${app}:\n- ${problems.join('\n- ')}`);
  const name = version ?? versionOf(from);
  const target = path.join(deployRoot, app, name);
  if (!fs.existsSync(target)) {
    const staging = `${target}.staging-${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(path.join(from, 'browser'), staging, { recursive: true });
    fs.cpSync(path.join(from, 'server'), path.join(staging, 'server'), { recursive: true });
    fs.cpSync(path.join(from, 'build-info.json'), path.join(staging, 'build-info.json'));
    fs.renameSync(staging, target);
  }
  // Hashed from the build itself (what was built is what shoppers may run), not from the copy the CDN serves.
  const integrity = {
    ...integrityOf(path.join(from, 'browser')),
    ...prefixed('server/', integrityOf(path.join(from, 'server'))),
  };
  const releases = readReleases(deployRoot);
  const history = (releases[app] ??= { versions: [] });
  const known = history.versions.find((entry) => entry.version === name);
  if (known) known.integrity = integrity;
  else history.versions.push({ version: name, origin, publishedAt: new Date().toISOString(), integrity });
  writeAtomically(releasesFile(deployRoot), releases);
  return point(deployRoot, app, entryFor(app, name, origin, integrity));
}

const prefixed = (prefix: string, hashes: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(hashes).map(([file, hash]) => [`${prefix}${file}`, hash]));

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
  return point(deployRoot, app, entryFor(app, target.version, target.origin, target.integrity));
}

export function listVersions(deployRoot: string, app: RemoteApp) {
  const current = readRegistry(deployRoot)?.remotes[app]?.version;
  return (readReleases(deployRoot)[app]?.versions ?? []).map((entry) => ({
    ...entry,
    current: entry.version === current,
  }));
}

/** Every remote named, published, and with its integrity hashes (a registry from before they existed is not). */
export function isComplete(registry: Registry | null, deployRoot: string): boolean {
  return remotes.every((app) => {
    const entry = registry?.remotes[app];
    return (
      entry !== undefined &&
      typeof entry.integrity === 'object' &&
      fs.existsSync(path.join(deployRoot, app, entry.version))
    );
  });
}
