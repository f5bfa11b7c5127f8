/**
 * Starts the api: reads the environment, opens (and on first start seeds) the database, listens, stops cleanly.
 * With API_INSTANCES=N the process forks N instances that share the port (node:cluster hands each new connection to
 * the next one); they share nothing but the database (ADR 0103).
 */
import cluster from 'node:cluster';
import { loadConfig, type ApiConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { buildServer } from './server.ts';

/** Where the data lives, without the password a DATABASE_URL may carry. */
function databaseLabel(config: ApiConfig): string {
  if (!config.databaseUrl) return config.dbFile;
  const url = new URL(config.databaseUrl);
  url.password = '';
  return url.toString();
}

function onSignals(stop: (signal: string) => void): void {
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function serve(): Promise<void> {
  const config = loadConfig();
  const app = await buildServer(config);
  const address = await app.listen({ port: config.port, host: config.host });
  const instance = cluster.isWorker ? ` (instance ${cluster.worker?.id})` : '';
  // Tests and scripts read this line to find the port when API_PORT=0 (with instances, the primary prints it).
  if (!cluster.isWorker)
    process.stdout.write(`storefront api listening on ${address} (database ${databaseLabel(config)})\n`);
  let closing = false;
  onSignals((signal) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`storefront api${instance}: ${signal}, closing\n`);
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`storefront api: close failed: ${String(err)}\n`);
        process.exit(1);
      },
    );
  });
}

/** The primary migrates and seeds once (so instances never race to seed), then keeps N instances running. */
async function supervise(config: ApiConfig): Promise<void> {
  const db = await openDatabase({ file: config.dbFile, url: config.databaseUrl, poolSize: 1 });
  await db.destroy();
  let closing = false;
  const fork = () => cluster.fork();
  const listening = new Set<number>();
  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    if (listening.size !== config.instances || closing) return;
    const url = `http://${address.address ?? config.host}:${address.port}`;
    process.stdout.write(
      `storefront api listening on ${url} (database ${databaseLabel(config)}, ${config.instances} instances)\n`,
    );
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
    process.stderr.write(`storefront api: instance ${worker.id} ended (${signal ?? code}), starting another\n`);
    fork();
  });
  onSignals((signal) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`storefront api: ${signal}, closing ${config.instances} instances\n`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  });
  for (let i = 0; i < config.instances; i++) fork();
}

const config = loadConfig();
(config.instances > 1 && cluster.isPrimary ? supervise(config) : serve()).catch((err: unknown) => {
  process.stderr.write(
    `storefront api failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
