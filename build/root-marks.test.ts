/**
 * The starter and the app set marks on the root element while the shopper acts (`data-waiting` at a held press,
 * `data-hydrated`, `data-signed-in`, …). A style rule keyed on such a mark whose subject is every element under it
 * (`html[data-waiting] *`) makes the browser restyle the whole page each time the mark comes or goes: on a product
 * page at CPU ×6 that was 80–150 ms of style in the task of the press and again in the frame of its answer (ADR 0502).
 * A rule keyed on a root mark must name what it styles.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apps, root } from '../scripts/lib/apps.ts';

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : cssFiles(at);
    return entry.name.endsWith('.css') ? [at] : [];
  });
}

/** Every selector of a stylesheet, `:global(…)` unwrapped, comments and declarations left out. */
function selectorsOf(css: string): string[] {
  const bare = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\{[^{}]*\}/g, ';');
  return bare
    .split(';')
    .flatMap((prelude) => (prelude.trim().startsWith('@') ? [] : prelude.split(',')))
    .map((selector) => selector.replace(/:global\(([^()]*)\)/g, '$1').trim())
    .filter(Boolean);
}

/** A selector keyed on a mark of the root whose subject is any element (`html[x] *`, `:root[x] > *`). */
const restylesPageOnRootMark = (selector: string): boolean =>
  /^(html|:root)\[[^\]]+\]/.test(selector) && /(^|[\s>+~])\*$/.test(selector);

test('the check finds a rule that styles every element under a root mark, and lets a named one be', () => {
  expect(
    selectorsOf('/* x */ :global(html[data-waiting]),\n:global(html[data-waiting] *) { cursor: progress; }'),
  ).toEqual(['html[data-waiting]', 'html[data-waiting] *']);
  expect(restylesPageOnRootMark('html[data-waiting] *')).toBe(true);
  expect(restylesPageOnRootMark(':root[data-busy] > *')).toBe(true);
  expect(restylesPageOnRootMark('html[data-waiting] [data-held]')).toBe(false);
  expect(restylesPageOnRootMark('html[data-signed-in] .accountLink')).toBe(false);
  expect(restylesPageOnRootMark('.grid > *')).toBe(false);
});

test('no stylesheet of the shop restyles every element when a mark on the root comes or goes', () => {
  const files = ['shared', ...apps].flatMap((app) => cssFiles(path.join(root, app, 'src')));
  expect(files.length).toBeGreaterThan(5);
  const offending = files.flatMap((file) =>
    selectorsOf(fs.readFileSync(file, 'utf8'))
      .filter(restylesPageOnRootMark)
      .map((selector) => `${path.relative(root, file)}: ${selector}`),
  );
  expect(offending).toEqual([]);
});
