/**
 * The shop under measurement, started exactly as the e2e global setup starts it (fresh database and deploy
 * root in a temporary folder), but on the bench's own ports, after building whatever is stale.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApps, staleApps } from '../lib/build.ts';
import { root } from '../lib/apps.ts';
import { startShop, type Shop } from '../lib/shop.ts';
import type { PostgresCluster } from '../../api/test/support/postgres-cluster.ts';
import { benchPorts } from './options.ts';

export interface BenchShop {
  shop: Shop;
  /** Stops every process and removes the temporary database and deploy root; safe to call twice. */
  stop(): Promise<void>;
}

/** True when something already answers on the port (IPv4 or IPv6 loopback). */
function portTaken(port: number): Promise<boolean> {
  const probe = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host });
      socket.setTimeout(1000);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(false));
    });
  return Promise.all([probe('127.0.0.1'), probe('::1')]).then(([v4, v6]) => v4 || v6);
}

function killOwnChildren(): void {
  let pids: number[] = [];
  try {
    pids = execFileSync('ps', ['-o', 'pid=', '--ppid', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
  } catch {
    return; // ps found none (exit 1) or is missing: nothing we can do.
  }
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone (ps itself, or a child that exited meanwhile).
    }
  }
}

export async function buildIfStale(log: (line: string) => void): Promise<Record<string, number>> {
  const stale = staleApps();
  if (!stale.length) {
    log('Builds are up to date.');
    return {};
  }
  log(`Building ${stale.join(', ')} (stale or missing)…`);
  const timings = await buildApps(stale);
  for (const [app, ms] of Object.entries(timings)) log(`  ${app}: ${(ms / 1000).toFixed(1)} s`);
  return timings;
}

/**
 * The remotes are published (copied) into our deploy root, but the shell's browser files would be served
 * straight from shell/dist/browser: another engineer rebuilding the shell mid-bench replaces them, and the
 * pages then reference a main.<hash>.js that no longer exists (seen: unhydrated pages, canceled scripts).
 * So serve a copy; retry while a build is half-written (every file the entry lists must be there).
 * The shell's server build is still run from shell/dist/server, which startShop fixes.
 */
async function snapshotShellBrowserBuild(workDir: string): Promise<string> {
  const source = path.join(root, 'shell', 'dist', 'browser');
  const target = path.join(workDir, 'shell', 'browser');
  for (let attempt = 1; ; attempt++) {
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(source, target, { recursive: true });
    // Beside it, as in the build: the server says what it serves of shared from it (live-shell.json).
    const info = path.join(source, '..', 'build-info.json');
    if (fs.existsSync(info)) fs.copyFileSync(info, path.join(target, '..', 'build-info.json'));
    try {
      const entry = JSON.parse(fs.readFileSync(path.join(target, 'entry-assets.json'), 'utf8')) as {
        js?: string[];
        css?: string[];
        entry?: string[];
      };
      const listed = [...(entry.js ?? []), ...(entry.css ?? []), ...(entry.entry ?? [])];
      if (listed.every((name) => fs.existsSync(path.join(target, name)))) return target;
    } catch {
      // entry-assets.json missing or half-written: a build is running; try again.
    }
    if (attempt === 10) throw new Error(`shell/dist/browser stayed incomplete for 10 s (a build running elsewhere?)`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * `shellEnv`: settings for the shop's server (the server bench turns the render cache off with RENDER_CACHE=off);
 * `apiEnv` runs the api differently (the load bench's PostgreSQL setup: DATABASE_URL and API_INSTANCES).
 */
export async function startBenchShop(
  options: { shellEnv?: Record<string, string>; apiEnv?: Record<string, string> } = {},
): Promise<BenchShop> {
  const { shellEnv = {}, apiEnv = {} } = options;
  // startShop waits for each process's health URL: a stray server already on one of our ports would
  // answer it and we would measure the wrong shop, so refuse instead.
  const ports = [benchPorts.port, benchPorts.apiPort, ...Object.values(benchPorts.remotePorts)];
  const taken = (await Promise.all(ports.map(async (port) => ((await portTaken(port)) ? port : 0)))).filter(Boolean);
  if (taken.length) throw new Error(`Port(s) ${taken.join(', ')} already in use: is another bench running?`);

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  const cleanup = () => fs.rmSync(workDir, { recursive: true, force: true });
  let shop: Shop;
  try {
    shop = await startShop({
      ...benchPorts,
      remotePorts: { ...benchPorts.remotePorts },
      deployRoot: path.join(workDir, 'deploy'),
      dbFile: path.join(workDir, 'shop.sqlite'),
      apiEnv,
      shellEnv: { ...shellEnv, SHELL_BROWSER_DIR: await snapshotShellBrowserBuild(workDir) },
    });
  } catch (error) {
    // startShop keeps no handle on the processes it had started before one failed to come up: they are
    // this process's direct children (builds have finished by now), so end those, by id.
    killOwnChildren();
    cleanup();
    throw error;
  }
  let stopped = false;
  return {
    shop,
    async stop() {
      if (stopped) return;
      stopped = true;
      // A child that ignores SIGTERM must not hang the bench: after 10 s, kill what is left (our own children, by id).
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, 10_000);
      });
      await Promise.race([shop.stop(), timeout]);
      clearTimeout(timer);
      for (const child of Object.values(shop.processes))
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      cleanup();
    },
  };
}

/** The machine's load average, as the benches print it. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** A bench's first line: what it is, the machine it runs on and how busy, and the shop's ports. */
export const benchHeading = (name: string) =>
  `${name} on ${os.cpus().length} CPUs (load average ${loadAverage()}); shop ports ${benchPorts.port}-${benchPorts.remotePorts.account}`;

/**
 * What a bench has running (its shop, its throwaway PostgreSQL server), stopped before the process ends on Ctrl-C or
 * SIGTERM: the bench fills the fields as it starts them and empties them once it has stopped them.
 */
export function stoppedOnSignal(): { shop?: BenchShop | undefined; cluster?: PostgresCluster | undefined } {
  const running: { shop?: BenchShop | undefined; cluster?: PostgresCluster | undefined } = {};
  const stop = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the shop`);
    void Promise.allSettled([running.shop?.stop(), running.cluster?.stop()]).then(() =>
      process.exit(signal === 'SIGINT' ? 130 : 143),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return running;
}
