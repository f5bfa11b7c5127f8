// Pins what a build records of `shared` (the names a remote imports, the names the shell serves), the comparison a
// publish runs, and the ledger that makes `shared`'s version say what changed: an addition raises the minor, a removal
// the major.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sharedEntries } from '../../build/shared-deps.mjs';
import { root } from './apps.ts';
import { missingNames } from '../../shell/server/release/shared-check.ts';
import { neededNames, servedNames, sharedVersion, type SharedNames } from './shared-contract.ts';

test('the shell serves each shared singleton’s values, through re-exports and destructuring, and no types', () => {
  const served = servedNames();
  expect(Object.keys(served).sort()).toEqual([...sharedEntries].sort());
  expect(served.config).toEqual(expect.arrayContaining(['markPersonal', 'hasSignedInHint', 'signedInHintCookie']));
  // `export const { useLoginMutation, … } = authApi` in a file the entry re-exports with `export *`.
  expect(served.api).toEqual(expect.arrayContaining(['useLoginMutation', 'useBootstrapQuery', 'api']));
  // `export * as rules from './rules.ts'`, and a name re-exported from a package.
  expect(served.forms).toEqual(expect.arrayContaining(['rules', 'FORM_ERROR', 'Form', 'GenderField']));
  // Types are erased by the build: `export { Form, type FormProps }` serves Form only.
  expect(served.forms).not.toContain('FormProps');
  expect(served.api).not.toContain('ApiRequest');
});

test('a remote needs the values it imports from the shared singletons, not its types nor what it bundles itself', () => {
  const app = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-needs-'));
  try {
    fs.mkdirSync(path.join(app, 'src', 'feature'), { recursive: true });
    fs.writeFileSync(
      path.join(app, 'src', 'feature', 'page.tsx'),
      [
        "import { markPersonal, type Nothing } from '@storefront/shared/config';",
        "import type { Registry } from '@storefront/shared/remotes';",
        "import { useLang as lang } from '@storefront/shared/i18n';",
        "import * as events from '@storefront/shared/events';",
        // Bundled with the remote (not a singleton): whatever it imports comes with it.
        "import { cartSchema } from '@storefront/shared/schemas';",
        "import React from 'react';",
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(app, 'src', 'page.test.tsx'),
      "import { hasSignedInHint } from '@storefront/shared/config';",
    );
    expect(neededNames(app)).toEqual({ config: ['markPersonal'], events: ['*'], i18n: ['useLang'] });
  } finally {
    fs.rmSync(app, { recursive: true, force: true });
  }
});

test('every remote of the shop runs against the shell built beside it', () => {
  const shell = { version: sharedVersion(), serves: servedNames() };
  for (const remote of ['catalog', 'checkout', 'account'])
    expect(missingNames({ version: sharedVersion(), needs: neededNames(path.join(root, remote)) }, shell)).toEqual([]);
});

test('a name the shell lacks is worded with the entry and both versions; a build without needs passes', () => {
  const shell = { version: '1.0.0', serves: { config: ['markPersonal'] } };
  expect(
    missingNames({ version: '1.1.0', needs: { config: ['markPersonal', 'hasSignedInHint'], events: ['*'] } }, shell),
  ).toEqual([
    'it imports hasSignedInHint from @storefront/shared/config (built with shared 1.1.0), which the live shell ' +
      '(shared 1.0.0) does not serve: deploy a shell built with it first',
  ]);
  expect(missingNames(undefined, shell)).toEqual([]);
});

interface LedgerEntry {
  version: string;
  added?: SharedNames;
  removed?: SharedNames;
}

const parse = (version: string) => version.split('.').map(Number) as [number, number, number];

test('shared’s version says what its singletons serve: additions raise the minor, removals the major', () => {
  const ledger = JSON.parse(
    fs.readFileSync(path.join(root, 'shared', 'exports-history.json'), 'utf8'),
  ) as LedgerEntry[];
  const names: Record<string, Set<string>> = {};
  const versionRuleBroken: string[] = [];
  let previous: string | null = null;
  for (const entry of ledger) {
    const added = Object.values(entry.added ?? {}).flat().length > 0;
    const removed = Object.values(entry.removed ?? {}).flat().length > 0;
    const [major, minor] = parse(previous ?? '0.0.0');
    const [nextMajor, nextMinor] = parse(entry.version);
    const raisedMajor = nextMajor > major;
    const raisedMinor = raisedMajor || (nextMajor === major && nextMinor > minor);
    if (previous && removed && !raisedMajor) versionRuleBroken.push(`${entry.version} removes names: raise the major`);
    if (previous && added && !raisedMinor) versionRuleBroken.push(`${entry.version} adds names: raise the minor`);
    for (const [entryName, list] of Object.entries(entry.added ?? {}))
      for (const name of list) (names[entryName] ??= new Set()).add(name);
    for (const [entryName, list] of Object.entries(entry.removed ?? {}))
      for (const name of list) names[entryName]?.delete(name);
    previous = entry.version;
  }
  expect(versionRuleBroken).toEqual([]);
  const recorded = Object.fromEntries(Object.entries(names).map(([entry, set]) => [entry, [...set].sort()]));
  const served = servedNames();
  const diff = (from: SharedNames, to: SharedNames): SharedNames =>
    Object.fromEntries(
      Object.entries(to)
        .map(([entry, list]) => [entry, list.filter((name) => !(from[entry] ?? []).includes(name))] as const)
        .filter(([, list]) => list.length > 0),
    );
  // When this fails: append to shared/exports-history.json `{ "version": <shared's next version>, "added": …,
  // "removed": … }` with what the message shows, and set that version in shared/package.json.
  expect({ added: diff(recorded, served), removed: diff(served, recorded) }).toEqual({ added: {}, removed: {} });
  expect(sharedVersion()).toBe(previous);
});
