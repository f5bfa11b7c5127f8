/**
 * A throwaway PostgreSQL server for tests and the load bench: Debian's `postgresql` binaries, `initdb` in a temporary
 * folder, a free loopback port and a Unix socket in that folder, no durability (fsync off: the data dies with the
 * folder), removed on stop. initdb and postgres refuse to run as root, so as root (CI) both run as the `postgres` system
 * user through `runuser`.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

export interface PostgresCluster {
  port: number;
  /** A URL for `database` on this server, as the superuser `shop` (trust authentication, loopback only). */
  url: (database: string) => string;
  /**
   * The same database through the server's Unix socket (in its temporary folder), as a client on the database's own
   * host may connect. The socket's file is gone while the server restarts.
   */
  socketUrl: (database: string) => string;
  /**
   * `pg_ctl restart -m fast`, as an operator restarts the database: every connection is cut, the server comes back on
   * the same port with the same data. Resolves once it accepts connections again. `downMs`: stopped first, and
   * started again that long after (pg_ctl restarts a stopped server with the options it last ran with).
   */
  restart: (downMs?: number) => Promise<void>;
  stop: () => Promise<void>;
}

const SUPERUSER = 'shop';

/** The newest installed server's bin folder (`POSTGRES_BIN` overrides). */
export function postgresBin(): string {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0])
    throw new Error(
      'PostgreSQL is not installed: the api tests also run on a throwaway PostgreSQL server. ' +
        'Install it with `apt-get install postgresql` (or set POSTGRES_BIN to the folder holding initdb and postgres).',
    );
  return join(root, versions[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Until the server accepts a connection; `child` (the postgres we spawned, when we did) must not have exited. */
async function waitUntilReady(url: string, child: ChildProcess | null, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}:\n${output()}`);
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline)
        throw new Error(`postgres did not start in time (${String(error)}):\n${output()}`, { cause: error });
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const as = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
  try {
    execFileSync(
      ...as('initdb', ['-D', data, '-U', SUPERUSER, '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']),
      { stdio: 'pipe' },
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`initdb failed: ${stderr || String(error)}`, { cause: error });
  }
  const port = await freePort();
  const child = spawn(
    ...as('postgres', [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-h',
      '127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ]),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  let stopping = false;
  /** Set by a restart: the server then runs under pg_ctl, no longer as our child. */
  let restarted = false;
  child.once('exit', (code) => {
    if (!stopping && !restarted)
      process.stderr.write(`throwaway postgres on port ${port} exited unexpectedly (${code}):\n${log}\n`);
  });
  const url = (database: string) => `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}`;
  const restart = async (downMs = 0) => {
    restarted = true;
    // Asynchronous: a bench keeps measuring its shoppers while the database restarts.
    if (downMs > 0) {
      await promisify(execFile)(...as('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']));
      await new Promise((resolve) => setTimeout(resolve, downMs));
    }
    await promisify(execFile)(
      ...as('pg_ctl', ['restart', '-D', data, '-m', 'fast', '-w', '-l', join(dir, 'restarted.log')]),
    );
    await waitUntilReady(url('postgres'), null, () => log);
  };
  const stop = async () => {
    stopping = true;
    if (restarted) {
      try {
        execFileSync(...as('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']), { stdio: 'pipe' });
      } catch {
        // Already stopped.
      }
    } else if (child.exitCode === null) {
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      try {
        execFileSync(...as('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']), { stdio: 'pipe' });
      } catch {
        child.kill('SIGKILL');
      }
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url('postgres'), child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  // pg reads the socket's folder from `host` in the query (the URL's own host is then only a placeholder).
  const socketUrl = (database: string) =>
    `postgres://${SUPERUSER}@localhost:${port}/${database}?host=${encodeURIComponent(dir)}`;
  return { port, url, socketUrl, restart, stop };
}

/** Runs statements on `database` with a short-lived connection. */
export async function onDatabase(url: string, ...statements: string[]): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
