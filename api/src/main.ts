/** Starts the api: reads the environment, opens (and on first start seeds) the database, listens, stops cleanly. */
import { loadConfig, type ApiConfig } from './config.ts';
import { buildServer } from './server.ts';

/** Where the data lives, without the password a DATABASE_URL may carry. */
function databaseLabel(config: ApiConfig): string {
  if (!config.databaseUrl) return config.dbFile;
  const url = new URL(config.databaseUrl);
  url.password = '';
  return url.toString();
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildServer(config);
  const address = await app.listen({ port: config.port, host: config.host });
  // Tests and scripts read this line to find the port when API_PORT=0.
  process.stdout.write(`storefront api listening on ${address} (database ${databaseLabel(config)})\n`);
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`storefront api: ${signal}, closing\n`);
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`storefront api: close failed: ${String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  process.stderr.write(
    `storefront api failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
