// Pins the release commands as an operator runs them (`npm run release -- publish|rollback|canary|promote|abort|list`): real files in a
// temporary DEPLOY_ROOT, the registry and the history they leave, and a publish refused with its reason.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contractVersion, sharedSingletons } from '../build/shared-deps.mjs';
import { root } from './lib/apps.ts';

interface Entry {
  version: string;
  browser: string;
  server: string;
}
interface Registry {
  remotes: Record<string, Entry & { canary?: Entry & { percent: number; since: string } }>;
}
interface Releases {
  [app: string]: { events: { action: string; version: string; by: string; percent?: number; reason?: string }[] };
}

// Each command starts npm and tsx (about half a second each here, much more on a busy machine).
jest.setTimeout(60_000);

let work: string;
let deployRoot: string;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-release-'));
  deployRoot = path.join(work, 'deploy');
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** `npm run release -- ...args` in the repo, against the temporary deploy root. */
function release(...args: string[]) {
  const run = spawnSync('npm', ['run', '--silent', 'release', '--', ...args], {
    cwd: root,
    env: { ...process.env, DEPLOY_ROOT: deployRoot },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/**
 * A remote's build as `npm run build` leaves it (browser files with the federation manifest, the Node entry, the build
 * info), with the shared singletons at the shell's own versions unless `shared` changes some, and `text` in its code
 * so two builds differ.
 */
function fakeBuild(
  name: string,
  text: string,
  change: { shared?: Record<string, string>; contract?: string; needs?: Record<string, string[]> } = {},
) {
  const dir = path.join(work, name);
  fs.mkdirSync(path.join(dir, 'browser'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  const shared = Object.entries(sharedSingletons()).map(([key, config]) => ({
    name: key,
    version: change.shared?.[key] ?? config.version,
    singleton: true,
  }));
  fs.writeFileSync(path.join(dir, 'browser', 'mf-manifest.json'), JSON.stringify({ name: 'catalog', shared }));
  fs.writeFileSync(path.join(dir, 'browser', 'remoteEntry.js'), `/* ${text} */`);
  fs.writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), `module.exports = ${JSON.stringify(text)};`);
  fs.writeFileSync(
    path.join(dir, 'build-info.json'),
    JSON.stringify({
      contractVersion: change.contract ?? contractVersion(),
      ...(change.needs && { shared: { version: '1.1.0', needs: change.needs } }),
    }),
  );
  return dir;
}

const registry = (): Registry =>
  JSON.parse(fs.readFileSync(path.join(deployRoot, 'registry.json'), 'utf8')) as Registry;

test('publish, list and rollback move the registry between immutable version folders', () => {
  const first = release('publish', 'catalog', '--from', fakeBuild('b1', 'one'), '--origin', 'http://cdn.test');
  expect(first.stderr).toBe('');
  expect(first.status).toBe(0);
  const v1 = registry().remotes.catalog?.version ?? '';
  expect(first.stdout).toContain(`catalog ${v1} published`);
  expect(registry().remotes.catalog).toEqual({
    version: v1,
    browser: `http://cdn.test/catalog/${v1}/mf-manifest.json`,
    server: `http://cdn.test/catalog/${v1}/server/remoteEntry.js`,
    // Each published file's hash, so browser and server refuse bytes changed after publish (ADR 0700).
    integrity: {
      'mf-manifest.json': expect.stringMatching(/^sha384-/),
      'remoteEntry.js': expect.stringMatching(/^sha384-/),
      'server/remoteEntry.js': expect.stringMatching(/^sha384-/),
    },
  });
  expect(fs.readFileSync(path.join(deployRoot, 'catalog', v1, 'remoteEntry.js'), 'utf8')).toBe('/* one */');

  const second = release('publish', 'catalog', '--from', fakeBuild('b2', 'two'), '--origin', 'http://cdn.test');
  expect(second.status).toBe(0);
  const v2 = registry().remotes.catalog?.version ?? '';
  expect(v2).not.toBe(v1);
  // The first version's folder stays as it was: a rollback needs it.
  expect(fs.readFileSync(path.join(deployRoot, 'catalog', v1, 'remoteEntry.js'), 'utf8')).toBe('/* one */');

  const listed = release('list', 'catalog');
  expect(listed.status).toBe(0);
  expect(listed.stdout.split('\n').filter(Boolean)).toEqual([
    expect.stringMatching(new RegExp(`^  ${v1}  \\S+Z  http://cdn\\.test$`)),
    expect.stringMatching(new RegExp(`^\\* ${v2}  \\S+Z  http://cdn\\.test$`)),
    'Last moves:',
    expect.stringMatching(new RegExp(`^  \\S+Z publish ${v1} by cli$`)),
    expect.stringMatching(new RegExp(`^  \\S+Z publish ${v2} by cli$`)),
  ]);

  const back = release('rollback', 'catalog');
  expect(back.status).toBe(0);
  expect(back.stdout).toContain(`catalog rolled back to ${v1}.`);
  expect(registry().remotes.catalog?.version).toBe(v1);
  expect(release('list', 'catalog').stdout).toMatch(new RegExp(`^\\* ${v1} `, 'm'));

  const forward = release('rollback', 'catalog', '--to', v2);
  expect(forward.status).toBe(0);
  expect(registry().remotes.catalog?.version).toBe(v2);

  const unknownVersion = release('rollback', 'catalog', '--to', 'no-such-version');
  expect(unknownVersion.status).toBe(1);
  expect(unknownVersion.stderr).toContain('catalog has no published version no-such-version.');
  expect(registry().remotes.catalog?.version).toBe(v2);
  // Never a half-written registry or a temp file left beside it.
  expect(fs.readdirSync(deployRoot).filter((name) => name.endsWith('.tmp'))).toEqual([]);
});

test('a publish is refused, with its reason, for a shared singleton outside the shell range', () => {
  const refused = release('publish', 'catalog', '--from', fakeBuild('old-react', 'x', { shared: { react: '18.3.1' } }));
  expect(refused.status).toBe(1);
  const range = sharedSingletons().react?.requiredVersion ?? '';
  expect(range).toMatch(/^\^19\./);
  expect(refused.stderr).toContain('Refusing to publish catalog:');
  expect(refused.stderr).toContain(`react 18.3.1 does not satisfy the shell's ${range}`);
  expect(fs.existsSync(path.join(deployRoot, 'registry.json'))).toBe(false);
  expect(fs.existsSync(path.join(deployRoot, 'catalog'))).toBe(false);
});

test('a publish is refused, with its reason, for another contract version, and the registry keeps its version', () => {
  expect(release('publish', 'catalog', '--from', fakeBuild('good', 'good')).status).toBe(0);
  const before = registry();
  const other = String(Number(contractVersion()) + 1);
  const refused = release('publish', 'catalog', '--from', fakeBuild('next', 'next', { contract: other }));
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(`contract version ${other} does not match the shell's ${contractVersion()}`);
  expect(registry()).toEqual(before);
  expect(fs.readdirSync(path.join(deployRoot, 'catalog'))).toEqual([before.remotes.catalog?.version]);
});

test('a published version is immutable: the same bytes again change nothing, other bytes under it are refused', () => {
  const build = fakeBuild('b1', 'one');
  expect(release('publish', 'catalog', '--from', build).status).toBe(0);
  const before = registry();
  const version = before.remotes.catalog?.version ?? '';
  const history = fs.readFileSync(path.join(deployRoot, 'releases.json'), 'utf8');

  const again = release('publish', 'catalog', '--from', build);
  expect(again.status).toBe(0);
  expect(again.stdout).toContain(`catalog ${version} was already published with these same bytes`);
  expect(registry()).toEqual(before);
  expect(fs.readFileSync(path.join(deployRoot, 'releases.json'), 'utf8')).toBe(history);

  // Another build under the same version name (a rebuild whose entry came out with other bytes): refused, per file.
  const other = fakeBuild('b2', 'two');
  const refused = release('publish', 'catalog', '--from', other, '--version', version);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(`Refusing to publish catalog ${version}: that version is already published`);
  expect(refused.stderr).toMatch(/- remoteEntry\.js is sha384-\S+, recorded sha384-\S+/);
  expect(registry()).toEqual(before);
  expect(fs.readFileSync(path.join(deployRoot, 'catalog', version, 'remoteEntry.js'), 'utf8')).toBe('/* one */');

  // Named by its bytes, the same build is another version, published beside the first.
  const named = release('publish', 'catalog', '--from', other);
  expect(named.status).toBe(0);
  expect(registry().remotes.catalog?.version).not.toBe(version);
});

test('status says which file of a version no longer matches the hash the registry records', () => {
  expect(release('publish', 'catalog', '--from', fakeBuild('b1', 'one')).status).toBe(0);
  const version = registry().remotes.catalog?.version ?? '';
  expect(release('status').status).toBe(0);
  fs.writeFileSync(path.join(deployRoot, 'catalog', version, 'remoteEntry.js'), '/* changed after publish */');
  const status = release('status');
  expect(status.status).toBe(1);
  expect(status.stderr).toContain(`catalog ${version} does not hold the bytes the registry records:`);
  expect(status.stderr).toMatch(/- remoteEntry\.js is sha384-\S+, recorded sha384-\S+/);
});

test('a publish is refused, with its reason, for a name of shared the live shell does not serve', () => {
  // The live shell's record, as its server writes it beside the registry at start (shell/server/live-shell.ts).
  fs.mkdirSync(deployRoot, { recursive: true });
  fs.writeFileSync(
    path.join(deployRoot, 'live-shell.json'),
    JSON.stringify({ shared: { version: '1.0.0', serves: { config: ['markPersonal', 'parseCookies'] } } }),
  );
  const needsNew = { config: ['hasSignedInHint', 'markPersonal'] };
  const refused = release('publish', 'catalog', '--from', fakeBuild('newer', 'newer', { needs: needsNew }));
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('Refusing to publish catalog:');
  expect(refused.stderr).toContain(
    'it imports hasSignedInHint from @storefront/shared/config (built with shared 1.1.0), which the live shell ' +
      '(shared 1.0.0) does not serve',
  );
  expect(refused.stderr).not.toContain('markPersonal from');
  expect(fs.existsSync(path.join(deployRoot, 'registry.json'))).toBe(false);

  // What the live shell serves is enough: the same publish passes once the shell serves the name.
  const served = fakeBuild('served', 'served', { needs: { config: ['markPersonal'] } });
  expect(release('publish', 'catalog', '--from', served).status).toBe(0);

  // A version staged while a shell served the name is refused as a canary once the live shell no longer does.
  expect(
    release('publish', 'catalog', '--from', fakeBuild('newer2', 'newer2', { needs: needsNew }), '--stage').status,
  ).toBe(1);
  fs.writeFileSync(
    path.join(deployRoot, 'live-shell.json'),
    JSON.stringify({ shared: { version: '1.1.0', serves: { config: ['hasSignedInHint', 'markPersonal'] } } }),
  );
  expect(
    release('publish', 'catalog', '--from', fakeBuild('newer3', 'newer3', { needs: needsNew }), '--stage').status,
  ).toBe(0);
  fs.writeFileSync(
    path.join(deployRoot, 'live-shell.json'),
    JSON.stringify({ shared: { version: '1.0.0', serves: { config: ['markPersonal'] } } }),
  );
  const canary = release('canary', 'catalog', '--percent', '10');
  expect(canary.status).toBe(1);
  expect(canary.stderr).toContain('cannot run against the live shell');
  expect(canary.stderr).toContain('it imports hasSignedInHint from @storefront/shared/config');
  expect(registry().remotes.catalog).not.toHaveProperty('canary');
});

const releases = (): Releases =>
  JSON.parse(fs.readFileSync(path.join(deployRoot, 'releases.json'), 'utf8')) as Releases;

test('a canary runs a staged version beside the stable one until it is promoted or aborted, each move logged', () => {
  expect(release('publish', 'catalog', '--from', fakeBuild('b1', 'one')).status).toBe(0);
  const v1 = registry().remotes.catalog?.version ?? '';
  const staged = release('publish', 'catalog', '--from', fakeBuild('b2', 'two'), '--stage');
  expect(staged.stdout).toMatch(/published; the registry is unchanged/);
  expect(registry().remotes.catalog?.version).toBe(v1);
  const v2 = releases().catalog?.events.at(-1)?.version ?? '';
  expect(v2).not.toBe(v1);

  // Refused, each with its reason, and the registry left as it was.
  const before = registry();
  for (const [args, reason] of [
    [['--percent', '0'], "A canary's share is a whole percent from 1 to 99, not 0."],
    [['--percent', '100'], "A canary's share is a whole percent from 1 to 99, not 100."],
    [['--percent', 'half'], '--percent N (1..99)'],
    [['--version', 'nope', '--percent', '10'], 'catalog has no published version nope.'],
    [['--version', v1, '--percent', '10'], `catalog ${v1} is the stable version already`],
  ] as const) {
    const refused = release('canary', 'catalog', ...args);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(reason);
  }
  for (const command of ['promote', 'abort'])
    expect(release(command, 'catalog').stderr).toContain('catalog has no canary running.');
  expect(registry()).toEqual(before);

  // The newest published version by default, beside the stable one.
  const started = release('canary', 'catalog', '--percent', '30');
  expect(started.stderr).toBe('');
  expect(started.stdout).toContain(`catalog: canary ${v2} for 30 % of shoppers since`);
  expect(registry().remotes.catalog).toEqual({
    ...before.remotes.catalog,
    canary: expect.objectContaining({ version: v2, percent: 30, browser: expect.stringContaining(`/catalog/${v2}/`) }),
  });
  const status = release('status');
  expect(status.stdout).toMatch(
    new RegExp(
      `^catalog +${v1} .*\\n +canary ${v2} for 30 % of shoppers since \\S+Z\\n +last move: \\S+Z canary ${v2} at 30 % by cli`,
      'm',
    ),
  );
  expect(release('list', 'catalog').stdout).toMatch(new RegExp(`^~ ${v2} .* canary 30 % since`, 'm'));
  // A publish that would move the stable version under the canary is refused.
  expect(release('publish', 'catalog', '--from', fakeBuild('b3', 'three')).stderr).toContain(
    `Refusing to publish catalog: its canary ${v2} is running.`,
  );

  // Aborted: the stable entry alone again.
  expect(release('abort', 'catalog').stdout).toContain(
    `catalog's canary aborted: every shopper gets the stable ${v1}.`,
  );
  expect(registry()).toEqual(before);

  // Promoted: the canary is the stable entry, no canary left.
  expect(release('canary', 'catalog', '--version', v2, '--percent', '50').status).toBe(0);
  expect(release('promote', 'catalog').stdout).toContain(`catalog ${v2} promoted`);
  expect(registry().remotes.catalog?.version).toBe(v2);
  expect(registry().remotes.catalog?.canary).toBeUndefined();
  expect(releases().catalog?.events.map(({ action, version, by }) => `${action} ${version} ${by}`)).toEqual([
    `publish ${v1} cli`,
    `publish ${v2} cli`,
    `canary ${v2} cli`,
    `abort ${v2} cli`,
    `canary ${v2} cli`,
    `promote ${v2} cli`,
  ]);
});

test('a canary of a version whose files changed after publish is refused; a rollback ends a running canary', () => {
  expect(release('publish', 'catalog', '--from', fakeBuild('b1', 'one')).status).toBe(0);
  const v1 = registry().remotes.catalog?.version ?? '';
  expect(release('publish', 'catalog', '--from', fakeBuild('b2', 'two')).status).toBe(0);
  const v2 = registry().remotes.catalog?.version ?? '';
  fs.writeFileSync(path.join(deployRoot, 'catalog', v1, 'remoteEntry.js'), '/* changed after publish */');
  const refused = release('canary', 'catalog', '--version', v1, '--percent', '10');
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(`catalog ${v1} no longer holds the bytes recorded at its publish:`);
  expect(refused.stderr).toMatch(/- remoteEntry\.js is sha384-\S+, recorded sha384-\S+/);
  expect(registry().remotes.catalog?.canary).toBeUndefined();

  fs.writeFileSync(path.join(deployRoot, 'catalog', v1, 'remoteEntry.js'), '/* one */');
  expect(release('canary', 'catalog', '--version', v1, '--percent', '10').status).toBe(0);
  expect(release('rollback', 'catalog').stdout).toContain(`catalog rolled back to ${v1}.`);
  expect(registry().remotes.catalog).toEqual(expect.not.objectContaining({ canary: expect.anything() }));
  expect(releases().catalog?.events.slice(-2)).toEqual([
    expect.objectContaining({ action: 'abort', version: v1, reason: 'ended by a rollback' }),
    expect.objectContaining({ action: 'rollback', version: v1 }),
  ]);
  expect(v2).not.toBe(v1);
});
