/**
 * Test ids carry their owner's name (docs/conventions.md: everything a remote puts into the page does), so a test id in
 * the composed page says which team's markup it is. The owner is the top folder of the file that sets the id.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Folder → the prefix every test id it sets starts with. */
export const testIdOwners: Record<string, string> = {
  shell: 'shell-',
  catalog: 'catalog-',
  checkout: 'checkout-',
  account: 'account-',
  shared: 'shared-',
};

/** `data-testid="x"`, `data-testid={'x'}`, `` data-testid={`x-${…}`} `` and a `testId="x"` prop: the literal start. */
const setters = /(?:data-testid|testId)=\{?\s*["'`]([^"'`$]*)/g;
/** Ids tests look for (they must name an id someone sets, so they carry a prefix too). */
const readers =
  /(?:getByTestId|queryByTestId|findByTestId|getAllByTestId|queryAllByTestId|findAllByTestId)\(\s*["'`]([^"'`$]*)/g;

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

export interface TestIdProblem {
  file: string;
  id: string;
  expected: string;
}

/** Every test id in the owners' folders (and e2e, which reads any owner's) without its owner's prefix. */
export function testIdProblems(root: string): TestIdProblem[] {
  const problems: TestIdProblem[] = [];
  const prefixes = Object.values(testIdOwners);
  for (const folder of [...Object.keys(testIdOwners), 'e2e']) {
    const own = testIdOwners[folder];
    for (const file of sources(path.join(root, folder))) {
      const text = fs.readFileSync(file, 'utf8');
      const relative = path.relative(root, file).split(path.sep).join('/');
      for (const [, id = ''] of text.matchAll(setters)) {
        if (own ? !id.startsWith(own) : !prefixes.some((prefix) => id.startsWith(prefix)))
          problems.push({ file: relative, id, expected: own ?? prefixes.join(' or ') });
      }
      for (const [, id = ''] of text.matchAll(readers)) {
        if (!prefixes.some((prefix) => id.startsWith(prefix)))
          problems.push({ file: relative, id, expected: prefixes.join(' or ') });
      }
    }
  }
  return problems;
}
