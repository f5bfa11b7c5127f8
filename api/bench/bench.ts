/**
 * Load on loopback against getProducts, getProduct and createCartItem: a fixed number of concurrent clients
 * loop for a fixed time, each waiting for its answer before the next request (closed model, like autocannon).
 * Prints throughput and p50/p99 latency. The server runs in its own process on a fresh database, so the load
 * generator and the server do not share a CPU core.
 *
 *   npx tsx api/bench/bench.ts [--duration 10] [--connections 32] [--url http://127.0.0.1:8081]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BenchOptions {
  /** An api already running; by default one is started on a temporary database. */
  url?: string;
  durationMs?: number;
  connections?: number;
}

export interface BenchResult {
  call: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

interface Scenario {
  call: string;
  /** Builds one client's next request; `state` lets a client keep its session cookie. */
  next: (state: { cookie: string; sent: number }) => unknown;
}

const random = (max: number) => 1 + Math.floor(Math.random() * max);

const SCENARIOS: Scenario[] = [
  { call: 'getProducts', next: () => ({ id_category: random(4) + 2, page: random(2), resultsPerPage: 24 }) },
  { call: 'getProduct', next: () => ({ product_id: random(168) }) },
  // A shopper fills a cart of five lines, then a new shopper (new session) starts.
  {
    call: 'createCartItem',
    next: (state) => {
      if (state.sent % 5 === 0) state.cookie = '';
      return { id_product: random(168), qty: 1 };
    },
  },
];

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      API_PORT: '0',
      DB_FILE: join(dir, 'shop.sqlite'),
      NODE_ENV: 'production',
      MAIL_PRINT: '0',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) done(match[1]);
    });
    child.on('exit', (code) => fail(new Error(`api exited with ${code}`)));
  });
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0;
}

async function runScenario(
  url: string,
  scenario: Scenario,
  durationMs: number,
  connections: number,
): Promise<BenchResult> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + durationMs;
  const client = async () => {
    const state = { cookie: '', sent: 0 };
    while (performance.now() < end) {
      const body = JSON.stringify(scenario.next(state));
      state.sent++;
      const started = performance.now();
      const response = await fetch(`${url}/api/${scenario.call}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'en',
          ...(state.cookie ? { cookie: state.cookie } : {}),
        },
        body,
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      const set = response.headers.getSetCookie().find((c) => c.startsWith('sf_session='));
      if (set) state.cookie = set.split(';')[0] ?? '';
      // 409 is the shop saying "no more of this one" (stock or the per-line limit): an answer, but not a success.
      if (response.status !== 200) errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    call: scenario.call,
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / elapsed),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

export async function runBench(options: BenchOptions = {}): Promise<BenchResult[]> {
  const durationMs = options.durationMs ?? 10_000;
  const connections = options.connections ?? 32;
  const server = options.url ? { url: options.url, stop: () => undefined } : await startServer();
  try {
    const results: BenchResult[] = [];
    for (const scenario of SCENARIOS) {
      // A short warm-up so JIT and caches settle before measuring.
      await runScenario(server.url, scenario, Math.min(2000, durationMs / 5), connections);
      results.push(await runScenario(server.url, scenario, durationMs, connections));
    }
    process.stdout.write(`api bench: ${connections} connections, ${durationMs / 1000}s per call, loopback\n`);
    process.stdout.write('call                 req/s    p50 ms    p99 ms   requests  non-200\n');
    for (const r of results) {
      process.stdout.write(
        `${r.call.padEnd(18)} ${String(r.rps).padStart(7)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(9)} ${String(r.requests).padStart(10)} ${String(r.errors).padStart(8)}\n`,
      );
    }
    return results;
  } finally {
    server.stop();
  }
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  runBench({
    url: arg('url'),
    durationMs: Number(arg('duration') ?? 10) * 1000,
    connections: Number(arg('connections') ?? 32),
  }).catch((err: unknown) => {
    process.stderr.write(`bench failed: ${String(err)}\n`);
    process.exit(1);
  });
}
