// Pins: a remote whose code fails to load in the browser is reported by the page (one beacon to /slot-reports with the
// remote, its version and the kind, nothing of the page's address or query) and counted for that version by the
// shell's server: in the health files under the deploy root (what the release checks read) and in its /metrics,
// beside the page views that version served. /metrics is on its own loopback port, never the shop's.
import { expect, test, type Request } from '@playwright/test';
import { readHealth } from '../../shell/server/slot-health.ts';
import { baseURL, testShop } from '../support/ports.ts';
import { deployRoot, readRegistry } from '../support/shop.ts';

test.describe('slot-reports', { tag: '@shell' }, () => {
  const metricsUrl = `http://127.0.0.1:${testShop.metricsPort}/metrics`;

  /** The value of one series in the shell's /metrics (0 when it has not been counted yet). */
  async function metric(series: string): Promise<number> {
    const text = await (await fetch(metricsUrl)).text();
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
    return line === undefined ? 0 : Number(line.slice(series.length + 1));
  }

  /** catalog's failures of `kind` counted in the health files for `version` over the last hour. */
  async function healthFailures(version: string): Promise<{ views: number; load: number }> {
    const health = await readHealth(deployRoot(), { sinceMs: Date.now() - 60 * 60_000 });
    const counts = health[`catalog@${version}`];
    return { views: counts?.views ?? 0, load: counts?.byKind.load ?? 0 };
  }

  test("a catalog chunk that fails to load is reported and counted for catalog's version", async ({ page }) => {
    test.setTimeout(120_000);
    const entry = readRegistry().remotes.catalog;
    const version = entry.version;
    const folder = new URL('.', entry.browser).href;
    const failures = `shell_slot_failures_total{remote="catalog",version="${version}",kind="load"}`;
    const views = `shell_remote_views_total{remote="catalog",version="${version}"}`;
    const before = {
      metrics: await metric(failures),
      views: await metric(views),
      health: await healthFailures(version),
    };

    // Every file of catalog's version but its entry is refused: the modules the page rendered with cannot load.
    await page.route(
      (url) => url.href.startsWith(folder) && !url.pathname.endsWith('/remoteEntry.js') && url.pathname.endsWith('.js'),
      (route) => route.abort('failed'),
    );
    const beacons: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/slot-reports')) beacons.push(request);
    });
    const response = await page.goto('/en/search?q=sweater-private-words');
    expect(response?.status()).toBe(200);
    // A shared page starts its scripts on a shopper's first gesture (ADR 0502), and the page reloads once for a stale
    // chunk (reload-guard.ts), which then needs its own: the pointer keeps moving until the report goes.
    let x = 0;
    await expect
      .poll(
        async () => {
          x = (x + 7) % 200;
          await page.mouse.move(10 + x, 10 + x);
          return beacons.length;
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBeGreaterThan(0);
    const [sent] = beacons;
    if (!sent) throw new Error('no beacon');
    expect(sent.method()).toBe('POST');
    expect(new URL(sent.url()).origin).toBe(new URL(baseURL).origin);
    const body = JSON.parse(sent.postData() ?? '{}') as {
      reports: { remote: string; version: string; kind: string }[];
    };
    expect(body.reports.length).toBeGreaterThan(0);
    expect(body.reports).toContainEqual({ remote: 'catalog', version, kind: 'load' });
    // Nothing of the page: no address, no query, no message.
    expect(sent.postData()).not.toMatch(/sweater|search|private/);
    expect((await sent.response())?.status()).toBe(204);

    // Counted at once in /metrics, and in the health files within a flush (every 10 s).
    await expect.poll(() => metric(failures), { timeout: 10_000 }).toBeGreaterThan(before.metrics);
    expect(await metric(views)).toBeGreaterThan(before.views);
    await expect
      .poll(async () => (await healthFailures(version)).load, { timeout: 25_000 })
      .toBeGreaterThan(before.health.load);
    expect((await healthFailures(version)).views).toBeGreaterThan(before.health.views);

    // The shell's own figures are there too: requests by route and status, the render cache's answers.
    expect(await metric('shell_http_requests_total{route="/*",method="GET",status="200"}')).toBeGreaterThan(0);
    const text = await (await fetch(metricsUrl)).text();
    expect(text).toMatch(/^shell_render_cache_total\{state="(miss|hit|stale)"\} \d+/m);
    expect(text).toContain('shell_http_request_duration_seconds_bucket');
  });

  test('the shop’s own port does not answer /metrics', async ({ request }) => {
    const answer = await request.get('/metrics');
    expect(answer.status()).not.toBe(200);
    expect(await answer.text()).not.toContain('shell_http_requests_total');
  });
});
