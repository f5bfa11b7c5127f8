/**
 * `npm run new-remote -- <name>`: a new team's remote, copied from templates/remote/ (the one shape every remote has)
 * with `sample` renamed, and its messages in every language. Prints what to register so the shop knows it.
 * Usage: tsx scripts/new-remote.ts <name> [--into <root>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/apps.ts';

const template = path.join(root, 'templates');

/** Copies the template into `<into>/<name>/` and `<into>/locales/<lang>/<name>.json`; returns the remote's folder. */
export function createRemote(name: string, into = root): string {
  if (!/^[a-z][a-z0-9-]*$/.test(name))
    throw new Error(`A remote's name is kebab-case letters and digits, not "${name}"`);
  const dir = path.join(into, name);
  if (fs.existsSync(dir)) throw new Error(`${dir} exists already`);
  const pascal = name.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
  const rename = (text: string) => text.replaceAll('sample', name).replaceAll('Sample', pascal);
  const copy = (from: string, to: string) => {
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      const source = path.join(from, entry.name);
      const target = path.join(to, rename(entry.name));
      if (entry.isDirectory()) copy(source, target);
      else {
        fs.mkdirSync(to, { recursive: true });
        fs.writeFileSync(target, rename(fs.readFileSync(source, 'utf8')));
      }
    }
  };
  copy(path.join(template, 'remote'), dir);
  copy(path.join(template, 'locales'), path.join(into, 'locales'));
  return dir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [name, flag, into] = process.argv.slice(2);
  if (!name) {
    console.error('Usage: npm run new-remote -- <name>');
    process.exit(2);
  }
  const dir = createRemote(name, flag === '--into' && into ? into : root);
  console.log(`Created ${path.relative(process.cwd(), dir)}/ and locales/*/${name}.json. To make the shop know it, add "${name}" to:
- the root package.json's workspaces, then npm install;
- scripts/lib/apps.ts (remotes, defaultRemotePorts) and shared/src/remotes/types.ts (RemoteName);
- shell/src/federation/registry.ts (remoteNames) and the routes it owns in shell/src/routing/routes.ts;
- jest.config.cjs (browser('${name}')), tsconfig.json (include) and scripts/house-rules/house-rules.test.ts;
then npm run dev -- ${name} serves it alone.`);
}
