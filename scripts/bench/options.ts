/** Flags of `npm run bench`, the fixed ports and targets it uses, and the throttled phone profile. */

export interface BenchFlags {
  /** Page speed (Playwright and Lighthouse) only: no api load. */
  pagesOnly: boolean;
  /** Api load only: no builds, no browser. */
  apiOnly: boolean;
  /** The shop's server under load only (pages/s, p50, p99 with the render cache on and off): scripts/bench/server.ts. */
  server: boolean;
  /** With `server`: only the uncached pass with one shell process (RENDER_CACHE=off), the render's unit cost. */
  serverOffOnly: boolean;
  /** The "first tap" table only (tap to answer beside a reference page): scripts/bench/first-tap.ts. */
  firstTap: boolean;
  /** Measured loads per page; medians are reported. */
  runs: number;
  /** Seconds of load per api call (after a short warm-up). */
  apiSeconds: number;
  /** Skip Lighthouse (it needs Node 22.19+ and about 15 s a page). */
  lighthouse: boolean;
  /** Lighthouse runs per page; the run with the median score is reported. */
  lighthouseRuns: number;
  /**
   * CPU slowdowns to measure the pages at, in order (`--cpu 4,6`): x4 is Lighthouse's mobile preset; x6 stands in
   * for a machine slower than the one the budget was set on, which is what a shopper's phone often is.
   */
  cpu: number[];
  /**
   * Only these pages of scripts/bench/pages.ts, by name (`--pages login,register,checkout-*`; a trailing `*` takes every
   * name it begins), in the page table and Lighthouse; null for all of them with the first taps and the place-order runs.
   */
  pages: string[] | null;
  /** With `firstTap`: only these cases (`--taps add,facet`: add to cart, a category's facet, the home search box). */
  taps: ('add to cart' | 'facet' | 'search')[] | null;
}

/** `--taps` names and the first-tap cases they stand for. */
const tapNames = { add: 'add to cart', facet: 'facet', search: 'search' } as const;

const usage = `Usage: npm run bench -- [--pages-only | --api-only | --server [--off-only] | --first-tap] [--runs N] [--api-seconds S] [--no-lighthouse] [--lighthouse-runs N] [--pages a,b*] [--taps add,facet,search] [--cpu 4,6]\nEnv BENCH_PORT_BASE (default 28080) moves the shop's ports.`;

/** A flag's whole number from `min` to `max`, or an error that says so and how the command is used. */
export function wholeNumberFlag(
  name: string,
  value: string | undefined,
  min: number,
  max: number,
  howToUse: string,
): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max)
    throw new Error(`${name} wants a whole number from ${min} to ${max}\n${howToUse}`);
  return parsed;
}

export function parseFlags(argv: readonly string[]): BenchFlags {
  const flags: BenchFlags = {
    pagesOnly: false,
    apiOnly: false,
    server: false,
    serverOffOnly: false,
    firstTap: false,
    runs: 5,
    apiSeconds: 3,
    lighthouse: true,
    lighthouseRuns: 1,
    cpu: [phone.cpuSlowdown],
    pages: null,
    taps: null,
  };
  const number = (name: string, value: string | undefined, min: number, max: number) =>
    wholeNumberFlag(name, value, min, max, usage);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [name, inline] = arg.split('=', 2) as [string, string | undefined];
    // Accept both `--runs 3` and `--runs=3`.
    const value = () => inline ?? argv[++i];
    if (name === '--pages-only') flags.pagesOnly = true;
    else if (name === '--api-only') flags.apiOnly = true;
    else if (name === '--server') flags.server = true;
    else if (name === '--off-only') flags.serverOffOnly = true;
    else if (name === '--first-tap') flags.firstTap = true;
    else if (name === '--runs') flags.runs = number('--runs', value(), 1, 50);
    else if (name === '--api-seconds') flags.apiSeconds = number('--api-seconds', value(), 1, 60);
    else if (name === '--no-lighthouse') flags.lighthouse = false;
    else if (name === '--lighthouse-runs') flags.lighthouseRuns = number('--lighthouse-runs', value(), 1, 9);
    else if (name === '--cpu') {
      const list = value() ?? '';
      flags.cpu = list.split(',').map((item) => number('--cpu', item, 1, 20));
    } else if (name === '--pages') {
      const list = (value() ?? '').split(',').filter(Boolean);
      if (!list.length) throw new Error(`--pages wants page names\n${usage}`);
      flags.pages = list;
    } else if (name === '--taps') {
      const list = (value() ?? '').split(',').filter(Boolean);
      const unknown = list.find((item) => !(item in tapNames));
      if (!list.length || unknown !== undefined)
        throw new Error(`--taps wants a list of ${Object.keys(tapNames).join(', ')}\n${usage}`);
      flags.taps = list.map((item) => tapNames[item as keyof typeof tapNames]);
    } else if (name === '--help' || name === '-h') {
      console.log(usage);
      process.exit(0);
    } else throw new Error(`Unknown flag ${arg}\n${usage}`);
  }
  if (flags.pagesOnly && flags.apiOnly) throw new Error(`--pages-only and --api-only exclude each other\n${usage}`);
  if (flags.serverOffOnly && !flags.server) throw new Error(`--off-only goes with --server\n${usage}`);
  return flags;
}

/**
 * The pages `--pages` names, in the bench's order; a name ending in `*` takes every page whose name begins with the
 * rest. A name that matches no page is an error, so a typo never benches nothing.
 */
export function selectPages<Page extends { name: string }>(
  pages: readonly Page[],
  names: readonly string[] | null,
): Page[] {
  if (names === null) return [...pages];
  const matches = (name: string, pattern: string) =>
    pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
  for (const pattern of names)
    if (!pages.some((page) => matches(page.name, pattern)))
      throw new Error(`--pages: no page ${pattern} (pages: ${pages.map((page) => page.name).join(', ')})`);
  return pages.filter((page) => names.some((pattern) => matches(page.name, pattern)));
}

/**
 * Own ports, so the bench never collides with `npm start` (8080...) or the e2e shop (18080...); BENCH_PORT_BASE moves
 * them all (two engineers benching on one machine).
 */
const portBase = Number(process.env.BENCH_PORT_BASE ?? 28080);
export const benchPorts = {
  port: portBase,
  apiPort: portBase + 1,
  remotePorts: { catalog: portBase + 2, checkout: portBase + 3, account: portBase + 4 },
} as const;

export const shopUrl = `http://localhost:${benchPorts.port}`;

/** The page budgets (README, "Tests"), per page; TBT's depends on the CPU slowdown it is read at. */
export const targets = { lcpMs: 1500, tbtMsAtX4: 100, tbtMsSlower: 200, cls: 0.02, jsGzipKb: 130 } as const;
export const tbtTarget = (cpuSlowdown: number): number => (cpuSlowdown <= 4 ? targets.tbtMsAtX4 : targets.tbtMsSlower);

/**
 * Lighthouse's mobile preset as docs/stack-notes.md measured it: a Moto G Power sized screen, a slow 4G link
 * (150 ms round trip, 1.6 Mbps down, 750 Kbps up) and a CPU slowed 4x.
 */
export const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.6,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  /** Metrics are read once the page has been quiet (no request in flight, no new long task) this long after load. */
  quietMs: 3000,
  /** ...or this long after load at the latest (a page that polls would never be quiet). */
  quietCapMs: 15_000,
  navigationTimeoutMs: 60_000,
} as const;

/** A browser context shaped like the phone above (its screen, touch, an English locale). */
export const phoneContext = {
  viewport: { ...phone.viewport },
  deviceScaleFactor: phone.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
} as const;

/** The phone's link and a CPU slowed `cpuSlowdown` times, on a page's DevTools session. */
export async function throttleLikePhone(
  cdp: { send(method: string, params?: object): Promise<unknown> },
  cpuSlowdown: number,
): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phone.latencyMs,
    downloadThroughput: phone.downloadBytesPerSecond,
    uploadThroughput: phone.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
