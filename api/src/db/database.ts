/**
 * Opens the database behind Kysely and migrates it: the SQLite file (libsql driver) by default, or a PostgreSQL server
 * when `DATABASE_URL` is a `postgres://` URL (ADR 0102). Both run the same migrations. The bottom of the api: it
 * imports nothing of the layers above (filling a fresh database is the start-up's, `start-up.ts`).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import { Kysely, PostgresDialect, SqliteDialect, type LogConfig, type PostgresPool, type SqliteDatabase } from 'kysely';
import { Migrator } from 'kysely/migration';
import { Pool, types } from 'pg';
import { migrationProvider } from './migrations.ts';
import type { DB } from './types.ts';

export type Db = Kysely<DB>;

export interface DatabaseTarget {
  /** SQLite file, used unless `url` is set. */
  file: string;
  /** A `postgres://` or `postgresql://` URL. */
  url?: string | undefined;
  /** Connections per api instance (PostgreSQL). */
  poolSize?: number | undefined;
  /** Told of each query's time and of the pool opened (the api's metrics). */
  observe?: DatabaseObserver | undefined;
}

export interface DatabaseObserver {
  query(ms: number, failed: boolean): void;
  pool(pool: Pool): void;
}

/** Kysely's log, turned into the observer's figures. */
const logTo = (observe: DatabaseObserver | undefined): LogConfig | undefined =>
  observe && ((event) => observe.query(event.queryDurationMillis, event.level === 'error'));

export const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//.test(url);

function openSqlite(file: string, observe?: DatabaseObserver): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  // WAL lets readers (tests, a second process) run beside the writer; a busy timeout rides out short locks.
  sqlite.exec(
    'PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL',
  );
  // libsql mirrors better-sqlite3's API, which is what Kysely's SqliteDialect drives.
  return new Kysely<DB>({
    dialect: new SqliteDialect({ database: sqlite as unknown as SqliteDatabase }),
    log: logTo(observe),
  });
}

function openPostgres(url: string, poolSize: number, observe?: DatabaseObserver): Db {
  // COUNT and SUM answer bigint / numeric, which pg hands over as strings; the shop's counts fit a JS number.
  types.setTypeParser(types.builtins.INT8, (value) => Number(value));
  types.setTypeParser(types.builtins.NUMERIC, (value) => Number(value));
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle connection the server closed (a restart, a failover) is dropped from the pool, which opens a new one when
  // next asked: without a listener its error would end the process.
  pool.on('error', (error) => console.warn(`[api] a database connection ended: ${error.message}`));
  // A connection in use (a transaction between two of its statements) that the server ends emits its error on the
  // client, where the pool listens only while it is idle: unheard, it ended the api instance on every restart of the
  // database. Heard here, the statement that follows fails as unavailable (a 503 to retry) and the pool drops the
  // client when it is given back (pg-pool releases no unqueryable client).
  pool.on('connect', (client) => client.on('error', () => undefined));
  observe?.pool(pool);
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: patientPool(pool) }), log: logTo(observe) });
}

/** How long a call waits for the database to take connections again (a restart takes about a second). */
export const databasePatienceMs = 3000;
const patienceStepMs = 200;

/**
 * The pool as Kysely asks it for connections: one that cannot be had because the database is not taking them
 * (stopped for a restart, starting up) is asked for again every 200 ms for up to `databasePatienceMs`, so a call that
 * comes during a restart waits for it rather than answering 503. Nothing reaches the database before a connection is
 * had, so asking again cannot run anything twice; past the patience, the error is the call's (503 to retry).
 */
function patientPool(pool: Pool): PostgresPool {
  return {
    options: pool.options,
    end: () => pool.end(),
    async connect() {
      const started = Date.now();
      for (;;) {
        try {
          return await pool.connect();
        } catch (error) {
          if (!isDatabaseUnavailable(error)) throw error;
          if (Date.now() - started >= databasePatienceMs) {
            warnUnreachable(error);
            throw error;
          }
          await new Promise((resolve) => setTimeout(resolve, patienceStepMs));
        }
      }
    },
  };
}

/** When the last "database out of reach" was logged: once a minute at most, however many calls it refuses. */
let lastUnreachableWarning = -Infinity;

/**
 * Says in the api's log that calls are refused (503) because no connection could be had within the patience: a restart
 * longer than usual, or a database that will not come back where it was looked for (a socket's folder or a port that
 * changed), which the shopper's "try again" alone would never reveal to an operator.
 */
function warnUnreachable(error: unknown): void {
  const now = Date.now();
  if (now - lastUnreachableWarning < 60_000) return;
  lastUnreachableWarning = now;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  console.warn(
    `[api] no database connection within ${databasePatienceMs} ms: calls answer 503 until it is back (${String(code ?? '')} ${String(message ?? '')})`,
  );
}

/** Opens the database and brings its schema to the latest migration; `fresh` when it was empty before. */
export async function openDatabase(target: DatabaseTarget): Promise<{ db: Db; fresh: boolean }> {
  const db = isPostgresUrl(target.url)
    ? openPostgres(target.url, target.poolSize ?? 10, target.observe)
    : openSqlite(target.file, target.observe);
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    await db.destroy();
    // Thrown as it came (an error from another realm, as under a test runner, is an Error all the same): its code
    // says whether the database was out of reach.
    throw typeof error === 'object' && error !== null ? error : new Error(String(error));
  }
  const fresh = results?.some((r) => r.migrationName === '0001-initial' && r.status === 'Success') ?? false;
  return { db, fresh };
}

/**
 * PostgreSQL's answers and socket errors that mean the database cannot be reached now (restarting, shutting down, the
 * connection cut) rather than that the request was wrong: the call may be tried again in a moment.
 */
const unavailableCodes = new Set([
  '57P01', // admin_shutdown: a fast or immediate shutdown ended the connection
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection exceptions
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
]);

/**
 * Errors of a connection being opened that mean the server is not there now: a Unix socket's file, which the server
 * removes while it restarts (ENOENT), a host over the network that cannot be routed to or does not answer (the latter
 * only once the system gives up on it: the pool sets no timeout of its own), or a name the resolver cannot answer for
 * the moment. Elsewhere the same codes mean something else (a missing file), so only these calls count.
 */
const unreachableOn: Record<string, ReadonlySet<string>> = {
  connect: new Set(['ENOENT', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']),
  getaddrinfo: new Set(['EAI_AGAIN']),
};

export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, message, syscall, errors } = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
    syscall?: unknown;
    errors?: unknown;
  };
  // A host with several addresses (localhost's ::1 and 127.0.0.1) is tried at each; when all fail, Node throws their
  // errors together (with the first one's code, and no call): the database is out of reach if each one says so.
  if (Array.isArray(errors) && errors.length) return errors.every(isDatabaseUnavailable);
  return (
    (typeof code === 'string' &&
      (unavailableCodes.has(code) || (typeof syscall === 'string' && (unreachableOn[syscall]?.has(code) ?? false)))) ||
    (typeof message === 'string' &&
      (message.startsWith('Connection terminated') ||
        // pg's answer to a statement on a connection the server had ended (a restart) while it was held
        message.startsWith('Client has encountered a connection error')))
  );
}
