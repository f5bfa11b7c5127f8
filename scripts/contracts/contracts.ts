/**
 * Reads the cross-team contracts out of the sources: exposed modules, routes, events, RTK Query
 * endpoints and tags. `docs/contracts.md` is generated from this, and a test keeps it true.
 */
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../lib/apps.ts';
import { pageName, routes as routeTable } from '../../shell/src/routing/routes.ts';

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(relative);
      } else if (test(relative)) found.push(relative);
    }
  };
  if (fs.existsSync(path.join(root, dir))) walk(dir);
  return found.sort();
}

export interface Expose {
  remote: string;
  key: string;
  file: string;
}

export function exposes(): Expose[] {
  return ['catalog', 'checkout', 'account'].flatMap((remote) =>
    [...read(`${remote}/rspack.config.mjs`).matchAll(/'\.\/(\w+)':\s*'\.\/([^']+)'/g)].map(
      ([, key = '', file = '']) => ({ remote, key, file: `${remote}/${file.replace(/^\.\//, '')}` }),
    ),
  );
}

export interface Route {
  id: string;
  pattern: string;
  page: string;
  blueThemeOnly: boolean;
}

/** The shell's route table itself (imported, not scraped, so formatting cannot hide a route). */
export function routes(): Route[] {
  return routeTable.map((route) => ({
    id: route.id,
    pattern: String(route.pattern),
    page: 'screen' in route ? `shell/${route.screen}` : pageName(route.page),
    blueThemeOnly: Boolean(route.blueThemeOnly),
  }));
}

export function events(): { name: string; payload: string }[] {
  const source = read('shared/src/events/index.ts');
  const map = source.slice(source.indexOf('export interface EventMap'), source.indexOf('export type EventName'));
  return [...map.matchAll(/'([\w-]+:[\w-]+)': (\{[^}]*\});/g)].map(([, name = '', payload = '']) => ({
    name,
    payload,
  }));
}

export interface Endpoint {
  name: string;
  kind: 'query' | 'mutation';
  file: string;
}

/** Every endpoint injected into the one api, by reading the files that inject them. */
export function endpoints(): Endpoint[] {
  const files = ['shared/src/api', 'shell/src', 'catalog/src', 'checkout/src', 'account/src'].flatMap((dir) =>
    filesUnder(dir, (file) => /\.tsx?$/.test(file) && !file.includes('.test.')),
  );
  return files.flatMap((file) =>
    [...read(file).matchAll(/^\s{4}(\w+): build\.(query|mutation)\b/gm)].map(([, name = '', kind]) => ({
      name,
      kind: kind as Endpoint['kind'],
      file,
    })),
  );
}

export function tags(): string[] {
  const match = /tagTypes = \[([^\]]+)\]/.exec(read('shared/src/api/base-api.ts'));
  return [...(match?.[1] ?? '').matchAll(/'(\w+)'/g)].map(([, tag = '']) => tag);
}

const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

export function renderContracts(): string {
  return `# Contracts between the apps

Generated from the sources by \`npx tsx scripts/contracts/write.ts\`; \`scripts/contracts/contracts.test.ts\` fails when
this page and the code disagree. What one team may rely on from another is here and nowhere else.

## Exposed modules (Module Federation)

${table(
  ['remote', 'key', 'file'],
  exposes().map((e) => [e.remote, `\`./${e.key}\``, `\`${e.file}\``]),
)}

## Routes (the shell's table, SPEC section 2; the first match wins)

${table(
  ['id', 'path after /{lang}/', 'page', 'blue theme only'],
  routes().map((r) => [r.id, `\`${r.pattern.replace(/\|/g, '\\|')}\``, `\`${r.page}\``, r.blueThemeOnly ? 'yes' : '']),
)}

## Events (typed bus in \`shared/src/events\`, mirrored to other tabs)

${table(
  ['event', 'payload'],
  events().map((e) => [`\`${e.name}\``, `\`${e.payload}\``]),
)}

## Endpoints injected into the one RTK Query api

${table(
  ['endpoint (spec call)', 'kind', 'file'],
  endpoints().map((e) => [`\`${e.name}\``, e.kind, `\`${e.file}\``]),
)}

## Tags

${tags()
  .map((tag) => `\`${tag}\``)
  .join(', ')} — collections use the id \`'LIST'\`.
`;
}
