/**
 * One room's tests, for the team that owns it: its jest project, then the end-to-end specs tagged with the room
 * (`test.describe(…, { tag: '@checkout' })`) in Chromium against the whole shop, built first. Each workspace's
 * `npm test` runs it (`npm test -w checkout`); `--unit` stops after jest. The shop's full suite stays `npm test`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each room's jest projects (jest.config.cjs) and whether specs carry its tag. */
export const rooms = {
  shared: { jest: ['shared'], e2e: false },
  shell: { jest: ['shell'], e2e: true },
  catalog: { jest: ['catalog'], e2e: true },
  checkout: { jest: ['checkout'], e2e: true },
  account: { jest: ['account'], e2e: true },
  api: { jest: ['api', 'api-postgres'], e2e: false },
} as const satisfies Record<string, { jest: readonly string[]; e2e: boolean }>;

export type Room = keyof typeof rooms;

export const isRoom = (name: string): name is Room => Object.hasOwn(rooms, name);

/** The commands a room's tests run, in order (argument lists, run from the repository's root). */
export function roomCommands(room: Room, { unitOnly = false } = {}): { cwd: string; args: string[] }[] {
  const { jest, e2e } = rooms[room];
  const commands = [
    { cwd: root, args: ['npx', 'jest', '--config', 'jest.config.cjs', '--no-watchman', '--selectProjects', ...jest] },
  ];
  if (e2e && !unitOnly) {
    commands.push(
      { cwd: root, args: ['npm', 'run', 'build'] },
      { cwd: path.join(root, 'e2e'), args: ['npx', 'playwright', 'test', '--grep', `@${room}`] },
    );
  }
  return commands;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name = '', ...flags] = process.argv.slice(2);
  if (!isRoom(name)) {
    console.error(`Which room? One of: ${Object.keys(rooms).join(', ')} (got "${name}").`);
    process.exit(2);
  }
  for (const { cwd, args } of roomCommands(name, { unitOnly: flags.includes('--unit') })) {
    console.log(`\n[${name}] ${args.join(' ')}`);
    const [command = '', ...rest] = args;
    const run = spawnSync(command, rest, { cwd, stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}
