/**
 * Reads the cross-team contracts out of the sources: exposed modules, routes, events, RTK Query
 * endpoints and tags, the api's refusal reasons and the calls the shop's proxy may send twice. `docs/contracts.md` is generated from this, and a test keeps it true. Nothing is scraped: the
 * route table is imported, the exposes are what each rspack config declares when it runs, and events, endpoints and
 * tags are found in the syntax tree of their files (`source-syntax.ts`), so no formatting can hide one.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Span } from '@swc/core';
import { root } from '../lib/apps.ts';
import { declaredExposes } from '../house-rules/remote-shape.ts';
import { pageName, routes as routeTable } from '../../shell/src/routing/routes.ts';
import { refusalReasons } from '../../shared/src/schemas/refusals.ts';
import { replayableCalls } from '../../shared/src/server/replay.ts';
import { nodesOf, parseSource } from './source-syntax.ts';

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
  const remotes = ['catalog', 'checkout', 'account'];
  const declared = declaredExposes(remotes.map((remote) => path.join(root, remote)));
  return remotes.flatMap((remote) =>
    Object.entries(declared[path.join(root, remote)] ?? {}).map(([key, file]) => ({
      remote,
      key: key.replace(/^\.\//, ''),
      file: `${remote}/${file.replace(/^\.\//, '')}`,
    })),
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

/** The members of the typed bus's `EventMap`: each event's name and its payload type as written. */
export function events(): { name: string; payload: string }[] {
  const { program, textOf } = parseSource(path.join(root, 'shared/src/events/index.ts'));
  const map = [...nodesOf(program)].find(
    (node) => node.type === 'TsInterfaceDeclaration' && (node.id as { value: string }).value === 'EventMap',
  );
  return [...nodesOf((map?.body as { body: unknown[] } | undefined)?.body ?? [])].flatMap((member) => {
    const key = member.key as { type: string; value: string } | undefined;
    const type = (member.typeAnnotation as { typeAnnotation: { span: Span } } | undefined)?.typeAnnotation;
    return member.type === 'TsPropertySignature' && key?.type === 'StringLiteral' && type
      ? [{ name: key.value, payload: textOf(type.span).replace(/\s+/g, ' ') }]
      : [];
  });
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
  return files.flatMap((file) => endpointsIn(path.join(root, file)).map((endpoint) => ({ ...endpoint, file })));
}

/** The endpoints one file injects: each property whose value calls `build.query(…)` or `build.mutation(…)`. */
export function endpointsIn(file: string): Omit<Endpoint, 'file'>[] {
  return [...nodesOf(parseSource(file).program)].flatMap((node) => {
    if (node.type !== 'KeyValueProperty') return [];
    const key = node.key as { type: string; value: string };
    const call = node.value as { type: string; callee?: { type: string; object?: unknown; property?: unknown } };
    const object = call.callee?.object as { type: string; value: string } | undefined;
    const kind = (call.callee?.property as { value?: string } | undefined)?.value;
    return call.type === 'CallExpression' &&
      key.type === 'Identifier' &&
      object?.type === 'Identifier' &&
      object.value === 'build' &&
      (kind === 'query' || kind === 'mutation')
      ? [{ name: key.value, kind }]
      : [];
  });
}

/** The one api's tag types: the strings of the `tagTypes` array. */
export function tags(): string[] {
  const { program } = parseSource(path.join(root, 'shared/src/api/base-api.ts'));
  const declaration = [...nodesOf(program)].find(
    (node) => node.type === 'VariableDeclarator' && (node.id as { value?: string }).value === 'tagTypes',
  );
  return [...nodesOf(declaration?.init)].flatMap((node) =>
    node.type === 'StringLiteral' ? [node.value as string] : [],
  );
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

## Refusal reasons (\`shared/src/schemas/refusals.ts\`, imported)

A refusal the screens explain answers \`{ success: false, code, reason, field?, values?, psdata: null, message }\`: the
screens map \`reason\` (and say it on \`field\` when the form has it) to their catalogues, never the English \`message\`;
\`locales/refusals.test.ts\` fails when a reason has no text on any screen or in one of the five languages.

${refusalReasons.map((reason) => `\`${reason}\``).join(', ')}.

## Calls the shop's proxy may send again (\`shared/src/server/replay.ts\`, imported)

When the connection carrying one of these calls to the api is dropped before any answer (an api instance ended), the
shell's \`/api\` proxy sends it again, up to twice: the api runs each so that a second run leaves what the first left
and answers as it did (\`api/test/replay.test.ts\`). A \`keyed\` call is sent again only when its body carries a valid
\`idempotency_key\`. Every other call is sent once; its lost answer is the shopper's 502.

${table(
  ['how', 'calls'],
  (['reads', 'keyed', 'sets'] as const).map((how) => [
    how,
    Object.keys(replayableCalls)
      .filter((name) => replayableCalls[name] === how)
      .sort()
      .map((name) => `\`${name}\``)
      .join(', '),
  ]),
)}
`;
}
