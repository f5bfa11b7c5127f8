/**
 * The "first tap" section of `npm run bench` (ADR 0502): what a shopper on the bench's phone waits for between a tap
 * and its visible answer on a fresh visit, for the product page's "Add to cart" (the header's count reads 1), a
 * category's facet ("Filters", then "In stock": the list is filtered) and the home page's search box (typing "dress":
 * the first suggestion shows), each
 * - "tap 1 s after settle": nothing done before the tap, which comes 1 s after the page settled (its `load` event
 *   plus 500 ms);
 * - "scroll, tap 3 s later": a scroll first (a sign of use), then the tap 3 s later;
 * beside a reference page in the same run: a plain server-rendered page of the shop's own data, served by the bench
 * on loopback, with a few lines of script that make the same api call through the same shop (`reference-pages.ts`).
 * Shop and reference runs are interleaved, each in a fresh context (empty cache, no cookies).
 *
 * A target below the fold is brought into view before the tap by a scroll the page never hears of (the bench's own,
 * swallowed before any of the page's listeners): the tap stays the first gesture, as for a shopper who landed there.
 * Times are the page's own (kept across a load when the answer is another page): the tap's event time to the first
 * animation frame in which the answer shows; for the facet, from the press on the facet itself (the "Filters" panel it
 * is in opens at the press before, in a frame, and the bench's own positioning between the two presses is no
 * shopper's wait); for the search box, from the last key typed. Script bytes are those on the wire by the answer.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { median, ms, kb, table } from './report.ts';
import { phone, phoneContext, throttleLikePhone } from './options.ts';
import { startReferenceServer, type ReferenceServer } from './reference-pages.ts';

export type TapCase = 'add to cart' | 'facet' | 'search';
export type TapMode = 'tap 1 s after settle' | 'scroll, tap 3 s later';
export type TapSite = 'shop' | 'reference';

export interface TapRun {
  site: TapSite;
  tapCase: TapCase;
  mode: TapMode;
  cpu: number;
  /** Tap (or last key) to the frame that shows the answer; null when it never showed. */
  answerMs: number | null;
  /** Script bytes on the wire by the answer (first load included). */
  scriptWireBytes: number;
}

/** The first-tap target: on a phone, within the time of one round trip to the api plus a frame (ADR 0502). */
export const firstTapTargetMs = 450;

/** What the shopper waits for, as the page shows it (runs in the page each frame after the tap; no eval under CSP). */
const answered: Record<TapSite, Record<TapCase, string>> = {
  shop: {
    // The app's count, or the one the starter's early add shows in the badge (by CSS) before the app has started.
    'add to cart': `(() => { const c = document.querySelector('[data-testid="shell-cart-count"]'); return !!c && (c.getAttribute('data-early-count') ?? c.textContent.trim()) === '1'; })`,
    // The filtered list shown: the address has the facet, nothing is loading, and the list's own data counts an active
    // filter ("Filters (1)": the app moves the address before its answer comes, with the old list still shown).
    facet: `(() => /[?&]q=/.test(location.search) && !document.querySelector('main [aria-busy="true"], main [class*="catalog-stale"]') && /\\(\\d+\\)/.test(document.querySelector('main button[aria-controls]')?.textContent ?? ''))`,
    // The app's suggestions, or those the starter shows before the app has started.
    search: `(() => { const o = document.querySelector('[role="listbox"] [role="option"], [data-early-suggestions] a'); return !!o && o.getBoundingClientRect().height > 0; })`,
  },
  reference: {
    'add to cart': `(() => document.getElementById('count').textContent.trim() === '1')`,
    facet: `(() => /[?&]q=/.test(location.search) && document.getElementById('list').dataset.q !== '')`,
    search: `(() => { const o = document.querySelector('[role="listbox"] [role="option"]'); return !!o && o.getBoundingClientRect().height > 0; })`,
  },
};

/**
 * Installed before any of the page's scripts: notes the last trusted press and the last trusted key, then, from the
 * tap on, looks for the answer in the animation frame after each change to the document (and after a load or a move
 * in history): the first frame that shows it, as a check in every frame would find it, without the check's own cost
 * in every frame (on a phone's CPU, a selector over a listing of two dozen tiles run each frame took a fifth of the
 * main thread, slowing the shop's answer and hardly the reference's small page). Swallows the bench's own positioning
 * scroll so the page never counts it as a gesture.
 * Times are the epoch's (time origin plus the event's time), kept in the tab's session storage, so an answer that is
 * another page (a facet's box pressed before the app ran loads the filtered listing) is timed across the load.
 */
const probeScript = (answer: string) => `(() => {
  const kept = JSON.parse(sessionStorage.getItem('tap-probe') || '{}');
  const probe = (window.__tapProbe = { tapAt: kept.tapAt ?? null, lastKeyAt: kept.lastKeyAt ?? null, answeredAt: null, positioning: false });
  const keep = () => sessionStorage.setItem('tap-probe', JSON.stringify({ tapAt: probe.tapAt, lastKeyAt: probe.lastKeyAt }));
  const answer = ${answer};
  let asked = false;
  const check = () => { asked = false; if (probe.answeredAt !== null) return; try { if (answer()) probe.answeredAt = performance.timeOrigin + performance.now(); } catch (e) {} };
  const look = () => { if (probe.tapAt === null || probe.answeredAt !== null || asked) return; asked = true; requestAnimationFrame(check); };
  const pressed = (event) => { if (!event.isTrusted || probe.answeredAt !== null) return; probe.tapAt = performance.timeOrigin + event.timeStamp; keep(); look(); };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  for (const type of ['DOMContentLoaded', 'load', 'popstate']) addEventListener(type, look);
  look();
  addEventListener('pointerdown', pressed, true);
  addEventListener('touchstart', pressed, true);
  addEventListener('input', (event) => { if (event.isTrusted) { probe.lastKeyAt = performance.timeOrigin + event.timeStamp; keep(); } }, true);
  addEventListener('scroll', (event) => { if (probe.positioning) event.stopImmediatePropagation(); }, true);
})()`;

interface Probe {
  tapAt: number | null;
  lastKeyAt: number | null;
  answeredAt: number | null;
}

const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));

/** Brings the element `find` returns into view without the page hearing of it, and gives its centre (null: none). */
async function position(page: Page, find: string): Promise<{ x: number; y: number } | null> {
  return (await page.evaluate(`(async () => {
    const element = (${find})();
    if (!element || !element.getClientRects().length) return null;
    const probe = window.__tapProbe; probe.positioning = true;
    element.scrollIntoView({ block: 'center' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    probe.positioning = false;
    const r = element.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  })()`)) as { x: number; y: number } | null;
}

const byText = (selector: string, text: RegExp) =>
  `() => [...document.querySelectorAll(${JSON.stringify(selector)})].find((e) => ${text}.test(e.textContent.trim()) && e.getClientRects().length)`;
const byId = (id: string) => `() => document.getElementById(${JSON.stringify(id)})`;

/** What each case taps, on each site, in order (the facet is in the panel "Filters" opens on a phone). */
const targets: Record<TapSite, Record<TapCase, string[]>> = {
  shop: {
    'add to cart': [byText('main button', /^Add to cart$/)],
    facet: [`() => document.querySelector('main button[aria-controls]')`, byText('main label', /^In stock/)],
    search: [`() => document.querySelector('input[role="combobox"]')`],
  },
  reference: {
    'add to cart': [byId('add')],
    facet: [byId('filters'), byId('in-stock-label')],
    search: [byId('search')],
  },
};

/** Waits (20 s at most) for the element `find` returns to show, then taps it. */
async function tapWhenShown(page: Page, find: string): Promise<void> {
  for (const since = Date.now(); Date.now() - since < 20_000; await sleep(20)) {
    const at = await position(page, find);
    if (at) return page.touchscreen.tap(at.x, at.y);
  }
  throw new Error(`${find} never showed on ${page.url()}`);
}

async function oneRun(
  browser: Browser,
  url: string,
  site: TapSite,
  tapCase: TapCase,
  mode: TapMode,
  cpu: number,
): Promise<TapRun> {
  const context = await browser.newContext(phoneContext);
  try {
    await context.addInitScript({ content: probeScript(answered[site][tapCase]) });
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    let scriptWireBytes = 0;
    const scripts = new Set<string>();
    // Scripts run and scripts fetched ahead (a prefetch is typed Other): both are bytes the answer needed.
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script' || /javascript|ecmascript/.test(event.response.mimeType))
        scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId)) scriptWireBytes += event.encodedDataLength;
    });
    await throttleLikePhone(cdp, cpu);
    await page.goto(url, { waitUntil: 'load', timeout: phone.navigationTimeoutMs });
    await sleep(500);
    const [first = '', second] = targets[site][tapCase];
    if (mode === 'scroll, tap 3 s later') {
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 120);
      await sleep(3000);
    } else await sleep(1000);
    await tapWhenShown(page, first);
    if (tapCase === 'search') await page.keyboard.type('dress', { delay: 100 });
    // The shopper reads the panel the first press opened before pressing in it (a bench at once would not).
    if (second) await sleep(300).then(() => tapWhenShown(page, second));
    const since = Date.now();
    let probe: Probe = { tapAt: null, lastKeyAt: null, answeredAt: null };
    let bytesByAnswer = scriptWireBytes;
    while (Date.now() - since < 20_000) {
      // A page being loaded (the answer is another page) has no probe to read yet.
      probe = ((await page.evaluate('window.__tapProbe').catch(() => null)) as Probe | null) ?? probe;
      bytesByAnswer = scriptWireBytes;
      if (probe.answeredAt !== null) break;
      await sleep(20);
    }
    const from = tapCase === 'search' ? probe.lastKeyAt : probe.tapAt;
    return {
      site,
      tapCase,
      mode,
      cpu,
      answerMs: probe.answeredAt === null || from === null ? null : probe.answeredAt - from,
      scriptWireBytes: bytesByAnswer,
    };
  } finally {
    await context.close();
  }
}

export interface FirstTapPages {
  product: string;
  category: string;
  home: string;
}

/** Every case, mode and slowdown, `runs` times, shop and reference interleaved. */
export async function measureFirstTap(
  browser: Browser,
  shopUrl: string,
  shopPages: FirstTapPages,
  cpus: readonly number[],
  runs: number,
  progress: (line: string) => void,
  cases: readonly TapCase[] = ['add to cart', 'facet', 'search'],
): Promise<TapRun[]> {
  const reference: ReferenceServer = await startReferenceServer(shopUrl, shopPages.product);
  const pageOf = (site: TapSite, tapCase: TapCase) => {
    const key = tapCase === 'add to cart' ? 'product' : tapCase === 'facet' ? 'category' : 'home';
    return site === 'shop' ? shopPages[key] : `${reference.url}/${key}`;
  };
  const results: TapRun[] = [];
  try {
    for (const cpu of cpus)
      for (const tapCase of cases)
        for (const mode of ['tap 1 s after settle', 'scroll, tap 3 s later'] as const)
          for (let i = 0; i < runs; i++)
            for (const site of ['shop', 'reference'] as const) {
              const run = await oneRun(browser, pageOf(site, tapCase), site, tapCase, mode, cpu);
              results.push(run);
              progress(`  ${tapCase}, ${mode}, ${site} x${cpu} run ${i + 1}/${runs}: ${ms(run.answerMs)}`);
            }
  } finally {
    await reference.close();
  }
  return results;
}

/** Medians per case, mode and slowdown, the reference beside, and the verdict against the first tap's targets. */
export function firstTapTable(runs: readonly TapRun[]): string {
  const rows: string[][] = [];
  const cells = new Map<string, TapRun[]>();
  for (const run of runs) {
    const key = `${run.tapCase}|${run.mode}|${run.cpu}`;
    cells.set(key, [...(cells.get(key) ?? []), run]);
  }
  for (const [key, cell] of cells) {
    const [tapCase = '', mode = '', cpu = ''] = key.split('|');
    const of = (site: TapSite) => cell.filter((run) => run.site === site);
    const answer = (site: TapSite) => {
      const times = of(site).map((run) => run.answerMs);
      return times.includes(null) ? null : median(times as number[]);
    };
    const shop = answer('shop');
    const reference = answer('reference');
    const target = mode === 'tap 1 s after settle' ? firstTapTargetMs : reference;
    const pass = shop !== null && target !== null && shop <= target;
    rows.push([
      tapCase,
      mode,
      `x${cpu}`,
      ms(shop),
      kb(median(of('shop').map((run) => run.scriptWireBytes))),
      ms(reference),
      kb(median(of('reference').map((run) => run.scriptWireBytes))),
      `${pass ? 'PASS' : 'MISS'} (≤ ${target === firstTapTargetMs ? `${firstTapTargetMs} ms` : 'the reference'})`,
    ]);
  }
  return table(
    ['first tap', 'when', 'CPU', 'shop: tap → answer', 'its JS by then', 'reference', 'its JS', 'verdict'],
    rows,
  );
}
