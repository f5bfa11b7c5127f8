// Pins (ADR 0500, 0502): what a shared page does on its first load after the HTML. It answers the queries the server rendered
// with from the inlined state (a refetch of every one of them re-rendered the whole page in one long task right after
// hydration), it ships no ICU message parser (messages are compiled at build time), and the shell and catalog load no
// form layer (final-form, react-final-form, the shared forms), which only the contact page and personal pages use.
// The account menu (the account remote) still pulls the form layer onto guest pages while it renders there: the
// form-layer check refuses the account remote's origin, so it pins the shell's and catalog's share.
import { expect, test, type Page } from '@playwright/test';
import { testShop } from '../support/ports.ts';
import { hydrated } from '../support/shop.ts';

test.describe('first-load', { tag: '@shell' }, () => {
  interface InlinedQuery {
    endpointName?: string;
  }

  /** Texts only the named library's code contains (its own error messages and option names), minified or not. */
  const markers = {
    'the ICU message parser': 'UNMATCHED_CLOSING_TAG',
    'final-form': 'No onSubmit function specified',
    'react-final-form': 'dirtyFieldsSinceLastSubmit',
  } as const;

  /** Every api call the page makes, by its SPEC call name (`/api/<call>`). */
  function apiCalls(page: Page): string[] {
    const calls: string[] = [];
    page.on('request', (request) => {
      const match = /\/api\/([A-Za-z]+)/.exec(new URL(request.url()).pathname);
      if (match?.[1]) calls.push(match[1]);
    });
    return calls;
  }

  /** The bodies of every script the page loaded (the shop's and the remotes' origins both answer CORS). */
  const scriptBodies = (page: Page) =>
    page.evaluate(async () => {
      const urls = performance
        .getEntriesByType('resource')
        .filter(
          (entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'),
        )
        .map((entry) => entry.name);
      return Promise.all(
        // A refused origin's files (a test refuses one) were never run: nothing to read.
        [...new Set(urls)].map(async (url) => ({
          url,
          body: await fetch(url, { mode: 'cors' }).then(
            (reply) => reply.text(),
            () => '',
          ),
        })),
      );
    });

  async function firstProductPath(page: Page): Promise<string> {
    const reply = await page.request.post('/api/getProductsFeatured', { data: { resultsPerPage: 1 } });
    const link = ((await reply.json()) as { psdata?: { products?: { link?: string }[] } }).psdata?.products?.[0]?.link;
    if (!link) throw new Error('The seed lists no featured product');
    return new URL(link, 'http://shop.invalid').pathname;
  }

  const sharedPages = [
    ['home', '/en'],
    ['a category', '/en/3-women'],
    ['a product', null],
  ] as const;

  async function hasLoaded(page: Page, library: keyof typeof markers): Promise<string[]> {
    const scripts = await scriptBodies(page);
    expect(scripts.length).toBeGreaterThan(5);
    return scripts.filter(({ body }) => body.includes(markers[library])).map(({ url }) => url);
  }

  for (const [name, path] of sharedPages) {
    test(`${name}: the inlined queries are not asked again, and no message parser is loaded`, async ({ page }) => {
      const calls = apiCalls(page);
      await page.goto(path ?? (await firstProductPath(page)));
      await hydrated(page);
      const inlined = await page.evaluate(() => {
        const data = (window as unknown as { __SF__?: { state?: { api?: { queries?: Record<string, unknown> } } } })
          .__SF__;
        return Object.values(data?.state?.api?.queries ?? {}).map((query) => (query as InlinedQuery).endpointName);
      });
      expect(inlined.length).toBeGreaterThan(1);
      // The personal bits (cart count, the shopper) are asked after hydration: wait until they are, then a moment more.
      await expect.poll(() => calls.includes('getCartItems'), { timeout: 15_000 }).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(calls.filter((call) => inlined.includes(call))).toEqual([]);
      expect(await hasLoaded(page, 'the ICU message parser')).toEqual([]);
    });

    test(`${name}: the shell and catalog load no form layer`, async ({ page }) => {
      await page.route(`http://localhost:${testShop.remotePorts.account}/**`, (route) => route.abort());
      await page.goto(path ?? (await firstProductPath(page)));
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await hasLoaded(page, 'final-form')).toEqual([]);
      expect(await hasLoaded(page, 'react-final-form')).toEqual([]);
    });
  }

  test('the contact page loads the form layer when its form shows (the markers above are real)', async ({ page }) => {
    await page.goto('/en/contact');
    await hydrated(page);
    await expect(page.getByRole('form')).toBeVisible({ timeout: 10_000 });
    const scripts = await scriptBodies(page);
    for (const library of ['final-form', 'react-final-form'] as const)
      expect(
        scripts.some(({ body }) => body.includes(markers[library])),
        `${library} is loaded`,
      ).toBe(true);
  });
});
