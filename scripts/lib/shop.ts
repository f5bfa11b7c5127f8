/**
 * Starts the composed shop as `npm start` serves it: the api, one origin per remote, and the shell's
 * server, each its own process. The end-to-end tests start it the same way, on their own ports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultDeployRoot, defaultRemotePorts, distDir, remotes, root, type RemoteApp } from './apps.ts';
import { isPublished, lastMoveAt, publish, readRegistry, verifyRegistry, versionOf } from './registry.ts';
import { announceLiveShell } from '../../shell/server/live-shell.ts';

export interface ShopOptions {
  port?: number;
  apiPort?: number;
  remotePorts?: Record<RemoteApp, number>;
  deployRoot?: string;
  dbFile?: string;
  /** Extra environment for the shell's server (theme, budgets, maintenance...). */
  shellEnv?: Record<string, string>;
  /** Extra environment for the api (DATABASE_URL, API_INSTANCES...). */
  apiEnv?: Record<string, string>;
  /** Print the processes' output (npm start does; tests don't unless asked). */
  verbose?: boolean;
}

export interface Shop {
  url: string;
  apiUrl: string;
  deployRoot: string;
  remoteOrigin(app: RemoteApp): string;
  processes: Record<string, ChildProcess>;
  /** Stops one process (to prove a remote being down) and starts it again. */
  stopProcess(name: string): Promise<void>;
  startProcess(name: string): Promise<void>;
  stop(): Promise<void>;
}

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/**
 * V8 flags of the shell's server. A render allocates a few megabytes that die with the request; a larger young
 * generation (V8's default semi-space is 16 MB) lets more of them die there instead of being promoted and collected
 * again: measured 8-15% less server CPU per uncached page (ADR 0600, "Uncached render cost"), for at most about
 * 150 MB more memory (the young generation is three semi-spaces).
 */
export const shellNodeFlags = ['--max-semi-space-size=64'];

export async function waitForHttp(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not come up within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export const defaultDbFile = () => process.env.DB_FILE ?? path.join(os.homedir(), '.storefront', 'shop.sqlite');

/** The api's process: its port, its database, and the one shop origin whose pages call it. */
export const apiProcess = (apiPort: number, dbFile: string, shopUrl: string) => ({
  command: tsx,
  args: [path.join(root, 'api', 'src', 'main.ts')],
  env: { API_PORT: String(apiPort), DB_FILE: dbFile, SHOP_ORIGINS: shopUrl, SHOP_PUBLIC_URL: shopUrl },
  ready: `http://127.0.0.1:${apiPort}/api/health`,
});

/**
 * Before the shop starts, each remote's registry entry must name a version whose folder holds the bytes it records:
 * a remote's build that was never published (a new build) is published and pointed at, as is any remote the registry
 * lacks, names at another origin, or whose folder no longer matches its recorded hashes (reported, file by file). A
 * build published before is pointed at again only when it was built after the registry last moved (a checkout of older
 * sources, built again): one the release tool moved away from since (a rollback) stays rolled back across restarts.
 */
export function publishCurrentBuilds(
  deployRoot: string,
  origin: (app: RemoteApp) => string,
  verbose: boolean,
  buildOf: (app: RemoteApp) => string = distDir,
): void {
  const registry = readRegistry(deployRoot);
  const broken = verifyRegistry(deployRoot);
  for (const { app, version, files } of broken)
    console.warn(`${app} ${version} does not hold the bytes the registry records for it:\n- ${files.join('\n- ')}`);
  for (const app of remotes) {
    const entry = registry?.remotes[app];
    const info = path.join(buildOf(app), 'build-info.json');
    const built = fs.existsSync(info);
    const version = built ? versionOf(buildOf(app)) : null;
    const due =
      !entry?.integrity ||
      !entry.browser.startsWith(origin(app)) ||
      broken.some((problem) => problem.app === app) ||
      (version !== null &&
        version !== entry.version &&
        (!isPublished(deployRoot, app, version) || fs.statSync(info).mtimeMs > lastMoveAt(deployRoot, app)));
    if (!due) continue;
    // Under a running canary a new build is staged only: the canary is measured against the stable version it started
    // beside, and the operator decides what goes live next.
    const stage = entry?.canary !== undefined;
    const published = publish({ deployRoot, app, origin: origin(app), from: buildOf(app), stage });
    if (verbose || stage)
      console.log(`  ${app} ${published.version} published${stage ? ' (staged: a canary runs)' : ''}`);
  }
}

/**
 * What a start does to the deploy root before any process runs: it says which shell it starts (the checkout's build,
 * the one the remotes will run against), then publishes the remotes' current builds. Said first, so a remote built
 * with a newer `shared` (a pull that added an export) is not refused against the record a shell of an earlier run
 * left behind (`live-shell.json`), which no longer serves anyone.
 */
export function prepareDeployRoot(deployRoot: string, origin: (app: RemoteApp) => string, verbose: boolean): void {
  announceLiveShell(path.join(deployRoot, 'registry.json'), path.join(root, 'shell', 'dist', 'browser'));
  publishCurrentBuilds(deployRoot, origin, verbose);
}

/** What answers `url` within `timeoutMs` (any status), or null when nothing does. */
export function answerOf(url: string, timeoutMs: number): Promise<Response | null> {
  return fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).then(
    (response) => response,
    () => null,
  );
}

export async function startShop(options: ShopOptions = {}): Promise<Shop> {
  const port = options.port ?? 8080;
  const apiPort = options.apiPort ?? 8081;
  const remotePorts = options.remotePorts ?? defaultRemotePorts;
  const deployRoot = options.deployRoot ?? defaultDeployRoot;
  const origin = (app: RemoteApp) => `http://localhost:${remotePorts[app]}`;
  const url = `http://localhost:${port}`;

  // A shop still running on this port would keep serving this deploy root with its own shell, while this start
  // records and publishes for another (and its processes could not bind): refused, loudly.
  if (await answerOf(`http://127.0.0.1:${port}/healthz`, 1000))
    throw new Error(`A shop already answers on port ${port}: stop it first (Ctrl-C in its terminal).`);
  prepareDeployRoot(deployRoot, origin, options.verbose ?? false);

  const commands: Record<string, { command: string; args: string[]; env: Record<string, string>; ready: string }> = {
    api: (() => {
      const api = apiProcess(apiPort, options.dbFile ?? defaultDbFile(), url);
      return { ...api, env: { ...api.env, ...options.apiEnv } };
    })(),
    shell: {
      command: process.execPath,
      args: [...shellNodeFlags, path.join(root, 'shell', 'dist', 'server', 'main.js')],
      env: {
        PORT: String(port),
        API_URL: `http://127.0.0.1:${apiPort}`,
        REGISTRY_FILE: path.join(deployRoot, 'registry.json'),
        SHELL_BROWSER_DIR: path.join(root, 'shell', 'dist', 'browser'),
        ...options.shellEnv,
      },
      ready: `http://127.0.0.1:${port}/healthz`,
    },
  };
  for (const app of remotes) {
    commands[app] = {
      command: tsx,
      args: [path.join(root, 'scripts', 'serve-remote.ts'), app, String(remotePorts[app]), deployRoot],
      env: {},
      ready: `http://127.0.0.1:${remotePorts[app]}/${app}/`,
    };
  }

  const processes: Record<string, ChildProcess> = {};
  const startProcess = async (name: string) => {
    const spec = commands[name];
    if (!spec) throw new Error(`No process named ${name}`);
    const child = spawn(spec.command, spec.args, {
      cwd: root,
      env: { ...process.env, ...spec.env },
      stdio: options.verbose ? 'inherit' : ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (process.env.SHOP_DEBUG) process.stderr.write(`[${name}] ${chunk.toString()}`);
    });
    processes[name] = child;
    await waitForHttp(spec.ready);
  };
  const stopProcess = (name: string) =>
    new Promise<void>((resolve) => {
      const child = processes[name];
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  fs.mkdirSync(path.dirname(options.dbFile ?? defaultDbFile()), { recursive: true });
  await startProcess('api');
  await Promise.all(remotes.map((app) => startProcess(app)));
  await startProcess('shell');

  return {
    url,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    deployRoot,
    remoteOrigin: origin,
    processes,
    stopProcess,
    startProcess,
    async stop() {
      await Promise.all(Object.keys(processes).map((name) => stopProcess(name)));
    },
  };
}
