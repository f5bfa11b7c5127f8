/**
 * Several copies of one Node server on one port, for the apps' servers (Node only; never bundled for a browser):
 * node:cluster hands each new connection to the next instance, and the instances share nothing but what their
 * server keeps outside the process. The api runs API_INSTANCES of itself on one database (ADR 0103); the shell's
 * server runs SHELL_INSTANCES, one per core, each with its own render cache (ADR 0600).
 */
import cluster from 'node:cluster';

export interface InstancesOptions {
  /** The server's name in the supervisor's lines ("storefront api"). */
  label: string;
  /** How many instances; 1 runs the server in this process, with no supervisor. */
  instances: number;
  /** Starts one server: in each instance, or in this process when there is one. */
  serve(): Promise<void>;
  /** Runs once in the supervisor before any instance starts (the api migrates and seeds there, so none race). */
  prepare?(): Promise<void>;
  /** The line the supervisor prints once every instance listens (scripts and tests wait for it). */
  readyLine(url: string): string;
}

/** True in an instance that a supervisor started: its own "listening" line is the supervisor's to print. */
export const isInstance = (): boolean => cluster.isWorker;

/** An instance that served this long before it ended was not crash-looping: the next one starts at once. */
export const steadyMs = 10_000;
const firstBackoffMs = 500;
const longestBackoffMs = 30_000;

/**
 * How long the supervisor waits before replacing an instance, given how many instances in a row ended within
 * `steadyMs` of starting (this one included). The first is replaced at once, so a killed instance is back in well under
 * a second; a crash loop then waits 0.5 s, 1 s, 2 s… up to 30 s, so it cannot spin a core while its error repeats.
 */
export const restartDelayMs = (quickEnds: number): number =>
  quickEnds <= 1 ? 0 : Math.min(longestBackoffMs, firstBackoffMs * 2 ** (quickEnds - 2));

/** Runs the server once, or as a supervisor that keeps `instances` of it running. */
export function runInstances(options: InstancesOptions): Promise<void> {
  return options.instances > 1 && cluster.isPrimary ? supervise(options) : options.serve();
}

async function supervise(options: InstancesOptions): Promise<void> {
  // The instances take connections from the shared listening socket themselves, as the kernel wakes them. Node's
  // default on Linux, the supervisor accepting each and handing it to the next instance, loses the connection it was
  // handing to an instance that dies at that moment: the client waits for ever (nodejs/node#3551; about one per kill
  // under steady traffic, read here). Spread over two instances was as even (47/53 %, 200 connections a second).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  await options.prepare?.();
  const { label, instances } = options;
  let closing = false;
  const listening = new Set<number>();
  const startedAt = new Map<number, number>();
  /** Instances in a row that ended within `steadyMs` of starting. */
  let quickEnds = 0;
  /** Every first instance has listened: from then on an instance that fails to start is retried, not fatal. */
  let ready = false;
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    if (listening.size !== instances || closing || ready) return;
    ready = true;
    const host = address.address && address.address !== '::' ? address.address : 'localhost';
    process.stdout.write(`${options.readyLine(`http://${host}:${address.port}`)}\n`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!ready && !listening.has(worker.id)) {
      // The shop never started (its error is above): starting it again would fail the same way.
      closing = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exit(1);
    }
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    quickEnds = lived < steadyMs ? quickEnds + 1 : 1;
    const delay = restartDelayMs(quickEnds);
    process.stderr.write(
      `${label}: instance ${worker.id} ended (${signal ?? code}) after ${(lived / 1000).toFixed(1)} s, starting another${delay ? ` in ${delay / 1000} s` : ''}\n`,
    );
    setTimeout(() => {
      if (!closing) fork();
    }, delay);
  });
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`${label}: ${signal}, closing ${instances} instances\n`);
    const workers = Object.values(cluster.workers ?? {});
    // Between an instance's end and its replacement there may be none left to wait for.
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < instances; i++) fork();
}
