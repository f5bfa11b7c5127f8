/**
 * Starts the real api (src/main.ts under tsx) on a free loopback port with a fresh database, as `npm start` would,
 * and talks to it over HTTP. Tests never import the server code: what they prove is what a client sees.
 * The database is a temporary SQLite file, or, in the `api-postgres` jest project (whose global setup sets
 * `STOREFRONT_TEST_PG`), a new PostgreSQL database copied from the seeded template on a throwaway server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Envelope } from '@storefront/shared/schemas';
import { onDatabase } from './postgres-cluster.ts';

const API_DIR = resolve(__dirname, '../..');

/** The seeded database every PostgreSQL test database is copied from (CREATE DATABASE … TEMPLATE). */
export const PG_TEMPLATE = 'shop_template';

export interface RunningApi {
  url: string;
  /** The SQLite file or the PostgreSQL URL this api runs on. */
  database: string;
  output: () => string;
  stop: () => Promise<void>;
}

export const isPostgresDatabase = (database: string): boolean => /^postgres(ql)?:\/\//.test(database);

/** A new database: a temporary SQLite file, or a copy of the seeded template on the test PostgreSQL server. */
async function freshDatabase(): Promise<string> {
  const server = process.env.STOREFRONT_TEST_PG;
  if (!server) return join(mkdtempSync(join(tmpdir(), 'storefront-api-')), 'shop.sqlite');
  const name = `shop_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onDatabase(`${server}/postgres`, `CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
  return `${server}/${name}`;
}

/** Removes a database made by `startApi` (after a test kept it with KEEP_DB to restart on it). */
export async function dropDatabase(database: string): Promise<void> {
  if (!isPostgresDatabase(database)) return rmSync(dirname(database), { recursive: true, force: true });
  const url = new URL(database);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  await onDatabase(url.toString(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * Starts on a new database, or on `existingDb` (kept on stop) to prove state survives a restart or to run a second
 * instance beside the first. `env.DATABASE_URL` names a database directly (the PostgreSQL template's seeding).
 */
export async function startApi(env: Record<string, string> = {}, existingDb?: string): Promise<RunningApi> {
  const fresh = !existingDb && !env.DATABASE_URL;
  const database = env.DATABASE_URL ?? existingDb ?? (await freshDatabase());
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      ...(isPostgresDatabase(database)
        ? { DATABASE_URL: database, DATABASE_POOL_SIZE: '4' }
        : { DB_FILE: database, DATABASE_URL: '' }),
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`api did not start in time:\n${output}`)), 60_000);
    const check = () => {
      const match = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`api exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    database,
    output: () => output,
    stop: async () => {
      await new Promise<void>((done) => {
        child.removeAllListeners('exit');
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
      if (fresh && !env.KEEP_DB) await dropDatabase(database);
    },
  };
}

export interface Reply<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

/** A browser-like client: keeps the session cookie, sends the language like the shop does. */
export class Shopper {
  cookie = '';

  constructor(
    readonly base: string,
    public lang = 'en',
  ) {}

  async call<T = unknown>(
    name: string,
    body?: unknown,
    init: { raw?: string; headers?: Record<string, string>; base?: string } = {},
  ): Promise<Reply<T>> {
    const response = await fetch(`${this.base}${init.base ?? '/api'}/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': this.lang,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...init.headers,
      },
      body: init.raw ?? JSON.stringify(body ?? {}),
    });
    this.remember(response);
    return { status: response.status, body: (await response.json()) as Envelope<T>, headers: response.headers };
  }

  /** Calls and asserts success, returning psdata. */
  async ok<T = unknown>(name: string, body?: unknown): Promise<T> {
    const reply = await this.call<T>(name, body);
    if (reply.status !== 200 || !reply.body.success)
      throw new Error(`${name} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body.psdata;
  }

  async get(path: string): Promise<Response> {
    const response = await fetch(`${this.base}${path}`, {
      headers: { 'accept-language': this.lang, ...(this.cookie ? { cookie: this.cookie } : {}) },
      redirect: 'manual',
    });
    this.remember(response);
    return response;
  }

  private remember(response: Response): void {
    const set = response.headers.getSetCookie().find((c) => c.startsWith('sf_session='));
    if (set) this.cookie = set.split(';')[0] ?? '';
  }
}
