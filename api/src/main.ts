/**
 * Starts the api: reads the environment, opens (and on first start seeds) the database, listens, stops cleanly.
 * With API_INSTANCES=N the process supervises N instances that share the port (runInstances); they share nothing
 * but the database (ADR 0103).
 */
import cluster from 'node:cluster';
import { runInstances } from '@storefront/shared/server';
import { serveMetrics } from '@storefront/shared/server/metrics';
import { loadConfig, type ApiConfig } from './config.ts';
import { openShopDatabase } from './start-up.ts';
import { buildServer } from './server.ts';
import { metricsRegistry } from './metrics.ts';

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

const config = loadConfig();
serveMetrics({ ...config.metrics, instances: config.instances, registry: metricsRegistry, label: 'storefront api' })
  .then(() =>
    runInstances({
      label: 'storefront api',
      instances: config.instances,
      serve,
      // The supervisor migrates and seeds once, so instances never race to seed.
      async prepare() {
        const db = await openShopDatabase({ file: config.dbFile, url: config.databaseUrl, poolSize: 1 });
        await db.destroy();
      },
      readyLine: (url) =>
        `storefront api listening on ${url} (database ${databaseLabel(config)}, ${config.instances} instances)`,
    }),
  )
  .catch((err: unknown) => {
    process.stderr.write(
      `storefront api failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  });
