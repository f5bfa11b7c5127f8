/**
 * `npm run dev -- <remote>`: one team's dev loop. Serves that remote alone with hot reload at its own port, in a
 * minimal host page with the real store, locale, bus and api; starts the api when none answers. Builds nothing of
 * the shell or the other remotes. Settings: DEV_PORT (default: 4001 catalog, 4002 checkout, 4003 account), API_URL
 * (default http://127.0.0.1:8081), DB_FILE (the api's database when it is started here).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { devPorts, remotes, root, type RemoteApp } from './lib/apps.ts';
import { answerOf, apiProcess, defaultDbFile, waitForHttp } from './lib/shop.ts';

const remote = process.argv[2] as RemoteApp | undefined;
if (!remote || !remotes.includes(remote)) {
  console.error(`Usage: npm run dev -- <${remotes.join('|')}>`);
  process.exit(2);
}
const port = Number(process.env.DEV_PORT ?? devPorts[remote]);
const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:8081').replace(/\/$/, '');
const children: ChildProcess[] = [];

if ((await answerOf(`${apiUrl}/api/health`, 2000))?.ok) {
  console.log(`[dev] using the api at ${apiUrl}`);
} else {
  const api = apiProcess(Number(new URL(apiUrl).port || 80), defaultDbFile(), `http://localhost:${port}`);
  fs.mkdirSync(path.dirname(api.env.DB_FILE), { recursive: true });
  console.log(`[dev] starting the api at ${apiUrl} (database ${api.env.DB_FILE})`);
  children.push(spawn(api.command, api.args, { cwd: root, env: { ...process.env, ...api.env }, stdio: 'inherit' }));
  await waitForHttp(api.ready, 60_000);
}

// rspack runs in plain Node (ADR 0003), not under this script's TypeScript loader.
const server = spawn(process.execPath, [path.join(root, 'scripts', 'dev-server.mjs'), remote, String(port), apiUrl], {
  cwd: root,
  stdio: 'inherit',
});
children.push(server);
const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
server.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
