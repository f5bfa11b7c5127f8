/**
 * Global setup of the `api-postgres` jest project: a throwaway PostgreSQL server, and on it one database migrated
 * and seeded by the real api, which every test copies (CREATE DATABASE … TEMPLATE) instead of seeding again.
 */
import { onDatabase, startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';
import { PG_TEMPLATE, startApi } from './server.ts';

declare global {
  var storefrontPostgres: PostgresCluster | undefined;
}

export default async function setup(): Promise<void> {
  const started = Date.now();
  const cluster = await startPostgresCluster();
  globalThis.storefrontPostgres = cluster;
  const server = cluster.url('').replace(/\/$/, '');
  await onDatabase(`${server}/postgres`, `CREATE DATABASE ${PG_TEMPLATE}`);
  const seeding = await startApi({ DATABASE_URL: `${server}/${PG_TEMPLATE}` });
  await seeding.stop();
  // The test workers are started after this and inherit the environment.
  process.env.STOREFRONT_TEST_PG = server;
  process.stdout.write(`\n[api-postgres] PostgreSQL on port ${cluster.port}, seeded in ${Date.now() - started} ms\n`);
}
