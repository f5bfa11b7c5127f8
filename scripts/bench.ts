/**
 * `npm run bench`: page speed of the pages in scripts/bench/pages.ts (home, a category, a product, the cart, the checkout
 * steps, login, register, my orders; personal pages prepared through the api first) in Chromium on a throttled phone (medians of
 * several fresh loads), the time from "Pay" to the order number on loopback, Lighthouse's mobile score for the same
 * pages, and the api's load figures.
 * It reports; it is not a test: a page over budget prints MISS and the exit code stays 0.
 * The composed shop runs on its own ports with a fresh database, all on loopback. Raw figures go to
 * bench-results.json at the repo root.
 *
 *   npm run bench -- [--pages-only | --api-only | --first-tap] [--runs N] [--api-seconds S] [--no-lighthouse]
 *     [--lighthouse-runs N] [--cpu 4,6]
 *     [--pages login,checkout-*]   (those pages only: their table and Lighthouse)
 *   npm run bench -- --load [...]   (see scripts/bench/load.ts)
 *   npm run bench -- --load --faults [...]   (see scripts/bench/faults.ts)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, request as apiRequest, type Browser, type BrowserContext } from '@playwright/test';
import { runBench, type BenchResult } from '../api/bench/bench.ts';
import { root } from './lib/apps.ts';
import { buildIfStale, startBenchShop, type BenchShop } from './bench/bench-shop.ts';
import { medianRun, runLighthouse, type LighthouseResult } from './bench/lighthouse-run.ts';
import {
  benchPorts,
  chromiumFlags,
  chromiumPath,
  parseFlags,
  phone,
  selectPages,
  shopUrl,
  targets,
} from './bench/options.ts';
import { measurePage, type BodyCache, type RunFigures } from './bench/page-run.ts';
import { pageUrls, type ResolvedPage } from './bench/pages.ts';
import { requestApi } from './bench/personal.ts';
import { placeOrderOnce, type PlaceOrderRun } from './bench/place-order.ts';
import { lighthouseTable, median, pageTable, runsTable, summarize, type PageSummary } from './bench/report.ts';
import { runServerBench, type ServerBenchRow } from './bench/server.ts';
import { runLoadBench } from './bench/load.ts';
import { runFaultsBench } from './bench/faults.ts';
import { firstTapTable, measureFirstTap, type TapRun } from './bench/first-tap.ts';

// `--load` is a bench of its own (scripts/bench/load.ts): the composed shop under concurrent shoppers.
// `--load --faults` (scripts/bench/faults.ts): the same shoppers while processes and the database fail.
if (process.argv.includes('--load') && process.argv.includes('--faults'))
  process.exit(await runFaultsBench(process.argv.slice(2)));
if (process.argv.includes('--load')) process.exit(await runLoadBench(process.argv.slice(2)));

const flags = (() => {
  try {
    return parseFlags(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
})();
const startedAt = Date.now();
const log = (line = '') => console.log(line);
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(0)} s`;
const resultsFile = path.join(root, 'bench-results.json');

const results: {
  startedAt: string;
  finishedAt?: string;
  machine: { cpus: number; loadAverageAtStart: number[]; loadAverageAtEnd?: number[]; node: string };
  flags: typeof flags;
  profile: typeof phone;
  targets: typeof targets;
  builds?: Record<string, number>;
  pages?: Record<string, { url: string; summary: PageSummary; runs: RunFigures[] }>;
  placeOrder?: { medianMs: number; runs: PlaceOrderRun[] } | { error: string };
  lighthouse?: Record<string, { url: string; result: LighthouseResult; runs: LighthouseResult[] }>;
  api?: { against: string; durationMs: number; connections: number; results: BenchResult[] } | { error: string };
  server?: ServerBenchRow[];
  firstTap?: TapRun[] | { error: string };
  error?: string;
} = {
  startedAt: new Date(startedAt).toISOString(),
  machine: { cpus: os.cpus().length, loadAverageAtStart: os.loadavg(), node: process.version },
  flags,
  profile: phone,
  targets,
};

let shop: BenchShop | undefined;
let browser: Browser | undefined;
let finishing = false;

/** Always runs once: closes the browser, stops the shop, writes what was measured so far. */
async function finish(code: number): Promise<never> {
  if (finishing) process.exit(code);
  finishing = true;
  await browser?.close().catch(() => undefined);
  await shop?.stop().catch((error: unknown) => console.error(`Stopping the shop failed: ${String(error)}`));
  results.finishedAt = new Date().toISOString();
  results.machine.loadAverageAtEnd = os.loadavg();
  fs.writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  log(
    `\nRaw figures: ${path.relative(process.cwd(), resultsFile) || resultsFile} (total ${elapsed()}; load average now ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')})`,
  );
  process.exit(code);
}
process.on('SIGINT', () => void finish(130));
process.on('SIGTERM', () => void finish(143));
// The bench is bounded: whatever hangs past this, the shop is still stopped and partial figures kept. Eight pages,
// the first taps, the place-order runs and Lighthouse took about 22 minutes on a busy 2-core machine; the register
// page and four more checkout steps add about a third: room above that, not a hang.
const limitMinutes = 45;
setTimeout(() => {
  console.error(`\nThe bench ran past ${limitMinutes} minutes: stopping.`);
  results.error = `timed out after ${limitMinutes} minutes`;
  void finish(1);
}, limitMinutes * 60_000).unref();

async function measurePages(pages: readonly ResolvedPage[]) {
  // One unmeasured server render per page first: the shell's server loads each remote's Node build on
  // first use, which is a start-up cost, not what a shopper waits for.
  for (const { url } of pages) {
    const response = await fetch(url, { headers: { 'accept-language': 'en' } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  }
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const cache: BodyCache = new Map();
  results.pages = {};
  for (const cpu of flags.cpu)
    for (const { name, url, setup, lcpMs } of pages) {
      const runs: RunFigures[] = [];
      // A personal page's state, made as each load's own shopper (a fresh context: still a first visit).
      const prepare = setup && ((context: BrowserContext) => setup(requestApi(context.request, shopUrl)));
      for (let i = 0; i < flags.runs; i++) {
        runs.push(await measurePage(browser, url, benchPorts.remotePorts, cache, cpu, prepare));
        const last = runs.at(-1);
        process.stdout.write(
          `  ${name} x${cpu} run ${i + 1}/${flags.runs}: LCP ${Math.round(last?.lcpMs ?? Number.NaN)} ms, TBT ${Math.round(last?.tbtMs ?? Number.NaN)} ms (${elapsed()}, load ${os.loadavg()[0]?.toFixed(1)})\n`,
        );
      }
      results.pages[`${name} x${cpu}`] = { url, summary: summarize(runs, cpu, lcpMs), runs };
    }
  await browser.close();
  browser = undefined;

  log(
    `\nPage speed: medians of ${flags.runs} fresh loads per page, Chromium ${phone.viewport.width}x${phone.viewport.height}@${phone.deviceScaleFactor},`,
  );
  log(
    `${phone.latencyMs} ms latency, 1.6 Mbps down, 750 Kbps up, CPU ${flags.cpu.map((n) => `${n}x`).join(' and ')} slower; read ${phone.quietMs / 1000} s after the page went quiet.`,
  );
  log(
    'JS wire = bytes as transferred (brotli, precompressed at build); JS gzip est. = the same files gzipped here, for comparison.\n',
  );
  const entries = Object.entries(results.pages).map(([name, page]) => ({ name, ...page }));
  log(pageTable(entries));
  log('');
  for (const page of entries) log(`${page.name}: ${page.url}\n  LCP element: ${page.summary.lcpElement}`);
  for (const page of entries) {
    log('');
    log(runsTable(page.name, page.runs));
    const failed = [...new Set(page.runs.flatMap((r) => r.failedRequests))];
    if (failed.length) log(`  WARNING failed requests (figures of those runs are suspect): ${failed.join('; ')}`);
    const offOrigin = [...new Set(page.runs.flatMap((r) => r.otherOriginBeforePaint))];
    if (offOrigin.length) log(`  MISS requests to another origin before first paint: ${offOrigin.join('; ')}`);
    const unrendered = [...new Set(page.runs.flatMap((r) => r.unrenderedRemoteFiles))];
    if (unrendered.length) log(`  MISS remote files the page did not render: ${unrendered.join('; ')}`);
    const errors = [...new Set(page.runs.flatMap((r) => r.pageErrors))];
    if (errors.length) log(`  WARNING page errors: ${errors.join('; ')}`);
  }
}

/** The Cookie header of a new shopper after a personal page's setup (Lighthouse runs its own Chromium). */
async function setupCookie(setup: NonNullable<ResolvedPage['setup']>): Promise<string> {
  const context = await apiRequest.newContext();
  try {
    await setup(requestApi(context, shopUrl));
    return (await context.storageState()).cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  } finally {
    await context.dispose();
  }
}

/** What a shopper waits for between a first tap and its answer, beside a reference page (scripts/bench/first-tap.ts). */
async function measureFirstTaps(pages: readonly ResolvedPage[]) {
  const urlOf = (name: string) => {
    const page = pages.find((candidate) => candidate.name === name);
    if (!page) throw new Error(`no ${name} page in scripts/bench/pages.ts`);
    return page.url;
  };
  const runs = Math.min(flags.runs, 3);
  log(`\nFirst tap: medians of ${runs} fresh visits per cell, the phone above, shop and reference interleaved:`);
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const tapRuns = await measureFirstTap(
      browser,
      shopUrl,
      { product: urlOf('product'), category: urlOf('category'), home: urlOf('home') },
      flags.cpu,
      runs,
      (line) => log(`${line} (${elapsed()})`),
      flags.taps ?? undefined,
    );
    results.firstTap = tapRuns;
    log('');
    log(firstTapTable(tapRuns));
  } catch (error) {
    results.firstTap = { error: String(error) };
    console.error(`First tap bench failed: ${String(error)}`);
  } finally {
    await browser.close();
    browser = undefined;
  }
}

async function measurePlaceOrder() {
  log(
    `\nPlace order: Chromium on loopback, no throttling, click on Pay to the order number, ${flags.runs} new guests:`,
  );
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const runs: PlaceOrderRun[] = [];
    for (let i = 0; i < flags.runs; i++) {
      runs.push(await placeOrderOnce(browser, shopUrl));
      log(
        `  run ${i + 1}/${flags.runs}: ${Math.round(runs.at(-1)?.ms ?? Number.NaN)} ms (${elapsed()}, load ${os.loadavg()[0]?.toFixed(1)})`,
      );
    }
    if (new Set(runs.map((run) => run.successUrl)).size !== runs.length)
      throw new Error('two runs landed on the same order: the figures are not one order each');
    const medianMs = median(runs.map((run) => run.ms));
    results.placeOrder = { medianMs, runs };
    log(
      `  median ${Math.round(medianMs)} ms (min ${Math.round(Math.min(...runs.map((r) => r.ms)))}, max ${Math.round(Math.max(...runs.map((r) => r.ms)))})`,
    );
  } catch (error) {
    // One section of the report: a failure there is printed, the rest stands.
    results.placeOrder = { error: String(error) };
    console.error(`Place order timing failed: ${String(error)}`);
  } finally {
    await browser.close();
    browser = undefined;
  }
}

async function measureLighthouse(pages: readonly ResolvedPage[]) {
  results.lighthouse = {};
  const count = flags.lighthouseRuns;
  log(
    `\nLighthouse (mobile preset, simulated throttling), ${count === 1 ? '1 run per page' : `${count} runs per page, the run with the median score shown`}:`,
  );
  for (const { name, url, setup } of pages) {
    const runs: LighthouseResult[] = [];
    for (let i = 0; i < count; i++) {
      // Each run as a new shopper: a personal page's setup is made again.
      const result = await runLighthouse(url, setup ? { cookie: await setupCookie(setup) } : {});
      runs.push(result);
      log(
        `  ${name}: ${result.ok ? `score ${result.score}, TBT ${Math.round(result.tbtMs)} ms` : `failed: ${result.error}`} (${elapsed()})`,
      );
    }
    results.lighthouse[name] = { url, result: medianRun(runs), runs };
  }
  const rows = Object.entries(results.lighthouse).map(([name, { result }]) => ({ name, result }));
  log('');
  log(lighthouseTable(rows));
  for (const { name, result } of rows)
    if (result.ok && result.warnings.length) log(`  ${name} warnings: ${result.warnings.join(' | ')}`);
}

async function measureApi(url: string | undefined) {
  const durationMs = flags.apiSeconds * 1000;
  const connections = 32;
  log(`\nApi load (${url ? `the shop's api at ${url}` : 'its own api on a fresh database'}):`);
  try {
    const apiResults = await runBench({ ...(url ? { url } : {}), durationMs, connections });
    results.api = { against: url ?? 'own api process', durationMs, connections, results: apiResults };
  } catch (error) {
    // The api figures are one section of the report: a failure there is printed, the rest stands.
    results.api = { error: String(error) };
    console.error(`Api bench failed: ${String(error)}`);
  }
}

try {
  log(
    `Bench on ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  if (flags.server) {
    // The server bench starts its own shops (render cache on, then off): scripts/bench/server.ts.
    results.builds = await buildIfStale(log);
    results.server = await runServerBench(
      log,
      (running) => {
        shop = running;
      },
      { offOnly: flags.serverOffOnly },
    );
  } else if (flags.apiOnly) {
    // No shop needed: runBench starts its own api on a temporary database, as it was designed to.
    await measureApi(undefined);
  } else {
    results.builds = await buildIfStale(log);
    log(
      `Starting the shop at ${shopUrl} (api ${benchPorts.apiPort}, remotes ${Object.values(benchPorts.remotePorts).join(', ')})…`,
    );
    shop = await startBenchShop();
    log(`Shop up (${elapsed()}).`);
    const pages = await pageUrls(shopUrl);
    if (flags.firstTap) {
      await measureFirstTaps(pages);
      await finish(0);
    }
    const chosen = selectPages(pages, flags.pages);
    await measurePages(chosen);
    // A chosen few pages are a page table and Lighthouse of their own: the first taps and Pay read other pages.
    if (flags.pages === null) {
      await measureFirstTaps(pages);
      await measurePlaceOrder();
    }
    if (flags.lighthouse) await measureLighthouse(chosen);
    if (!flags.pagesOnly) await measureApi(shop.shop.apiUrl);
  }
  await finish(0);
} catch (error) {
  results.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`\nBench failed: ${results.error}`);
  await finish(1);
}
