/**
 * `npm run bench -- --server`: the shop's server under load on loopback (ADR 0600). For home, a category and a
 * product page as a guest, and the product page as a signed-in shopper: 16 connections for 10 s each (autocannon),
 * with the render cache on (and on with a 50 % canary of catalog beside the stable version), then off (RENDER_CACHE=off, a new shop; the shell still keeps the api's public replies
 * and the tiles' markup), the same with two shell processes (SHELL_INSTANCES=2, one per core here), then with nothing
 * kept (PUBLIC_DATA_CACHE=off, KEPT_MARKUP=off). Prints pages/s, p50 and p99 beside the targets; it reports, it does not
 * fail on a miss.
 */
import autocannon from 'autocannon';
import { distDir } from '../lib/apps.ts';
import { canary, publish, readRegistry } from '../lib/registry.ts';
import { startBenchShop, type BenchShop } from './bench-shop.ts';
import { shopUrl } from './options.ts';

/**
 * The passes: the render cache on; off (the api's public replies and the tiles' markup still kept by the shell), with
 * one shell process and with one per core (SHELL_INSTANCES); everything off.
 */
const passes = [
  { cache: 'on', target: 'on', env: {} },
  // The same with a canary of catalog for half the shoppers: each variant is rendered once and kept (ADR 0703).
  { cache: 'on, 50 % catalog canary', target: 'on', env: {}, canary: 50 },
  // One process, nothing cached but the api's public replies and the kept markup: a render's unit cost (issue 24).
  { cache: 'off', target: 'unit', env: { RENDER_CACHE: 'off' } },
  { cache: 'off, 2 shell instances', target: 'off', env: { RENDER_CACHE: 'off', SHELL_INSTANCES: '2' } },
  {
    cache: 'off, nothing kept',
    target: 'off',
    env: { RENDER_CACHE: 'off', PUBLIC_DATA_CACHE: 'off', KEPT_MARKUP: 'off' },
  },
] as const;

export interface ServerBenchRow {
  page: string;
  cache: (typeof passes)[number]['cache'];
  target: keyof typeof serverTargets;
  url: string;
  pagesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** The server's targets (ADR 0600): `unit` is one process's uncached renders, the unit cost issue 24 asks of it. */
export const serverTargets = {
  on: { pagesPerSecond: 3000, p99Ms: 20 },
  unit: { pagesPerSecond: 400, p99Ms: 250 },
  off: { pagesPerSecond: 200, p99Ms: 250 },
} as const;

const connections = 16;
const durationSeconds = 10;

async function post<T>(call: string, body: object, cookie?: string): Promise<{ data: T; setCookie: string[] }> {
  const response = await fetch(`${shopUrl}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${call} answered ${response.status}`);
  const envelope = (await response.json()) as { psdata: T };
  return { data: envelope.psdata, setCookie: response.headers.getSetCookie() };
}

/** The pages: home, the women's category, its first product; and a signed-in demo shopper's cookie. */
async function pagesAndShopper(): Promise<{ pages: { name: string; path: string }[]; cookie: string }> {
  const listing = await post<{ products?: { link?: string }[] }>('getProducts', { id_category: 3 });
  const link = listing.data.products?.[0]?.link;
  if (!link) throw new Error('getProducts listed no product in category 3');
  const product = new URL(link, shopUrl);
  const login = await post('login', { email: 'demo@sartorianova.example', password: 'Demo1234!' });
  const cookie = login.setCookie.map((value) => value.split(';')[0]).join('; ');
  if (!cookie) throw new Error('login set no session cookie');
  return {
    pages: [
      { name: 'home', path: '/en' },
      { name: 'category', path: '/en/3-women' },
      { name: 'product', path: product.pathname + product.search },
    ],
    cookie,
  };
}

async function load(path: string, headers: Record<string, string>) {
  const result = await autocannon({
    url: `${shopUrl}${path}`,
    connections,
    duration: durationSeconds,
    headers: { 'accept-encoding': 'gzip', 'accept-language': 'en', ...headers },
  });
  return {
    pagesPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function measure(pass: (typeof passes)[number], log: (line: string) => void): Promise<ServerBenchRow[]> {
  const { pages, cookie } = await pagesAndShopper();
  const runs = [
    ...pages.map((page) => ({ ...page, headers: {} as Record<string, string> })),
    { name: 'product, signed in', path: pages[2]?.path ?? '/en', headers: { cookie } },
  ];
  // Unmeasured renders of each page first, over several connections so that every shell instance gets some: a
  // server loads each remote's Node build on first use, and its code gets compiled.
  for (const run of runs)
    await autocannon({ url: `${shopUrl}${run.path}`, connections: 4, amount: 40, headers: run.headers });
  const rows: ServerBenchRow[] = [];
  for (const run of runs) {
    const figures = await load(run.path, run.headers);
    // The unit cost is asked of the three shared pages; a signed-in page is held to the cache-off target.
    const target = pass.target === 'unit' && run.headers.cookie ? 'off' : pass.target;
    rows.push({ page: run.name, cache: pass.cache, target, url: run.path, ...figures });
    log(
      `  ${run.name}, cache ${pass.cache}: ${figures.pagesPerSecond}/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`,
    );
  }
  return rows;
}

export function serverTable(rows: readonly ServerBenchRow[]): string {
  const lines = [
    `| page | cache | pages/s | p50 ms | p99 ms | non-2xx | errors | target |`,
    `|---|---|---|---|---|---|---|---|`,
  ];
  for (const row of rows) {
    const target = serverTargets[row.target];
    const met = row.pagesPerSecond >= target.pagesPerSecond && row.p99Ms <= target.p99Ms;
    lines.push(
      `| ${row.page} | ${row.cache} | ${row.pagesPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.non2xx} | ${row.errors} | ${met ? 'ok' : 'MISS'} (≥ ${target.pagesPerSecond}/s, p99 ≤ ${target.p99Ms} ms) |`,
    );
  }
  return lines.join('\n');
}

/**
 * Publishes the catalog's build once more under another version name and runs it as a canary for `percent` of the
 * shoppers: the bench's requests carry no cookie, so each is a new shopper, given either variant at that share.
 */
function startCatalogCanary(shop: BenchShop, percent: number): void {
  const { deployRoot } = shop.shop;
  const stable = readRegistry(deployRoot)?.remotes.catalog;
  if (!stable) throw new Error('the bench shop has no catalog to run a canary beside');
  const staged = publish({
    deployRoot,
    app: 'catalog',
    origin: new URL(stable.browser).origin,
    from: distDir('catalog'),
    version: `${stable.version}-bench-canary`,
    stage: true,
  });
  canary(deployRoot, 'catalog', { version: staged.version, percent, by: 'cli' });
}

/**
 * Runs the passes on fresh shops and returns every row; `onShop` lets the caller stop a shop it is interrupted in.
 * `offOnly` (`--server --off-only`): only the uncached pass with one shell process, the render's unit cost.
 */
export async function runServerBench(
  log: (line: string) => void,
  onShop: (shop: BenchShop | undefined) => void,
  { offOnly = false }: { offOnly?: boolean } = {},
): Promise<ServerBenchRow[]> {
  const rows: ServerBenchRow[] = [];
  for (const pass of offOnly ? passes.filter((each) => each.cache === 'off') : passes) {
    log(`\nServer load, cache ${pass.cache}: ${connections} connections, ${durationSeconds} s per page, loopback`);
    const shop = await startBenchShop({ shellEnv: { ...pass.env } });
    onShop(shop);
    try {
      if ('canary' in pass) startCatalogCanary(shop, pass.canary);
      rows.push(...(await measure(pass, log)));
    } finally {
      await shop.stop();
      onShop(undefined);
    }
  }
  log('');
  log(serverTable(rows));
  return rows;
}
