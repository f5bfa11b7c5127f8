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

/** Runs the server once, or as a supervisor that keeps `instances` of it running. */
export function runInstances(options: InstancesOptions): Promise<void> {
  return options.instances > 1 && cluster.isPrimary ? supervise(options) : options.serve();
}

async function supervise(options: InstancesOptions): Promise<void> {
  await options.prepare?.();
  const { label, instances } = options;
  let closing = false;
  const listening = new Set<number>();
  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    if (listening.size !== instances || closing) return;
    const host = address.address && address.address !== '::' ? address.address : 'localhost';
    process.stdout.write(`${options.readyLine(`http://${host}:${address.port}`)}\n`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!listening.has(worker.id)) {
      // It never started (its error is above): starting it again would fail the same way.
      closing = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exit(1);
    }
    process.stderr.write(`${label}: instance ${worker.id} ended (${signal ?? code}), starting another\n`);
    cluster.fork();
  });
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`${label}: ${signal}, closing ${instances} instances\n`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < instances; i++) cluster.fork();
}
