/**
 * Starts the real api (src/main.ts under tsx) on a free loopback port with a fresh database file, as `npm start`
 * would, and talks to it over HTTP. Tests never import the server code: what they prove is what a client sees.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Envelope } from '@storefront/shared/schemas';

const API_DIR = resolve(__dirname, '../..');

export interface RunningApi {
  url: string;
  dbFile: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts on a new temporary database, or on `dbFile` (kept on stop) to prove state survives a restart. */
export async function startApi(env: Record<string, string> = {}, existingDb?: string): Promise<RunningApi> {
  const dir = existingDb ? undefined : mkdtempSync(join(tmpdir(), 'storefront-api-'));
  const dbFile = existingDb ?? join(dir as string, 'shop.sqlite');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      DB_FILE: dbFile,
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
    dbFile,
    output: () => output,
    stop: () =>
      new Promise<void>((done) => {
        child.removeAllListeners('exit');
        child.once('exit', () => {
          if (dir && !env.KEEP_DB) rmSync(dir, { recursive: true, force: true });
          done();
        });
        child.kill('SIGTERM');
      }),
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
