// Pins: every page arrives server-rendered (content in the HTML before any script runs), hydrates without mismatch, and the server owns versions and failures.
import { expect, test } from '@playwright/test';
import {
  closedPortOrigin,
  hydrated,
  hydrationWarnings,
  layoutShift,
  pointServerBuildAt,
  publishVariant,
  readRegistry,
  startMisbehavingServer,
  startThrowingEntryServer,
} from '../support/shop.ts';
import { startSlowDocumentProxy } from '../support/slow-document.ts';

test.describe('server-rendering', { tag: '@shell' }, () => {
  test.describe('without JavaScript, the server-rendered HTML already holds each page', () => {
    test.use({ javaScriptEnabled: false });

    test('home, category, product, cart, login and not-found', async ({ page, request }) => {
      await page.goto('/en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('New season, new favourites');
      await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

      await page.goto('/en/3-women');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women');
      const firstTile = page.getByRole('main').getByRole('article').first();
      const name = (await firstTile.getByRole('heading').textContent()) ?? '';
      const href = (await firstTile.getByRole('link').first().getAttribute('href')) ?? '';

      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();

      await page.goto('/en/cart');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart');
      await expect(page.getByText('No products in the cart')).toBeVisible();

      await page.goto('/en/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
      await expect(page.getByLabel('Email')).toBeVisible();

      const missing = await request.get('/en/nothing.html.x');
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain('Page not found');
    });
  });

  test('pages hydrate once, without mismatch warnings, and respond', async ({ page }) => {
    const warnings = hydrationWarnings(page);
    for (const path of ['/en', '/en/3-women', '/en/cart', '/en/login', '/fr/4-men']) {
      await page.goto(path);
      await hydrated(page);
    }
    await page.goto('/en/3-women');
    await hydrated(page);
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(warnings).toEqual([]);
  });

  test('a document that arrives in two parts is painted once its main region is whole: no half-parsed listing grows', async ({
    page,
    baseURL,
  }) => {
    const pauseMs = 1500;
    // The network stalls inside the listing, between a tile's two buttons: the part before it holds the whole header.
    const proxy = await startSlowDocumentProxy(baseURL ?? '', (html) => html.indexOf(' to compare"'), pauseMs);
    try {
      await page.goto(`${proxy.origin}/en/3-women`);
      const { arrivedWhole, firstPaint } = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return { arrivedWhole: navigation?.responseEnd ?? 0, firstPaint: paint?.startTime ?? 0 };
      });
      expect(arrivedWhole).toBeGreaterThan(pauseMs * 0.8);
      // Nothing is painted before the rest arrives, so nothing painted grows or moves when it does.
      expect(firstPaint).toBeGreaterThanOrEqual(arrivedWhole);
      expect(await layoutShift(page)).toBe(0);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(24);
    } finally {
      await proxy.close();
    }
  });

  test('a page with forms is laid out at its first paint: the forms’ styles do not wait for their code', async ({
    page,
  }) => {
    // The shop's scripts held back a second: whatever they bring (the forms' code, the styles it loads) comes after
    // the first paint, so a style the server left out would move the fields when it lands.
    await page.route('**/static/shell/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/en/login', '/en/register']) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), path).toEqual([]);
    }
  });

  test('the inlined state cannot break out of its script', async ({ page, request }) => {
    const hostile = '</script><script>window.__pwned=1</script>';
    const html = await (await request.get(`/en/3-women?page=1&x=${encodeURIComponent(hostile)}`)).text();
    expect(html).not.toContain('<script>window.__pwned');
    await page.goto(`/en/3-women?x=${encodeURIComponent(hostile)}`);
    await hydrated(page);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('a cart page renders the shopper’s own cart on the server; concurrent shoppers never see each other’s', async ({
    browser,
  }) => {
    const products = await (
      await (
        await browser.newContext()
      ).request.post('/api/getProducts', { data: { categorySlug: 'home' }, headers: { 'accept-language': 'en' } })
    ).json();
    const [first, second] = (
      products.psdata.products as { id_product: number; id_product_attribute: number; name: string }[]
    ).slice(0, 2);
    if (!first || !second) throw new Error('The seed has fewer than two home products');
    const shoppers = await Promise.all([browser.newContext(), browser.newContext()]);
    await Promise.all(
      shoppers.map((context, index) => {
        const product = index === 0 ? first : second;
        return context.request.post('/api/createCartItem', {
          data: { id_product: product.id_product, id_product_attribute: product.id_product_attribute, qty: 1 },
        });
      }),
    );
    for (let round = 0; round < 3; round += 1) {
      const pages = await Promise.all(shoppers.map((context) => context.request.get('/en/cart')));
      const [html0, html1] = await Promise.all(pages.map((response) => response.text()));
      expect(html0).toContain(first.name);
      expect(html0).not.toContain(second.name);
      expect(html1).toContain(second.name);
      expect(html1).not.toContain(first.name);
    }
    await Promise.all(shoppers.map((context) => context.close()));
  });

  test('publishing a new version of a remote changes the next request; flipping back restores it', async ({
    page,
    request,
  }) => {
    const before = await (await request.get('/en')).text();
    expect(before).toContain('New season, new favourites');
    const variant = publishVariant('catalog', 'New season, new favourites', 'Version two of the catalog');
    try {
      const after = await (await request.get('/en')).text();
      expect(after).toContain('Version two of the catalog');
      expect(after).toContain(`/catalog/${variant.version}/`);
      await page.goto('/en');
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Version two of the catalog');
    } finally {
      variant.restore();
    }
    const restored = await (await request.get('/en')).text();
    expect(restored).toContain('New season, new favourites');
    expect(restored).not.toContain('Version two of the catalog');
  });

  test.describe('a remote whose Node build fails costs only its slot on the server; the browser renders it', () => {
    const cases: { name: string; start: () => Promise<{ url: string; close?: () => Promise<void> }> }[] = [
      { name: 'is down', start: async () => ({ url: `${await closedPortOrigin()}/server/remoteEntry.js` }) },
      {
        name: 'answers 404',
        start: async () => ({
          url: readRegistry().remotes.catalog.server.replace('/server/remoteEntry.js', '/server/missing.js'),
        }),
      },
      { name: 'throws', start: startThrowingEntryServer },
      {
        name: 'exceeds its budget',
        start: async () => {
          const hanging = await startMisbehavingServer('hang');
          return { url: `${hanging.origin}/server/remoteEntry.js`, close: hanging.close };
        },
      },
    ];
    for (const failure of cases) {
      test(`when it ${failure.name}`, async ({ page, request }) => {
        const server = await failure.start();
        const restore = pointServerBuildAt('catalog', server.url);
        try {
          const response = await request.get('/en');
          expect(response.status()).toBe(200);
          const html = await response.text();
          expect(html).toContain('Skip to content');
          expect(html).not.toContain('New season, new favourites');

          await page.goto('/en');
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('New season, new favourites');
          await hydrated(page);
          await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
        } finally {
          restore();
          await server.close?.();
        }
      });
    }
  });

  test('when the app’s code cannot load, the server’s page stays usable as plain HTML and says so', async ({
    page,
  }) => {
    let refused = 0;
    // The chunk holding the app (hydrate.tsx): refused both times the shell asks for it.
    await page.route('**/static/shell/*.js', async (route) => {
      // A file still arriving when the test follows a link belongs to the page left behind: nothing to answer then.
      const response = await route.fetch().catch(() => null);
      const body = await response?.text().catch(() => null);
      if (!response || body === null || body === undefined) return;
      if (body.includes('No #app element to hydrate')) {
        // Counted when the start asks for it (a script), not when the idle page fetched it ahead (a prefetch).
        if (route.request().resourceType() === 'script') refused += 1;
        return route.abort('failed');
      }
      return route.fulfill({ response }).catch(() => undefined);
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('[shell]')) errors.push(message.text());
    });
    await page.goto('/en');
    // The shopper's first gesture starts the page's scripts (ADR 0502).
    await page.mouse.move(10, 10);
    await page.mouse.move(20, 20);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'failed');
    expect(refused).toBe(2);
    expect(errors).toHaveLength(1);
    // Links are plain links: the menu still leads to a server-rendered category.
    await page
      .getByRole('navigation', { name: 'Departments' })
      .getByRole('link', { name: 'Women', exact: true })
      .click();
    await expect(page).toHaveURL(/\/en\/3-women$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women');
  });
});
