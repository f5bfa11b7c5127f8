/**
 * What the long tasks of a cold page load are, by script and function: one load under the bench's phone profile
 * (network and CPU throttling, a fresh context), traced with Chromium's timeline and its sampling profiler.
 * Prints every main-thread task of 50 ms or more (what counts towards TBT) with the functions and scripts its
 * samples fell in (self time, and the script each stack entered first).
 *
 *   BENCH_PORT_BASE=21500 npx tsx scripts/bench/trace-tasks.ts /en /en/3-women [--cpu 4] [--runs 1] [--top 8]
 *
 * Builds what is stale and starts its own shop on the bench's ports, as `npm run bench` does. For readable function
 * names, build first without minifying (`TRACE_NO_MINIFY=1 npm run build`) and build again normally afterwards.
 */
import { chromium, type CDPSession } from '@playwright/test';
import { buildIfStale, startBenchShop } from './bench-shop.ts';
import { chromiumFlags, chromiumPath, phone, phoneContext, shopUrl, throttleLikePhone } from './options.ts';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    data?: {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      frame?: string;
      url?: string;
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface Args {
  paths: string[];
  cpu: number;
  runs: number;
  top: number;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { paths: [], cpu: phone.cpuSlowdown, runs: 1, top: 8 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined || !/^\d+$/.test(next)) throw new Error(`${arg} needs a whole number`);
      return Number(next);
    };
    if (arg === '--cpu') args.cpu = value();
    else if (arg === '--runs') args.runs = value();
    else if (arg === '--top') args.top = value();
    else if (arg.startsWith('/')) args.paths.push(arg);
    else throw new Error(`Unknown argument ${arg} (paths start with /)`);
  }
  if (!args.paths.length) args.paths.push('/en');
  return args;
}

const shortUrl = (url: string): string => {
  if (!url) return '(native)';
  try {
    const parsed = new URL(url);
    return `${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return url;
  }
};

async function readTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const complete = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream ?? '')),
  );
  await cdp.send('Tracing.end');
  const stream = await complete;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/** The renderer main thread: the thread that evaluated the most scripts. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const counts = new Map<string, number>();
  for (const event of events)
    if (event.name === 'EvaluateScript' || event.name === 'FunctionCall' || event.name === 'ParseHTML') {
      const key = `${event.pid}/${event.tid}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  const busiest = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (!busiest) throw new Error('No renderer main thread in the trace');
  const [pid, tid] = busiest[0].split('/').map(Number) as [number, number];
  return { pid, tid };
}

interface Sample {
  ts: number;
  node: ProfileNode;
}

/** Rebuilds the sampling profile (ProfileChunk events) of the main thread: each sample's time and leaf node. */
function samples(events: readonly TraceEvent[], pid: number): { samples: Sample[]; nodes: Map<number, ProfileNode> } {
  const nodes = new Map<number, ProfileNode>();
  const out: Sample[] = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid);
  let ts = (profile?.args as { data?: { startTime?: number } } | undefined)?.data?.startTime ?? 0;
  const profileId = profile?.id;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || (profileId && event.id !== profileId)) continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, index) => {
      ts += deltas[index] ?? 0;
      const node = nodes.get(id);
      if (node) out.push({ ts, node });
    });
  }
  out.sort((a, b) => a.ts - b.ts);
  return { samples: out, nodes };
}

function describeTask(
  task: TraceEvent,
  inside: readonly Sample[],
  nodes: Map<number, ProfileNode>,
  origin: number,
  top: number,
): string[] {
  const selfByFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const sample of inside) {
    const frame = sample.node.callFrame;
    const fn = frame.url
      ? `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
      : frame.functionName || '(native)';
    selfByFunction.set(fn, (selfByFunction.get(fn) ?? 0) + 1);
    // The first script (from the root) on the stack: which file's code this task was running.
    let node: ProfileNode | undefined = sample.node;
    let script = frame.functionName.startsWith('(') ? frame.functionName : '(native)';
    const seen = new Set<string>();
    while (node) {
      const caller = node.callFrame;
      if (caller.url) {
        script = shortUrl(caller.url);
        // Named functions on the stack (components, effects, callbacks): inclusive time, each once a sample.
        const name = `${caller.functionName || '(anonymous)'} ${script}:${caller.lineNumber + 1}:${caller.columnNumber + 1}`;
        if (!seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
        seen.add(name);
      }
      node = node.parent === undefined ? undefined : nodes.get(node.parent);
    }
    byScript.set(script, (byScript.get(script) ?? 0) + 1);
  }
  const total = Math.max(inside.length, 1);
  const ms = (task.dur ?? 0) / 1000;
  const share = (count: number) => `${Math.round((count / total) * ms)} ms`;
  const lines = [
    `  task at ${((task.ts - origin) / 1000).toFixed(0)} ms: ${ms.toFixed(0)} ms (${inside.length} samples)`,
  ];
  lines.push(
    `    scripts: ${[...byScript]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, count]) => `${name} ${share(count)}`)
      .join(', ')}`,
  );
  lines.push('    self:');
  for (const [fn, count] of [...selfByFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`    ${share(count).padStart(7)}  ${fn}`);
  lines.push('    inclusive:');
  for (const [fn, count] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top * 2))
    lines.push(`    ${share(count).padStart(7)}  ${fn}`);
  return lines;
}

async function traceOnce(url: string, cpu: number, top: number): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext(phoneContext);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttleLikePhone(cdp, cpu);
    await cdp.send('Tracing.start', {
      transferMode: 'ReturnAsStream',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
          'blink.user_timing',
          'loading',
        ],
      },
    });
    await page.goto(url, { waitUntil: 'load', timeout: phone.navigationTimeoutMs });
    await page.waitForSelector('[data-hydrated]', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(3000);
    const events = await readTrace(cdp);
    await context.close();

    const { pid, tid } = mainThread(events);
    const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === pid);
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
    const origin = navigation?.ts ?? events.find((e) => e.pid === pid)?.ts ?? 0;
    const tasks = events
      .filter(
        (e) =>
          e.pid === pid &&
          e.tid === tid &&
          e.ph === 'X' &&
          (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
      )
      .filter((e) => (e.dur ?? 0) >= 50_000)
      .sort((a, b) => a.ts - b.ts);
    const { samples: all, nodes } = samples(events, pid);
    const fcpAt = fcp ? fcp.ts : null;
    const blocking = tasks.filter((t) => fcpAt === null || t.ts + (t.dur ?? 0) > fcpAt);
    const tbt = blocking.reduce((sum, t) => sum + Math.max(0, (t.dur ?? 0) / 1000 - 50), 0);
    console.log(
      `${url} at CPU x${cpu}: FCP ${fcpAt === null ? '?' : `${((fcpAt - origin) / 1000).toFixed(0)} ms`}, ` +
        `${tasks.length} task(s) ≥ 50 ms, TBT after FCP ≈ ${tbt.toFixed(0)} ms`,
    );
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const inside = all.filter((s) => s.ts >= task.ts && s.ts <= end);
      for (const line of describeTask(task, inside, nodes, origin, top)) console.log(line);
    }
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  await buildIfStale((line) => console.error(line));
  const bench = await startBenchShop();
  try {
    for (const path of args.paths)
      for (let run = 0; run < args.runs; run++) await traceOnce(`${shopUrl}${path}`, args.cpu, args.top);
  } finally {
    await bench.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
