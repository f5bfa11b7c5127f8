/**
 * `npm run bench -- --load --faults`: the shop as it would run past one machine (PostgreSQL, two api instances, two
 * shell processes) under concurrent shoppers, while a fault script (bounded, loopback only, this bench's own processes)
 * in turn kills an api instance with SIGKILL every 20 s (its supervisor starts another), restarts PostgreSQL once
 * (`pg_ctl restart -m fast`), and kills one shell process; the simulated payment provider drops the answer of one card
 * charge in ten. Afterwards it checks the database's ledger (ledger.ts).
 *
 * It prints pages and calls per second, every error a shopper saw (each must be a retryable answer the screens explain,
 * inside a fault's window), the time the shop took to recover from each fault, page p99 outside the faults' windows,
 * and the ledger; raw figures go to bench-faults-results.json. Any target missed prints MISS and exits 1.
 *
 *   npm run bench -- --load --faults [--shoppers 200] [--seconds 120]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onDatabase, startPostgresCluster, type PostgresCluster } from '../../api/test/support/postgres-cluster.ts';
import { root } from '../lib/apps.ts';
import { benchHeading, buildIfStale, startBenchShop, stoppedOnSignal, type BenchShop } from './bench-shop.ts';
import {
  PAGE_STEPS,
  percentile,
  readCatalogue,
  runShoppers,
  type LoadOutcome,
  type StepName,
} from './load-shoppers.ts';
import { checkLedger, lastOrderId, ledgerExact, ledgerLines, readStock } from './ledger.ts';
import { shopUrl, wholeNumberFlag } from './options.ts';

export const faultTargets = {
  /** Every fault recovered from (the process replaced, the shop answering) within this long. */
  recoveryMs: 10_000,
  /** Errors shoppers saw, as a share of every page and call. */
  errorShare: 0.01,
  /** Page p99 of each page step, outside the faults' windows. */
  pageP99Ms: 1000,
} as const;

interface FaultsFlags {
  shoppers: number;
  seconds: number;
}

const usage =
  'Usage: npm run bench -- --load --faults [--shoppers N (1-1000)] [--seconds S (60-600)]\n' +
  'Env BENCH_PORT_BASE (default 28080) moves the shop’s ports.';

function parseFaultsFlags(argv: readonly string[]): FaultsFlags {
  const flags: FaultsFlags = { shoppers: 200, seconds: 120 };
  const number = (name: string, value: string | undefined, min: number, max: number) =>
    wholeNumberFlag(name, value, min, max, usage);
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = (argv[i] ?? '').split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (name === '--load' || name === '--faults') continue;
    else if (name === '--shoppers') flags.shoppers = number(name, value(), 1, 1000);
    else if (name === '--seconds') flags.seconds = number(name, value(), 60, 600);
    else throw new Error(`Unknown flag ${argv[i]} with --load --faults\n${usage}`);
  }
  return flags;
}

type FaultKind = 'api instance killed' | 'PostgreSQL restarted' | 'shell process killed';

interface Fault {
  kind: FaultKind;
  /** Seconds after the shoppers start. */
  atS: number;
}

/** An api instance every 20 s, PostgreSQL once near the middle, a shell process once later: never two at once. */
export function faultSchedule(seconds: number): Fault[] {
  const faults: Fault[] = [];
  for (let at = 20; at <= seconds - 20; at += 20) faults.push({ kind: 'api instance killed', atS: at });
  faults.push({ kind: 'PostgreSQL restarted', atS: Math.round(seconds * 0.42) });
  faults.push({ kind: 'shell process killed', atS: Math.round(seconds * 0.58) });
  return faults.sort((a, b) => a.atS - b.atS);
}

interface FaultOutcome extends Fault {
  /** When the fault was made and when the shop had recovered, in ms since the shoppers started. */
  startedMs: number;
  recoveredMs: number | null;
  detail: string;
}

/** Node processes under `pid`, with their parent. */
function nodeDescendants(pid: number): { pid: number; ppid: number }[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length >= 3)
    .map(([p, pp, comm]) => ({ pid: Number(p), ppid: Number(pp), comm: comm ?? '' }));
  const found: { pid: number; ppid: number }[] = [];
  const visit = (parent: number) => {
    for (const row of table)
      if (row.ppid === parent && row.comm === 'node') {
        found.push(row);
        visit(row.pid);
      }
  };
  visit(pid);
  return found;
}

/**
 * The running instances of a supervised server started as `pid` (directly, or through tsx): the node processes under
 * it that have no node process under them (node:cluster's workers).
 */
export function instancesOf(pid: number): number[] {
  const all = nodeDescendants(pid);
  return all.filter((row) => !all.some((other) => other.ppid === row.pid)).map((row) => row.pid);
}

/** One round of the shop's health as a shopper sees it: a page rendered, and an api call that reads the database. */
async function probe(productId: number): Promise<boolean> {
  try {
    const [page, call] = await Promise.all([
      fetch(`${shopUrl}/en/cart`, { signal: AbortSignal.timeout(5000) }),
      fetch(`${shopUrl}/api/getProduct`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: shopUrl },
        body: JSON.stringify({ product_id: productId }),
        signal: AbortSignal.timeout(5000),
      }),
    ]);
    await Promise.all([page.arrayBuffer(), call.arrayBuffer()]);
    return page.status === 200 && call.status === 200;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes one fault and waits until the shop has recovered: the killed process replaced (a new instance, as many as
 * before) and three probes in a row answered. Gives up after 60 s (recovery stays null: a MISS).
 */
async function makeFault(
  fault: Fault,
  context: { shop: BenchShop; cluster: PostgresCluster; productId: number; since: () => number },
): Promise<FaultOutcome> {
  const { shop, cluster, productId, since } = context;
  const supervisor = (name: 'api' | 'shell') => shop.shop.processes[name]?.pid ?? -1;
  const startedMs = since();
  let detail = '';
  let replaced: () => boolean = () => true;
  if (fault.kind === 'PostgreSQL restarted') {
    await cluster.restart();
    detail = `pg_ctl restart -m fast took ${Math.round(since() - startedMs)} ms`;
  } else {
    const name = fault.kind === 'api instance killed' ? 'api' : 'shell';
    const before = instancesOf(supervisor(name));
    const victim = before[Math.floor(Math.random() * before.length)];
    if (victim === undefined) throw new Error(`no ${name} instance found to kill (is ${name} supervised?)`);
    process.kill(victim, 'SIGKILL');
    detail = `pid ${victim} of ${before.length}`;
    replaced = () => {
      const now = instancesOf(supervisor(name));
      return now.length >= before.length && !now.includes(victim);
    };
  }
  let inARow = 0;
  while (since() - startedMs < 60_000) {
    inARow = replaced() && (await probe(productId)) ? inARow + 1 : 0;
    if (inARow === 3) return { ...fault, startedMs, recoveredMs: since(), detail };
    await sleep(200);
  }
  return { ...fault, startedMs, recoveredMs: null, detail };
}

/** The width of the slices the tail is told by. */
const sliceMs = 20_000;

/** A fault's window: from the fault until two seconds after it had recovered (answers in flight then may still fail). */
const windowsOf = (faults: readonly FaultOutcome[]): [number, number][] =>
  faults.map((fault) => [fault.startedMs, (fault.recoveredMs ?? Number.POSITIVE_INFINITY) + 2000]);

const inAnyWindow = (windows: readonly [number, number][], from: number, to: number) =>
  windows.some(([start, end]) => from <= end && to >= start);

/** What a failure's detail says was answered: its status, else the network error's name. */
const answerOf = (detail: string) =>
  /\b(\d{3})\b/.exec(detail)?.[1] ?? /(\w+Error|E[A-Z]{4,})/.exec(detail)?.[1] ?? 'other';

const faultLabel = (fault: FaultOutcome) => `${fault.kind} at ${(fault.startedMs / 1000).toFixed(1)} s`;

/** "cart 12, createCartItem 3": how many of `items` fall under each name, most first. */
function countedBy<T>(items: readonly T[], name: (item: T) => string): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(name(item), (counts.get(name(item)) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => `${key} ${n}`)
    .join(', ');
}

const ms = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(0));
const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');

interface FaultsReport {
  met: boolean;
  lines: string[];
  figures: Record<string, unknown>;
}

/** The figures against the targets; pure, so its verdicts are tested (faults.test.ts). */
export function judge(outcome: LoadOutcome, faults: readonly FaultOutcome[]): FaultsReport {
  const windows = windowsOf(faults);
  const steps = Object.keys(outcome.steps) as StepName[];
  const seconds = outcome.durationMs / 1000;
  const count = (names: readonly StepName[]) => names.reduce((n, s) => n + outcome.steps[s].latencies.length, 0);
  const pages = count(PAGE_STEPS);
  const calls = count(steps.filter((s) => !PAGE_STEPS.includes(s)));
  const seen = steps.flatMap((step) => outcome.steps[step].failures.map((failure) => ({ step, ...failure })));
  const unexplained = seen.filter((failure) => !failure.explained);
  // The provider losing one answer in ten is a fault that lasts the whole run: its answers are in its window always.
  const lostAnswers = seen.filter((failure) => failure.reason === 'payment.answerLost');
  const outside = seen.filter(
    (failure) => failure.reason !== 'payment.answerLost' && !inAnyWindow(windows, failure.at, failure.at),
  );
  const errorShare = seen.length / Math.max(1, pages + calls);
  const lines: string[] = [];
  lines.push(
    `  pages ${pages} (${(pages / seconds).toFixed(1)}/s), api calls ${calls} (${(calls / seconds).toFixed(1)}/s), journeys ${outcome.journeys}, orders ${outcome.orders}, sold-out answers ${outcome.soldOut}`,
  );
  lines.push('  fault                    at (s)  recovered in (ms)');
  let recoveries = true;
  for (const fault of faults) {
    const took = fault.recoveredMs === null ? Number.NaN : fault.recoveredMs - fault.startedMs;
    const ok = !Number.isNaN(took) && took <= faultTargets.recoveryMs;
    recoveries &&= ok;
    lines.push(
      `  ${fault.kind.padEnd(24)} ${(fault.startedMs / 1000).toFixed(1).padStart(6)}  ${ms(took).padStart(8)} ${mark(ok)}  (${fault.detail})`,
    );
  }
  const slices = Math.max(1, Math.ceil(outcome.durationMs / sliceMs));
  lines.push(
    `  page step      count   p99 outside the faults (ms)   by ${sliceMs / 1000} s from the start (answers that began then)`,
  );
  let tail = true;
  const pageP99: Record<string, number> = {};
  for (const step of PAGE_STEPS) {
    const { latencies, at } = outcome.steps[step];
    // Where the tail sits, by when each answer began: the start (cold processes, every shopper's first pages at once)
    // or the run's middle.
    const began = (i: number) => (at[i] ?? 0) - (latencies[i] ?? 0);
    const calmAt = latencies.flatMap((latency, i) =>
      inAnyWindow(windows, began(i), at[i] ?? 0) ? [] : [{ latency, slice: Math.floor(began(i) / sliceMs) }],
    );
    const calm = calmAt.map((answer) => answer.latency);
    const p99 = percentile(calm, 99);
    pageP99[step] = p99;
    const ok = !Number.isNaN(p99) && p99 <= faultTargets.pageP99Ms;
    tail &&= ok;
    const bySlice = Array.from({ length: slices }, (_, slice) =>
      ms(
        percentile(
          calmAt.filter((answer) => answer.slice === slice).map((answer) => answer.latency),
          99,
        ),
      ).padStart(6),
    );
    lines.push(
      `  ${step.padEnd(12)} ${String(calm.length).padStart(7)}   ${ms(p99).padStart(6)} ${mark(ok).padEnd(4)}   ${bySlice.join('')}`,
    );
  }
  const errorsOk = errorShare <= faultTargets.errorShare && unexplained.length === 0 && outside.length === 0;
  lines.push(
    `  errors seen ${seen.length} (${(errorShare * 100).toFixed(2)} % of pages and calls, target ≤ ${faultTargets.errorShare * 100} %), unexplained ${unexplained.length}, outside a fault's window ${outside.length} ${mark(errorsOk)}`,
  );
  lines.push(
    `  payment answers the provider lost ${lostAnswers.length} (each answered 504 and paid again with its key)`,
  );
  // Which fault the errors came with, by step: what to work on first when the share is missed.
  for (const [i, fault] of faults.entries()) {
    const [start, end] = windows[i] ?? [0, 0];
    const inside = seen.filter((f) => f.reason !== 'payment.answerLost' && f.at >= start && f.at <= end);
    if (inside.length)
      lines.push(
        `    ${faultLabel(fault)}: ${inside.length} (${countedBy(inside, (f) => `${f.step} ${answerOf(f.detail)}`)})`,
      );
  }
  for (const failure of [...unexplained, ...outside].slice(0, 10))
    lines.push(`    ${(failure.at / 1000).toFixed(1)} s ${failure.step}: ${failure.detail}`);
  lines.push(`  lost carts ${outcome.lostCarts} ${mark(outcome.lostCarts === 0)}`);
  for (const lost of outcome.lostCartSamples.slice(0, 10))
    lines.push(`    ${(lost.at / 1000).toFixed(1)} s: ${lost.detail}`);
  return {
    met: recoveries && tail && errorsOk && outcome.lostCarts === 0,
    lines,
    figures: { pages, calls, errorShare, seen: seen.length, unexplained: unexplained.length, pageP99 },
  };
}

/**
 * The shoppers and the faults, given up (rejected, so the shop is still stopped) when they have not ended a few
 * minutes past the run's length: every wait in them has its own limit, so this only fires on something unforeseen,
 * and says which instances each supervisor had then.
 */
async function withinBound<T extends readonly unknown[]>(
  seconds: number,
  shop: BenchShop,
  work: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const boundMs = (seconds + 180) * 1000;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const running = (name: 'api' | 'shell') => instancesOf(shop.shop.processes[name]?.pid ?? -1).join(', ') || 'none';
      reject(
        new Error(
          `the shoppers and faults had not ended ${boundMs / 1000} s after the start (api instances: ${running('api')}; shell processes: ${running('shell')})`,
        ),
      );
    }, boundMs);
  });
  try {
    return (await Promise.race([Promise.all(work), late])) as T;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs the faults bench; answers the process exit code. */
export async function runFaultsBench(argv: readonly string[]): Promise<number> {
  let flags: FaultsFlags;
  try {
    flags = parseFaultsFlags(argv);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  // What runs now, so Ctrl-C or SIGTERM still stops the shop and removes the throwaway PostgreSQL server.
  const running = stoppedOnSignal();
  console.log(benchHeading('Faults bench'));
  await buildIfStale((line) => console.log(line));
  const cluster = await startPostgresCluster();
  running.cluster = cluster;
  let shop: BenchShop | undefined;
  try {
    await onDatabase(cluster.url('postgres'), 'CREATE DATABASE shop');
    shop = await startBenchShop({
      apiEnv: {
        DATABASE_URL: cluster.url('shop'),
        API_INSTANCES: '2',
        MAIL_PRINT: '0',
        NODE_ENV: 'production',
        // The simulated card provider charges every tenth card and loses its answer (ADR 0106).
        PAYMENT_DROP_ANSWER_EVERY: '10',
      },
      shellEnv: { SHELL_INSTANCES: '2' },
    });
    running.shop = shop;
    console.log(`  PostgreSQL (throwaway, port ${cluster.port}), two api instances, two shell processes`);
    const catalogue = await readCatalogue(shopUrl, [3, 4, 5, 6]);
    for (const page of [
      '/en',
      catalogue.categories[0]?.path ?? '/en',
      catalogue.products[0]?.path ?? '/en',
      '/en/cart',
    ])
      await (await fetch(`${shopUrl}${page}`)).arrayBuffer();
    const schedule = faultSchedule(flags.seconds);
    console.log(
      `  ${flags.shoppers} shoppers for ${flags.seconds} s; faults at ${schedule.map((f) => `${f.atS} s (${f.kind})`).join(', ')}`,
    );
    const databaseUrl = cluster.url('shop');
    const [stockBefore, ordersBefore] = await Promise.all([readStock(databaseUrl), lastOrderId(databaseUrl)]);
    const started = performance.now();
    const since = () => performance.now() - started;
    const productId = catalogue.products[0]?.id_product ?? 1;
    const faultsRun = (async () => {
      const done: FaultOutcome[] = [];
      for (const fault of schedule) {
        await sleep(Math.max(0, fault.atS * 1000 - since()));
        const outcome = await makeFault(fault, { shop: shop!, cluster, productId, since });
        console.log(
          `  ${(outcome.startedMs / 1000).toFixed(1)} s ${outcome.kind}: recovered in ${outcome.recoveredMs === null ? 'no time seen' : `${Math.round(outcome.recoveredMs - outcome.startedMs)} ms`}`,
        );
        done.push(outcome);
      }
      return done;
    })();
    const [outcome, faults] = await withinBound(flags.seconds, shop, [
      runShoppers({
        base: shopUrl,
        shoppers: flags.shoppers,
        durationMs: flags.seconds * 1000,
        catalogue,
        checkoutShare: 0.25,
        thinkMs: [1000, 3000],
        retries: 3,
        // A card charge per order: the ledger checks each one (an approved test card of the api, api/README.md).
        payment: {
          payment_module: 'creditcard',
          card: { name: 'Load Shopper', number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123' },
        },
      }),
      faultsRun,
    ] as const);
    const report = judge(outcome, faults);
    const ledger = await checkLedger(databaseUrl, stockBefore, ordersBefore);
    const met = report.met && ledgerExact(ledger);
    console.log(`\nFaults: ${flags.shoppers} shoppers for ${flags.seconds} s`);
    for (const line of [...report.lines, ...ledgerLines(ledger)]) console.log(line);
    const file = path.join(root, 'bench-faults-results.json');
    fs.writeFileSync(
      file,
      `${JSON.stringify({ finishedAt: new Date().toISOString(), cpus: os.cpus().length, flags, targets: faultTargets, faults, figures: report.figures, ledger, met }, null, 2)}\n`,
    );
    console.log(`\nRaw figures: ${path.relative(process.cwd(), file) || file}`);
    if (!met) console.log('At least one target was missed (MISS above): exit code 1.');
    return met ? 0 : 1;
  } finally {
    await shop?.stop();
    await cluster.stop();
    running.shop = running.cluster = undefined;
  }
}
