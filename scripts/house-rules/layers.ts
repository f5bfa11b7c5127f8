/**
 * Imports run one way inside a room: each folder (or top-level file) of a source root sits in a layer and imports only
 * its own layer and those below, and only the layers allowed a package may import it (the api's HTTP framework stays
 * in its call layer). Files are read with swc's parser (the one jest runs), so a type-only import, which never runs,
 * is told apart from one that does; `runtimeCycles` finds the import circles that run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseSync, type ModuleItem } from '@swc/core';

export interface Layering {
  /** The source root, e.g. `api/src`. */
  root: string;
  /** Bottom first: each entry lists the folders and top-level files (without `.ts`) of one layer. */
  layers: readonly (readonly string[])[];
  /** A package (or a prefix ending in `/`) and the lowest layer that may import it. */
  packages?: Readonly<Record<string, number>>;
}

interface Import {
  from: string;
  specifier: string;
  /** Erased at build: `import type`, or every name imported `type`. */
  typeOnly: boolean;
}

const sourceFile = /\.(ts|tsx|mts)$/;

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourcesUnder(full);
    return sourceFile.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): Import[] {
  const program = parseSync(fs.readFileSync(file, 'utf8'), { syntax: 'typescript', tsx: file.endsWith('.tsx') });
  return program.body.flatMap((item: ModuleItem): Import[] => {
    if (item.type === 'ImportDeclaration') {
      const named = item.specifiers.filter((specifier) => specifier.type === 'ImportSpecifier');
      const allNamesTyped =
        named.length > 0 && named.length === item.specifiers.length && named.every((specifier) => specifier.isTypeOnly);
      return [{ from: file, specifier: item.source.value, typeOnly: item.typeOnly || allNamesTyped }];
    }
    if ((item.type === 'ExportNamedDeclaration' || item.type === 'ExportAllDeclaration') && item.source)
      return [{ from: file, specifier: item.source.value, typeOnly: 'typeOnly' in item && item.typeOnly }];
    return [];
  });
}

/** The folder or top-level file (without extension) of `file` under `root`. */
const unitOf = (root: string, file: string): string => {
  const [first = ''] = path.relative(root, file).split(path.sep);
  return first.replace(sourceFile, '');
};

/** Each import that runs upward, or of a package its layer may not use, as a sentence naming both files. */
export function layerProblems({ root: given, layers, packages = {} }: Layering): string[] {
  const root = path.resolve(given);
  const layerOf = (unit: string) => layers.findIndex((layer) => layer.includes(unit));
  return sourcesUnder(root).flatMap((file) => {
    const here = layerOf(unitOf(root, file));
    const name = path.relative(root, file);
    if (here === -1) return [`${name}: its folder is in no layer of ${root}; add it to the layering`];
    return importsOf(file).flatMap(({ specifier }) => {
      if (!specifier.startsWith('.')) {
        const rule = Object.entries(packages).find(([pkg]) =>
          pkg.endsWith('/') ? specifier.startsWith(pkg) : specifier === pkg || specifier.startsWith(`${pkg}/`),
        );
        return rule && here < rule[1]
          ? [`${name} imports ${specifier}, which only layer ${rule[1]} and up may use`]
          : [];
      }
      const target = path.resolve(path.dirname(file), specifier);
      if (!target.startsWith(root + path.sep)) return [];
      const there = layerOf(unitOf(root, target));
      return there > here
        ? [`${name} imports ${path.relative(root, target)} from a layer above it (${there} > ${here}): move it down`]
        : [];
    });
  });
}

/** The circles of imports that run (type-only imports left out) among the files under `roots`, each as a path list. */
export function runtimeCycles(roots: readonly string[]): string[][] {
  const files = roots.flatMap((root) => sourcesUnder(path.resolve(root)));
  const known = new Set(files);
  const edges = new Map(
    files.map((file) => [
      file,
      importsOf(file)
        .filter((entry) => !entry.typeOnly && entry.specifier.startsWith('.'))
        .map((entry) => path.resolve(path.dirname(file), entry.specifier))
        .filter((target) => known.has(target)),
    ]),
  );
  // Tarjan's strongly connected components: every component of more than one file (or a file importing itself) is a
  // circle.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (edges.get(file) ?? []).includes(file))
      cycles.push(component.map((entry) => path.relative(process.cwd(), entry)).sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

/**
 * The api, bottom first: what every layer may use (its refusals, the shop's identity, the configuration, the clock);
 * the database (connection, dialects, migrations, the `Db` type); the services outside it (mail's outbox, VIES); the shop's rules on plain inputs;
 * the demo data; the HTTP plumbing (sessions, the call shape, limits) and its figures (`/metrics`); the calls and pages; the start-up, the server
 * and the process. Only the HTTP plumbing and above know Fastify.
 */
export const apiLayering: Layering = {
  root: path.join(import.meta.dirname, '..', '..', 'api', 'src'),
  layers: [
    ['clock', 'errors', 'shop', 'config'],
    ['db'],
    ['mail', 'vies'],
    ['domain'],
    ['seed'],
    ['http', 'metrics'],
    ['calls', 'pages', 'images'],
    ['start-up', 'server', 'main'],
  ],
  packages: { fastify: 5, '@fastify/': 5 },
};

/** Where import circles are looked for: every room's sources, the build factory and the scripts. */
export const cycleRoots = [
  'api/src',
  'shell/src',
  'shell/server',
  'shared',
  'catalog/src',
  'checkout/src',
  'account/src',
  'build',
  'scripts',
].map((dir) => path.join(import.meta.dirname, '..', '..', dir));

/**
 * A folder with one door: files outside it (under `roots`) import only its `entry`, and no file inside imports the
 * entry back (a step never depends on the orchestrator that wires it).
 */
export function entryProblems({ folder, entry, roots }: { folder: string; entry: string; roots: readonly string[] }) {
  const inside = path.resolve(folder) + path.sep;
  const door = path.resolve(folder, entry);
  return roots
    .flatMap((root) => sourcesUnder(path.resolve(root)))
    .flatMap((file) =>
      importsOf(file).flatMap(({ specifier }) => {
        if (!specifier.startsWith('.')) return [];
        const target = path.resolve(path.dirname(file), specifier);
        const name = path.relative(process.cwd(), file);
        if (file.startsWith(inside))
          return target === door
            ? [`${name} imports ${entry}, the folder's entry: take what it needs from a step`]
            : [];
        return target.startsWith(inside) && target !== door
          ? [`${name} imports ${path.relative(process.cwd(), target)}: outside the folder, import its ${entry} only`]
          : [];
      }),
    );
}
