/**
 * One measured page load in Chromium under the throttled phone profile: a fresh context (empty cache,
 * no cookies), CDP network and CPU throttling, metrics read after load plus a quiet period.
 * Sizes and timings of requests come from CDP, not Resource Timing: the remotes are other origins and do
 * not send Timing-Allow-Origin, so the page itself would see their sizes as 0.
 */
import zlib from 'node:zlib';
import type { Browser, BrowserContext, CDPSession } from '@playwright/test';
import {
  cumulativeLayoutShift,
  longTaskCountScript,
  observersScript,
  readFiguresScript,
  totalBlockingTime,
  type InPageFigures,
} from './in-page.ts';
import { phone, phoneContext, throttleLikePhone } from './options.ts';

export interface ScriptFile {
  url: string;
  /** Bytes on the wire (headers included), as CDP's loadingFinished counts them. */
  wireBytes: number;
  /** The script as the browser decoded it. */
  bodyBytes: number;
  /** The same body gzipped here (level 6): what it would weigh from a server that compresses. */
  gzipBytes: number;
}

export interface RunFigures {
  ttfbMs: number;
  /** Navigation Timing's responseStart, for comparison: it leaves the emulated latency out. */
  navResponseStartMs: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  lcpElement: string;
  tbtMs: number;
  cls: number;
  longTasks: number;
  loadMs: number | null;
  readAtMs: number;
  requests: number;
  /** Requests that failed or answered 4xx/5xx: a run with any is suspect. */
  failedRequests: string[];
  /** Uncaught exceptions and console errors (hydration mismatches show up here). */
  pageErrors: string[];
  totalWireBytes: number;
  /**
   * Scripts a shared page fetched ahead once loaded, not run (ADR 0502): on the wire by the reading, not
   * counted in the JS figures below (nothing of them ran).
   */
  aheadJsWireBytes: number;
  jsFiles: number;
  jsWireBytes: number;
  jsBodyBytes: number;
  jsGzipBytes: number;
  /** Which remotes' origins served at least one request. */
  remotes: string[];
  /** Requests to any origin but the document's that started before first paint (the target is none). */
  otherOriginBeforePaint: string[];
  /**
   * Requests for a remote's exposed module (its `__federation_expose_<Name>` files) that the server did not render
   * on this page (the target is none; widgets loaded later by a click are not made here).
   */
  unrenderedRemoteFiles: string[];
  longestTaskMs: number;
  /** A shared page that started on the first sign of use (ADR 0502): that start, read after it settled. */
  afterUse: AfterUse | null;
  scripts: ScriptFile[];
  /** Every request, times in ms from the document's request: to see what an LCP image waited behind. */
  waterfall: {
    url: string;
    type: string;
    priority: string;
    status: number;
    startMs: number;
    endMs: number | null;
    wireBytes: number;
  }[];
}

/** The start a first sign of use made on a page that waited for one. */
export interface AfterUse {
  /** From the first pointer move to the page ready: hydrated, what was held played (a tap then reaches React). */
  hydratedMs: number;
  /** Blocking time of the long tasks after the move (each task's time past 50 ms). */
  blockingMs: number;
  longestTaskMs: number;
  jsFiles: number;
  /** Every script of the page by then, first load included. */
  jsGzipBytes: number;
}

interface Tracked {
  url: string;
  type: string;
  mimeType: string;
  priority: string;
  status: number;
  startedAt: number;
  /** This hop's start (a redirect keeps the first hop's startedAt for TTFB). */
  hopStartedAt: number;
  finishedAt: number | null;
  respondedAt: number | null;
  wireBytes: number;
  done: boolean;
  failed: string | null;
}

/** Bodies of the same URL are the same file across runs: gzip each once. */
export type BodyCache = Map<string, { bodyBytes: number; gzipBytes: number }>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function bodySizes(cdp: CDPSession, requestId: string, url: string, cache: BodyCache) {
  const cached = cache.get(url);
  if (cached) return cached;
  let body: Buffer;
  try {
    const { body: text, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
    body = Buffer.from(text, base64Encoded ? 'base64' : 'utf8');
  } catch {
    // Chromium may have evicted the body from its buffer: the file is static, so fetch it again (loopback).
    body = Buffer.from(await (await fetch(url)).arrayBuffer());
  }
  const sizes = { bodyBytes: body.length, gzipBytes: zlib.gzipSync(body, { level: 6 }).length };
  cache.set(url, sizes);
  return sizes;
}

export async function measurePage(
  browser: Browser,
  url: string,
  remotePorts: Record<string, number>,
  cache: BodyCache,
  cpuSlowdown: number = phone.cpuSlowdown,
  /** A personal page's state, made with the context's own cookie jar before anything is throttled or measured. */
  setup?: (context: BrowserContext) => Promise<unknown>,
): Promise<RunFigures> {
  const context = await browser.newContext(phoneContext);
  try {
    if (setup) await setup(context);
    await context.addInitScript({ content: observersScript });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttleLikePhone(cdp, cpuSlowdown);

    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(`uncaught: ${error.message.slice(0, 200)}`));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console: ${message.text().slice(0, 200)}`);
    });
    const requests = new Map<string, Tracked>();
    let documentId: string | null = null;
    let requestCount = 0;
    let lastNetworkActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!/^https?:/.test(event.request.url)) return; // data: and blob: URLs cost no request
      lastNetworkActivity = Date.now();
      requestCount++; // a redirect hop is a request of its own
      const previous = requests.get(event.requestId);
      if (documentId === null && event.type === 'Document') documentId = event.requestId;
      requests.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? 'Other',
        mimeType: '',
        priority: event.request.initialPriority,
        status: 0,
        // Keep the first hop's start: time to first byte includes redirects.
        startedAt: previous?.startedAt ?? event.timestamp,
        hopStartedAt: event.timestamp,
        finishedAt: null,
        respondedAt: null,
        wireBytes: 0,
        done: false,
        failed: null,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      const tracked = requests.get(event.requestId);
      if (!tracked) return;
      tracked.mimeType = event.response.mimeType;
      tracked.status = event.response.status;
      tracked.type = event.type;
      tracked.respondedAt = event.timestamp;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const tracked = requests.get(event.requestId);
      if (!tracked) return;
      lastNetworkActivity = Date.now();
      tracked.wireBytes = event.encodedDataLength;
      tracked.finishedAt = event.timestamp;
      tracked.done = true;
    });
    cdp.on('Network.loadingFailed', (event) => {
      const tracked = requests.get(event.requestId);
      if (!tracked) return;
      lastNetworkActivity = Date.now();
      tracked.finishedAt = event.timestamp;
      tracked.done = true;
      tracked.failed = event.canceled ? 'canceled' : event.errorText;
    });

    const response = await page.goto(url, { waitUntil: 'load', timeout: phone.navigationTimeoutMs });
    if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);

    // Quiet: no request in flight, no network event and no new long task for phone.quietMs.
    const settle = async () => {
      const from = Date.now();
      let quietSince = from;
      let longTaskCount = -1;
      while (Date.now() - from < phone.quietCapMs) {
        await sleep(250);
        const count = (await page.evaluate(longTaskCountScript)) as number;
        const inFlight = [...requests.values()].some((r) => !r.done);
        if (inFlight || count !== longTaskCount || lastNetworkActivity > quietSince) quietSince = Date.now();
        longTaskCount = count;
        if (Date.now() - quietSince >= phone.quietMs) break;
      }
    };
    await settle();
    // A personal page whose state did not hold moves on (server or client redirect to the cart, a first step, the
    // login): those figures would be another page's.
    if (setup && new URL(page.url()).pathname !== new URL(url).pathname)
      throw new Error(`${url} moved to ${page.url()}: its setup did not leave the page reachable`);
    const figures = (await page.evaluate(readFiguresScript)) as InPageFigures;
    // The modules the server rendered, as the document tells the browser (shell/src/app/page-data.ts).
    const rendered = (await page.evaluate(
      '(window.__SF__ && window.__SF__.modules || []).map((m) => m.module)',
    )) as string[];

    /**
     * A shared page that waits for a sign of use (ADR 0502): the pointer moves over it, as a shopper's first gesture,
     * and the figures of that start are read once it has settled. Null for a page that started by itself.
     */
    const firstUse = async (): Promise<AfterUse | null> => {
      const waiting = (await page.evaluate(
        `!document.documentElement.hasAttribute('data-hydrated') && '__SF_EARLY__' in window`,
      )) as boolean;
      if (!waiting) return null;
      const usedAt = (await page.evaluate('performance.now()')) as number;
      const started = Date.now();
      await page.mouse.move(120, 240);
      await page.mouse.move(140, 260);
      // Ready: hydrated and the held input played (the starter's queue is done; a tap from then on reaches React at
      // once). Polled with plain evaluations: waitForFunction compiles its text in the page, which the CSP refuses.
      const ready = `(window.__SF_EARLY__ && window.__SF_EARLY__.done === true) || document.documentElement.getAttribute('data-hydrated') === 'failed'`;
      while (!(await page.evaluate(ready))) {
        if (Date.now() - started > phone.navigationTimeoutMs) throw new Error(`${url} did not start on a first use`);
        await sleep(20);
      }
      if ((await page.evaluate(`document.documentElement.getAttribute('data-hydrated')`)) !== 'true')
        throw new Error(`${url} could not start on a first use`);
      const hydratedMs = Date.now() - started;
      await settle();
      const later = (await page.evaluate(readFiguresScript)) as InPageFigures;
      const tasks = later.longTasks.filter((task) => task.start >= usedAt);
      const files = await scriptFiles();
      return {
        hydratedMs,
        blockingMs: tasks.reduce((total, task) => total + Math.max(0, task.duration - 50), 0),
        longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
        jsFiles: files.length,
        jsGzipBytes: files.reduce((total, file) => total + file.gzipBytes, 0),
      };
    };

    const doc = documentId ? requests.get(documentId) : undefined;
    if (!doc?.respondedAt) throw new Error(`No document response seen for ${url}`);
    const all = [...requests.values()];
    // A file asked for twice (the shell fetches a remote's entry with a time limit, then its script element reads it
    // from the HTTP cache) is one download: each script URL counts once.
    const isJs = (r: Tracked) => r.type === 'Script' || /javascript|ecmascript/.test(r.mimeType);
    // Fetched ahead (a prefetch link: CDP types it Other or Prefetch), not asked for by a running page.
    const isAhead = (r: Tracked) => isJs(r) && (r.type === 'Other' || r.type === 'Prefetch');
    const scriptFiles = async () => {
      const seenScripts = new Set<string>();
      const scriptRequests = [...requests.entries()].filter(([, r]) => {
        if (!r.done || r.failed || !isJs(r) || isAhead(r)) return false;
        if (seenScripts.has(r.url)) return false;
        seenScripts.add(r.url);
        return true;
      });
      const files: ScriptFile[] = [];
      for (const [id, r] of scriptRequests)
        files.push({ url: r.url, wireBytes: r.wireBytes, ...(await bodySizes(cdp, id, r.url, cache)) });
      return files;
    };
    const scripts = await scriptFiles();

    const remotes = new Set<string>();
    for (const r of all) {
      const { hostname, port } = new URL(r.url);
      if (hostname !== 'localhost' && hostname !== '127.0.0.1') continue;
      for (const [app, remotePort] of Object.entries(remotePorts)) if (Number(port) === remotePort) remotes.add(app);
    }
    const documentOrigin = new URL(doc.url).origin;
    const fcpAt = figures.fcp === null ? Number.POSITIVE_INFINITY : doc.startedAt + figures.fcp / 1000;
    const otherOriginBeforePaint = all
      .filter((r) => new URL(r.url).origin !== documentOrigin && r.hopStartedAt < fcpAt)
      .map((r) => r.url);
    const unrenderedRemoteFiles = all
      .filter((r) => {
        const name = /__federation_expose_([A-Za-z0-9]+)/.exec(r.url)?.[1];
        return name !== undefined && !rendered.includes(name);
      })
      .map((r) => r.url);
    const firstLoadRequests = requestCount;
    const afterUse = await firstUse();
    const lastLcp = figures.lcp.at(-1);
    const sum = (key: 'wireBytes' | 'bodyBytes' | 'gzipBytes') => scripts.reduce((total, s) => total + s[key], 0);
    return {
      ttfbMs: (doc.respondedAt - doc.startedAt) * 1000,
      navResponseStartMs: figures.navigation?.responseStart ?? null,
      fcpMs: figures.fcp,
      lcpMs: lastLcp?.start ?? null,
      lcpElement: lastLcp?.element ?? '(none)',
      tbtMs: figures.fcp === null ? 0 : totalBlockingTime(figures.longTasks, figures.fcp, figures.now),
      cls: cumulativeLayoutShift(figures.shifts),
      longTasks: figures.longTasks.length,
      loadMs: figures.navigation?.load ?? null,
      readAtMs: figures.now,
      requests: firstLoadRequests,
      failedRequests: all.filter((r) => r.failed || r.status >= 400).map((r) => `${r.failed ?? r.status} ${r.url}`),
      pageErrors,
      totalWireBytes: all.reduce((total, r) => total + r.wireBytes, 0),
      aheadJsWireBytes: all.filter(isAhead).reduce((total, r) => total + r.wireBytes, 0),
      jsFiles: scripts.length,
      jsWireBytes: sum('wireBytes'),
      jsBodyBytes: sum('bodyBytes'),
      jsGzipBytes: sum('gzipBytes'),
      remotes: [...remotes].sort(),
      otherOriginBeforePaint,
      unrenderedRemoteFiles,
      longestTaskMs: Math.max(0, ...figures.longTasks.map((t) => t.duration)),
      afterUse,
      scripts,
      waterfall: all.map((r) => ({
        url: r.url,
        type: r.type,
        priority: r.priority,
        status: r.status,
        startMs: Math.round((r.hopStartedAt - doc.startedAt) * 1000),
        endMs: r.finishedAt === null ? null : Math.round((r.finishedAt - doc.startedAt) * 1000),
        wireBytes: r.wireBytes,
      })),
    };
  } finally {
    await context.close();
  }
}
