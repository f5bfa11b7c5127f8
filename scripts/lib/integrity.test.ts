import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contractVersion } from '../../build/shared-deps.mjs';
import { integrityOf } from '../../shell/server/release/integrity.ts';
import { remotes, type RemoteApp } from './apps.ts';
import { differingFiles, publish, readRegistry, rollback, verifyRegistry, versionOf } from './registry.ts';
import { publishCurrentBuilds } from './shop.ts';

const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** A build folder as `npm run build` leaves it, with the given entry texts. */
function fakeBuild(root: string, browserEntry: string, serverEntry: string): string {
  const dir = fs.mkdtempSync(path.join(root, 'build-'));
  fs.mkdirSync(path.join(dir, 'browser'));
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'browser', 'mf-manifest.json'), JSON.stringify({ shared: [], entry: browserEntry }));
  fs.writeFileSync(path.join(dir, 'browser', 'remoteEntry.js'), browserEntry);
  fs.writeFileSync(path.join(dir, 'browser', 'remoteEntry.js.gz'), 'compressed copy');
  fs.writeFileSync(path.join(dir, 'browser', '12.abc.css'), '.a{}');
  fs.writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), serverEntry);
  fs.writeFileSync(path.join(dir, 'server', 'package.json'), '{ "type": "commonjs" }');
  fs.writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify({ contractVersion: contractVersion() }));
  return dir;
}

/** Publishes a fake build with the given entry texts to `deployRoot`. */
const publishBuild = (root: string, deployRoot: string, browserEntry: string, serverEntry: string) =>
  publish({ deployRoot, app: 'catalog', origin: 'http://cdn', from: fakeBuild(root, browserEntry, serverEntry) });

describe('publish records integrity hashes', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-release-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('hashes every fetched file of the build (browser and Node), and no precompressed copy', () => {
    const build = fakeBuild(root, 'var catalog = 1;', 'module.exports = 1;');
    const entry = publish({ deployRoot: path.join(root, 'deploy'), app: 'catalog', origin: 'http://cdn', from: build });
    expect(entry.integrity).toEqual({
      '12.abc.css': sha384('.a{}'),
      'mf-manifest.json': expect.stringMatching(/^sha384-/),
      'remoteEntry.js': sha384('var catalog = 1;'),
      'server/remoteEntry.js': sha384('module.exports = 1;'),
    });
    expect(readRegistry(path.join(root, 'deploy'))?.remotes.catalog.integrity).toEqual(entry.integrity);
    // What was published is what was hashed.
    expect(integrityOf(path.join(root, 'deploy', 'catalog', entry.version))).toEqual(
      expect.objectContaining({ 'remoteEntry.js': entry.integrity['remoteEntry.js'] }),
    );
  });

  it('a rollback points the registry back at the earlier version with that version’s hashes', () => {
    const deployRoot = path.join(root, 'deploy');
    const first = publishBuild(root, deployRoot, 'var v = 1;', 'module.exports = 1;');
    const second = publishBuild(root, deployRoot, 'var v = 2;', 'module.exports = 2;');
    expect(second.integrity['remoteEntry.js']).not.toBe(first.integrity['remoteEntry.js']);
    const back = rollback(deployRoot, 'catalog', { by: 'cli' });
    expect(back.version).toBe(first.version);
    expect(readRegistry(deployRoot)?.remotes.catalog.integrity).toEqual(first.integrity);
  });

  it('names a version by every byte of the build: two builds that differ only in one browser file are two versions', () => {
    const first = fakeBuild(root, 'var v = 1;', 'module.exports = 1;');
    const second = fakeBuild(root, 'var v = 1;', 'module.exports = 1;');
    expect(versionOf(second)).toBe(versionOf(first));
    fs.writeFileSync(path.join(second, 'browser', '12.abc.css'), '.b{}');
    expect(versionOf(second)).not.toBe(versionOf(first));
  });

  it('finds the files of a published version whose bytes are not the ones recorded', () => {
    const deployRoot = path.join(root, 'deploy');
    const entry = publishBuild(root, deployRoot, 'var v = 1;', 'module.exports = 1;');
    expect(verifyRegistry(deployRoot)).toEqual([]);
    const folder = path.join(deployRoot, 'catalog', entry.version);
    fs.writeFileSync(path.join(folder, 'remoteEntry.js'), 'var v = 2;');
    fs.rmSync(path.join(folder, '12.abc.css'));
    expect(verifyRegistry(deployRoot)).toEqual([
      {
        app: 'catalog',
        version: entry.version,
        files: ['12.abc.css is missing', `remoteEntry.js is ${sha384('var v = 2;')}, recorded ${sha384('var v = 1;')}`],
      },
    ]);
    expect(differingFiles(folder, entry.integrity)).toHaveLength(2);
  });

  it('a start points the registry at the build on disk when it was built after the registry last moved, not before', () => {
    const deployRoot = path.join(root, 'deploy');
    const builds = Object.fromEntries(
      remotes.map((app) => [app, fakeBuild(root, `var ${app} = 1;`, 'module.exports = 1;')]),
    ) as Record<RemoteApp, string>;
    const start = () =>
      publishCurrentBuilds(
        deployRoot,
        () => 'http://cdn',
        false,
        (app) => builds[app],
      );
    const live = () => readRegistry(deployRoot)?.remotes.catalog.version;
    /** When the catalog's build on disk was made, from now. */
    const builtAt = (offsetMs: number) => {
      const when = new Date(Date.now() + offsetMs);
      fs.utimesSync(path.join(builds.catalog, 'build-info.json'), when, when);
    };
    start();
    const first = live();
    const older = builds.catalog;
    builds.catalog = fakeBuild(root, 'var catalog = 2;', 'module.exports = 2;');
    start();
    const second = live();
    expect(second).not.toBe(first);
    // Rolled back: the newer build on disk, made before the rollback, does not undo it at the next start.
    rollback(deployRoot, 'catalog', { by: 'cli' });
    builtAt(-60_000);
    start();
    expect(live()).toBe(first);
    // Built again after the rollback (the newer sources): the start points at it.
    builtAt(60_000);
    start();
    expect(live()).toBe(second);
    // Older sources checked out and built again (a version published before): the start points at what was built.
    builds.catalog = older;
    builtAt(60_000);
    start();
    expect(live()).toBe(first);
  });
});
