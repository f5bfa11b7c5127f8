// Pins issue 24's point 6 against a real PostgreSQL restarted as an operator restarts it (`pg_ctl restart -m fast`):
// the api keeps running, drops the pool's dead connections and answers again by itself; a call the restart cuts off is
// refused with 503 and Retry-After (the screens' "try again"), never a 500. Both ways an api reaches its database: over
// TCP, and through the server's Unix socket (a database on the api's own host), whose file is gone while the server
// restarts. Only in the api-postgres project (it starts a PostgreSQL server of its own to restart).
import { sql } from 'kysely';
import { isDatabaseUnavailable, openDatabase } from '../../src/db/database.ts';
import { onDatabase, startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts';
import { Shopper, startApi, type RunningApi } from '../support/server.ts';

let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  await onDatabase(cluster.url('postgres'), 'CREATE DATABASE shop');
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
});

describe.each([
  ['over TCP', (database: string) => cluster.url(database)],
  ['through its Unix socket', (database: string) => cluster.socketUrl(database)],
])('a database reached %s', (way, urlOf) => {
  let api: RunningApi;

  beforeAll(async () => {
    api = await startApi({ DATABASE_URL: urlOf('shop'), DATABASE_POOL_SIZE: '4' });
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
  });

  test('after a database restart the api answers again by itself, and what the restart cut is a 503 to retry', async () => {
    const shopper = new Shopper(api.url);
    const call = async () => {
      const response = await fetch(`${api.url}/api/getProduct`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
        body: JSON.stringify({ product_id: 1 }),
      });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() };
    };
    // Every pooled connection has been used, so each one the restart ends is a dead one in the pool.
    await Promise.all(Array.from({ length: 8 }, () => shopper.ok('getCartItems')));
    expect((await call()).status).toBe(200);

    // Calls keep coming while the database restarts, as shoppers' would.
    const answers: { status: number; retryAfter: string | null; body: string }[] = [];
    const restart = { done: false };
    const during = (async () => {
      while (!restart.done) {
        answers.push(await call());
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await cluster.restart();
    restart.done = true;
    await during;

    // Back within a few seconds, with no restart of the api.
    let back = false;
    const deadline = Date.now() + 10_000;
    while (!back && Date.now() < deadline) {
      const answer = await call();
      answers.push(answer);
      back = answer.status === 200;
      if (!back) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(back).toBe(true);
    expect(await shopper.ok('getCartItems')).toBeTruthy();
    // Nothing but answers and refusals to retry: never a 500, and every refusal says when to try again.
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(
      refused.filter((answer) => answer.status !== 503).map((answer) => `${answer.status} ${answer.body}`),
    ).toEqual([]);
    expect(refused.every((answer) => answer.retryAfter === '2')).toBe(true);
    // With the reason the screens word as "try again" (a bare 503 is the shop's maintenance).
    expect(refused.every((answer) => (JSON.parse(answer.body) as { reason?: string }).reason === 'service.busy')).toBe(
      true,
    );
    expect(api.output()).not.toMatch(/exited|Unhandled/);
  }, 60_000);

  test('a connection in use when the database restarts fails its next statement as unavailable; the process lives on', async () => {
    const { db } = await openDatabase({ file: ':memory:', url: urlOf('shop'), poolSize: 2 });
    try {
      // Reached the way named: a connection through the socket has no server address.
      const { rows } = await sql<{ address: string | null }>`SELECT inet_server_addr()::text AS address`.execute(db);
      expect(rows[0]?.address === null).toBe(way === 'through its Unix socket');
      // A transaction holds its connection between statements, as an order's does while it waits on the provider.
      const held = db.transaction().execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        await cluster.restart();
        await sql`SELECT 1`.execute(trx);
      });
      const failure: unknown = await held.then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure) || String(failure)).toBe(true);
      // The pool gives a new connection to the next statement.
      expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  }, 60_000);

  test('a call that comes while the database is down waits for it to be back, and is answered', async () => {
    const call = () =>
      fetch(`${api.url}/api/getProduct`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
        body: JSON.stringify({ product_id: 1 }),
      });
    expect((await call()).status).toBe(200);
    const restarting = cluster.restart(1000);
    // Asked once the server has stopped (a fast stop takes well under the second it stays down).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const during = call();
    await restarting;
    expect((await during).status).toBe(200);
  }, 60_000);
});
