// Pins: a canary of one remote is served to its share of shoppers, each sticking to one side across pages and reloads, and one page never mixes versions (the server's HTML, the hashes in it and the browser's files are all of one version); both versions' Node builds render side by side in one server; shared pages are cacheable at a CDN per variant, never per shopper.
import { expect, test, type Browser } from '@playwright/test';
import { baseURL } from '../support/ports.ts';
import { publishVariant, readRegistry, writeRegistry } from '../support/shop.ts';

test.describe('canary of one remote', { tag: '@shell' }, () => {
  const stableHeading = 'New season, new favourites';
  const canaryHeading = 'A canary season';

  /** The catalog version folders a text names (`…/catalog/<version>/…`). */
  const catalogVersionsIn = (text: string): Set<string> =>
    new Set([...text.matchAll(/\/catalog\/([^/"'\s]+)\//g)].map((match) => match[1]!));

  let stable: { version: string; entryHash: string };
  let canary: { version: string; entryHash: string };
  let restore: () => void;

  test.beforeAll(() => {
    const original = readRegistry();
    // A second catalog version whose bytes differ (one text, so its chunks' and entry's hashes do), published as a
    // publish writes it; then the registry keeps the first as stable and runs the second as a 50 % canary. The
    // release CLI's `canary` (another branch) writes the same shape; this spec writes the file itself.
    const published = publishVariant('catalog', stableHeading, canaryHeading);
    const canaryEntry = readRegistry().remotes.catalog;
    writeRegistry({
      remotes: {
        ...original.remotes,
        catalog: {
          ...original.remotes.catalog,
          canary: { ...canaryEntry, percent: 50, since: new Date().toISOString() },
        },
      },
    });
    restore = published.restore;
    const entryHash = (entry: { integrity?: Record<string, string> }) => entry.integrity?.['remoteEntry.js'] ?? '';
    stable = { version: original.remotes.catalog.version, entryHash: entryHash(original.remotes.catalog) };
    canary = { version: canaryEntry.version, entryHash: entryHash(canaryEntry) };
    expect(stable.entryHash).toMatch(/^sha384-/);
    expect(canary.entryHash).toMatch(/^sha384-/);
    expect(canary.entryHash).not.toBe(stable.entryHash);
  });

  test.afterAll(() => restore());

  /**
   * The first render of a version just published may fall back to its slot's loading state while its Node build
   * loads and is checked (REMOTE_BUDGET_MS; the browser then renders the slot), slower on a machine busy with the
   * suite. This spec is about the split, so each side's home page is asked for until the server renders it whole.
   */
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    for (const [bucket, heading] of [
      [0, canaryHeading],
      [99, stableHeading],
    ] as const) {
      await expect
        .poll(
          async () => {
            const response = await fetch(`${baseURL}/en`, { headers: { cookie: `sf_bucket=${bucket}` } });
            return (await response.text()).includes(heading);
          },
          { timeout: 30_000, message: `bucket ${bucket}'s home page rendered whole` },
        )
        .toBe(true);
    }
  });

  /** One fresh shopper's visit: three pages and a reload, each checked to be of one version; the version it stuck to. */
  async function visit(browser: Browser): Promise<string> {
    const context = await browser.newContext();
    // Pictures are no version's: left out, the visit costs the machine less.
    await context.route('**/api/img/**', (route) => route.abort());
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const seen: string[] = [];
    try {
      for (const step of ['/en', '/en/3-women', '/en/12-striped-viscose-blouse.html', 'reload']) {
        requested.length = 0;
        // A shared page fetches its remotes' files ahead once it has loaded (ADR 0502): the network settles after them.
        const response =
          step === 'reload'
            ? await page.reload({ waitUntil: 'networkidle' })
            : await page.goto(step, { waitUntil: 'networkidle' });
        const html = (await response?.text()) ?? '';
        const versions = catalogVersionsIn(html);
        expect(versions.size, `${step}: the HTML names one catalog version`).toBe(1);
        const [version] = [...versions];
        const side = version === canary.version ? canary : stable;
        const heading = side === canary ? canaryHeading : stableHeading;
        // The hashes in the page are that version's, and no file of the other version was fetched.
        expect(html).toContain(side.entryHash);
        expect(html).not.toContain((side === canary ? stable : canary).entryHash);
        expect(response?.headers()['x-storefront-variant']).toBe(
          side === canary ? `catalog@${canary.version}` : 'stable',
        );
        if (step === '/en') {
          // Rendered by that version's Node build, in the server that renders the other side's pages too; then run
          // by that version's browser code (its scripts start at the first sign of use).
          expect(html.includes(heading), `${step}: rendered by ${version}'s Node build`).toBe(true);
          await page.mouse.move(1, 1);
          await page.mouse.move(2, 2);
          await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        }
        // Every catalog file the browser fetched is of that version (later pages take some or all from its cache).
        const loaded = [...catalogVersionsIn(requested.join('\n'))];
        expect(
          loaded.filter((other) => other !== version),
          `${step}: the browser loaded one version`,
        ).toEqual([]);
        if (step === '/en') expect(loaded, 'the first page fetched its version’s files').toEqual([version]);
        seen.push(version!);
      }
    } finally {
      await context.close();
    }
    expect(new Set(seen).size, `one shopper stays on one side: ${seen.join(', ')}`).toBe(1);
    return seen[0]!;
  }

  test('20 fresh shoppers split about half and half, each on one version across pages and a reload', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const sides: string[] = [];
    // Two shoppers at a time: both versions' renders interleave in the server, and the machine's two cores suffice.
    for (let pair = 0; pair < 10; pair++) sides.push(...(await Promise.all([visit(browser), visit(browser)])));
    const inCanary = sides.filter((version) => version === canary.version).length;
    // 50 %: each side at least 4 of 20 (a fair draw falls outside 4..16 about once in 800 runs).
    expect(inCanary, `${inCanary} of 20 in the canary`).toBeGreaterThanOrEqual(4);
    expect(20 - inCanary, `${20 - inCanary} of 20 stable`).toBeGreaterThanOrEqual(4);
  });

  test('shared pages stay cacheable at a CDN per variant, never a shopper’s own copy', async () => {
    const get = (headers: Record<string, string> = {}) =>
      fetch(`${baseURL}/en/3-women`, { headers: { 'accept-encoding': 'identity', ...headers } });
    // The first page draws the bucket: it is that shopper's alone.
    const first = await get();
    const set = first.headers.getSetCookie();
    expect(set.find((cookie) => cookie.startsWith('sf_bucket='))).toMatch(
      /^sf_bucket=\d{1,2}; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly$/,
    );
    expect(first.headers.get('cache-control')).toBe('private, max-age=0');

    // A stable shopper's page: public, varying by the CDN's variant header (never by Cookie).
    const stableShopper = await get({ cookie: 'sf_bucket=80' });
    expect(stableShopper.headers.get('x-storefront-variant')).toBe('stable');
    expect(stableShopper.headers.getSetCookie()).toEqual([]);
    expect(stableShopper.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(stableShopper.headers.get('vary')).toContain('X-Storefront-Variant');
    expect(stableShopper.headers.get('vary')).not.toMatch(/cookie/i);

    // A canary shopper's page: public only where the CDN says it keys by the variant.
    const key = `catalog@${canary.version}`;
    const canaryCookies = `sf_bucket=7; sf_variant=${key}`;
    const unkeyed = await get({ cookie: canaryCookies });
    expect(unkeyed.headers.get('x-storefront-variant')).toBe(key);
    expect(unkeyed.headers.get('cache-control')).toBe('private, max-age=0');
    const keyed = await get({ cookie: canaryCookies, 'x-storefront-variant': key });
    expect(keyed.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(await keyed.text()).toContain(`/catalog/${canary.version}/`);

    // A shopper whose variant cookie is missing or stale is given the right one, on a page kept by nobody else.
    const corrected = await get({ cookie: 'sf_bucket=7' });
    expect(corrected.headers.getSetCookie()).toEqual([
      `sf_variant=${key}; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly`,
    ]);
    expect(corrected.headers.get('cache-control')).toBe('private, max-age=0');
  });

  test('an ended canary serves everyone the stable version on the next request', async () => {
    const running = readRegistry();
    const { canary: _ended, ...catalog } = running.remotes.catalog;
    writeRegistry({ remotes: { ...running.remotes, catalog } });
    try {
      const response = await fetch(`${baseURL}/en`, { headers: { cookie: `sf_bucket=7; sf_variant=catalog@x` } });
      const html = await response.text();
      expect([...catalogVersionsIn(html)]).toEqual([stable.version]);
      expect(html).toContain(stableHeading);
      expect(response.headers.get('x-storefront-variant')).toBe('stable');
      expect(response.headers.getSetCookie()).toEqual(['sf_variant=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly']);
    } finally {
      writeRegistry(running);
    }
  });
});
