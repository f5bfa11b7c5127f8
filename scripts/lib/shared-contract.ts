/**
 * What a remote needs of `shared` and what a shell serves of it, name by name.
 *
 * Each `@storefront/shared/<entry>` of `sharedEntries` is a singleton: at run time a remote gets the live shell's copy,
 * not the one it was built with. A remote built against an export the live shell's copy lacks (a function added to
 * `shared` after the shell was deployed) would read `undefined` and fail in the shopper's browser. So every build
 * records, in its build-info.json, the names it imports from each entry (a remote) or the names each entry exports (the
 * shell), and a publish or a canary compares the two before any shopper can load the remote.
 * Only values count: an `import type` or an exported type is erased by the build and cannot be missing at run time.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ModuleItem, Pattern } from '@swc/core';
import { sharedEntries } from '../../build/shared-deps.mjs';
import { parseSource } from '../contracts/source-syntax.ts';
import type { SharedContract, SharedNames } from '../../shell/server/release/shared-check.ts';
import { root } from './apps.ts';

export type { SharedContract, SharedNames };

const sharedRoot = path.join(root, 'shared');
const specifierPrefix = '@storefront/shared/';

const sourceFile = /\.(ts|tsx)$/;
const testFile = /\.test\.tsx?$/;

function sourcesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'fixtures'
        ? []
        : sourcesUnder(full);
    return sourceFile.test(entry.name) && !testFile.test(entry.name) ? [full] : [];
  });
}

const bodyOf = (file: string): ModuleItem[] => parseSource(file).program.body;

const nameOf = (node: { type: string; value?: unknown }): string => String(node.value);

/** The names a declaration's left side binds: `x`, or each name of `{ a, b: c, ...rest }` and `[a, , b]`. */
function boundNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.value];
    case 'ObjectPattern':
      return pattern.properties.flatMap((property) => {
        if (property.type === 'AssignmentPatternProperty') return [property.key.value];
        if (property.type === 'KeyValuePatternProperty') return boundNames(property.value);
        return boundNames(property.argument);
      });
    case 'ArrayPattern':
      return pattern.elements.flatMap((element) => (element ? boundNames(element) : []));
    case 'RestElement':
      return boundNames(pattern.argument);
    case 'AssignmentPattern':
      return boundNames(pattern.left);
    default:
      return [];
  }
}

/** The value names a module exports, following `export *` through the shared sources. */
function exportsOf(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  for (const item of bodyOf(file)) {
    if (item.type === 'ExportAllDeclaration') {
      const target = path.resolve(path.dirname(file), item.source.value);
      if (item.source.value.startsWith('.')) for (const name of exportsOf(target, seen)) names.add(name);
    } else if (item.type === 'ExportNamedDeclaration') {
      if (item.typeOnly) continue;
      for (const specifier of item.specifiers) {
        if (specifier.type === 'ExportSpecifier') {
          if (specifier.isTypeOnly) continue;
          names.add(nameOf(specifier.exported ?? specifier.orig));
        } else if (specifier.type === 'ExportNamespaceSpecifier') names.add(nameOf(specifier.name));
      }
    } else if (item.type === 'ExportDeclaration') {
      const declaration = item.declaration;
      if (declaration.type === 'VariableDeclaration')
        for (const declarator of declaration.declarations)
          for (const name of boundNames(declarator.id)) names.add(name);
      else if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration')
        names.add(declaration.identifier.value);
      else if (declaration.type === 'TsEnumDeclaration' && !declaration.declare) names.add(declaration.id.value);
    }
  }
  return names;
}

/** The entry file of `@storefront/shared/<entry>`, from the workspace's `exports` map. */
function entryFile(entry: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(sharedRoot, 'package.json'), 'utf8')) as {
    exports: Record<string, { default: string } | string>;
  };
  const target = manifest.exports[`./${entry}`];
  if (!target || typeof target === 'string') throw new Error(`@storefront/shared has no module export ./${entry}`);
  return path.join(sharedRoot, target.default);
}

export const sharedVersion = (): string =>
  (JSON.parse(fs.readFileSync(path.join(sharedRoot, 'package.json'), 'utf8')) as { version: string }).version;

const sorted = (names: Iterable<string>): string[] => [...new Set(names)].sort();

/** What the shared singletons export, as the shell serves them. */
export function servedNames(): SharedNames {
  return Object.fromEntries(sharedEntries.map((entry) => [entry, sorted(exportsOf(entryFile(entry)))]));
}

/** What an app's own sources (browser and Node) import from the shared singletons. */
export function neededNames(appDir: string): SharedNames {
  const needs: Record<string, Set<string>> = {};
  for (const file of [...sourcesUnder(path.join(appDir, 'src')), ...sourcesUnder(path.join(appDir, 'server'))]) {
    for (const item of bodyOf(file)) {
      if (item.type !== 'ImportDeclaration' || item.typeOnly) continue;
      const entry = item.source.value.startsWith(specifierPrefix)
        ? item.source.value.slice(specifierPrefix.length)
        : '';
      if (!(sharedEntries as readonly string[]).includes(entry)) continue;
      const names = (needs[entry] ??= new Set());
      for (const specifier of item.specifiers) {
        if (specifier.type === 'ImportSpecifier' && !specifier.isTypeOnly)
          names.add(specifier.imported ? nameOf(specifier.imported) : specifier.local.value);
        // A default or namespace import could read any name: the whole entry is needed as the shell serves it.
        else if (specifier.type !== 'ImportSpecifier') names.add('*');
      }
    }
  }
  return Object.fromEntries(
    Object.entries(needs)
      .filter(([, names]) => names.size > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([entry, names]) => [entry, sorted(names)]),
  );
}

/** The contract a build of `app` records: a remote's needs, or the shell's served names. */
export const contractOf = (app: string): SharedContract =>
  app === 'shell'
    ? { version: sharedVersion(), serves: servedNames() }
    : { version: sharedVersion(), needs: neededNames(path.join(root, app)) };
