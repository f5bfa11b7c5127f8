// Pins (ADR 0600): a shared page is the same bytes for every guest (whatever their cart, session, consent and notice cookies) and is served from the render cache with CDN headers and a nonce-free policy; a guest's cart count arrives after hydration without a shift; a guest's shared page loads nothing of the account remote and makes no failing getCustomer call (ADR 0302); the consent banner shows for a first visit and stays hidden for a returning shopper though the cached page carries it; a publish of catalog shows on the next request despite the cache; a tile rendered for one page is written into the next as kept markup and hydrates in place; a maintenance answer is never kept; a signed-in shopper's personal page is never cached, and is sent whole in one write.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { ProductList } from '@storefront/shared/schemas';
import { testShop } from '../support/ports.ts';
import { secondShop } from '../support/second-shop.ts';
import { hydrated, hydrationWarnings, layoutShift, publishVariant, readRegistry } from '../support/shop.ts';

test.describe('render-once', { tag: ['@shell', '@catalog'] }, () => {
  const directives = (policy: string | undefined) =>
    Object.fromEntries((policy ?? '').split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
  const cacheState = (response: APIResponse) => /cache;desc=(\w+)/.exec(response.headers()['server-timing'] ?? '')?.[1];

  async function firstProduct(request: APIRequestContext) {
    const list = (await (await request.post('/api/getProductsFeatured', { data: { resultsPerPage: 1 } })).json())
      .psdata as ProductList;
    const product = list.products[0];
    if (!product) throw new Error('The seed lists no featured product');
    return { product, path: new URL(product.link, 'http://shop.invalid').pathname };
  }

  test('two guests get byte-identical HTML for a product page, whatever their cookies, from one render', async ({
    playwright,
    baseURL,
  }) => {
    const plain = await playwright.request.newContext({ baseURL });
    // A guest with a cart (a session cookie), a saved cookie choice and a dismissed notice.
    const busy = await playwright.request.newContext({ baseURL });
    const { product, path } = await firstProduct(plain);
    const added = await busy.post('/api/createCartItem', {
      data: { id_product: product.id_product, id_product_attribute: product.id_product_attribute, qty: 2 },
    });
    expect(added.ok()).toBe(true);
    const session = (await busy.storageState()).cookies.map((cookie) => `${cookie.name}=${cookie.value}`);
    expect(session.length).toBeGreaterThan(0);
    const cookie = [...session, 'shell_consent=necessary', 'shell_country_notice=DE'].join('; ');

    const first = await busy.get(path, { headers: { cookie } });
    const second = await plain.get(path);
    expect(first.status()).toBe(200);
    expect(second.status()).toBe(200);
    const [a, b] = [await first.body(), await second.body()];
    expect(a.length).toBeGreaterThan(1000);
    expect(a.equals(b)).toBe(true);
    // Rendered once: the second guest was served the kept render.
    expect(cacheState(second)).toMatch(/^(hit|stale)$/);
    // Nothing personal in it: the product, yes; no session, no count, no Set-Cookie.
    expect(b.toString()).toContain(product.name);
    expect(second.headers()['set-cookie']).toBeUndefined();
    expect(first.headers()['set-cookie']).toBeUndefined();

    // CDN-ready: public, kept by shared caches briefly and refreshed in the background, varying by no cookie.
    expect(second.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(second.headers()['vary']).toContain('Accept-Encoding');
    expect(second.headers()['vary']).not.toMatch(/cookie/i);
    // The same policy for both copies: inline scripts allowed by hash, no per-response nonce in a shared document.
    const policy = directives(second.headers()['content-security-policy']);
    expect(policy['script-src']?.some((source: string) => source.startsWith("'sha256-"))).toBe(true);
    expect(policy['script-src']?.join(' ')).not.toMatch(/nonce|unsafe-inline/);
    expect(b.toString()).not.toContain('nonce=');
    await Promise.all([plain.dispose(), busy.dispose()]);
  });

  test('a guest with items in the cart sees their count after hydration, without a shift', async ({ page }) => {
    const warnings = hydrationWarnings(page);
    const { product, path } = await firstProduct(page.request);
    await page.request.post('/api/createCartItem', {
      data: { id_product: product.id_product, id_product_attribute: product.id_product_attribute, qty: 3 },
    });
    // The shared HTML holds the badge's place, empty: the count is this shopper's alone.
    const html = await (await page.request.get(path)).text();
    expect(html).toMatch(/data-testid="shell-cart-count"[^>]*>\u00a0<\/span>/);
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByTestId('shell-cart-count')).toHaveText('3');
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName(/3/);
    expect(await layoutShift(page)).toBe(0);
    expect(warnings).toEqual([]);
  });

  test('a tile rendered for one page is written into another as kept markup, which the browser hydrates as its own', async ({
    page,
  }) => {
    const keptOf = (response: APIResponse) =>
      /kept;desc="reused (\d+), kept (\d+)"/
        .exec(response.headers()['server-timing'] ?? '')
        ?.slice(1)
        .map(Number);
    // The category keeps its tiles; the same category filtered, a page not rendered before (a query of its own: not
    // served from the page cache), lists the same products, some at other places, and is written with those tiles.
    const visit = Date.now();
    const listed = await page.request.get(`/en/3-women?utm_source=kept-${visit}`);
    const [reusedBefore = 0, keptBefore = 0] = keptOf(listed) ?? [];
    expect(reusedBefore + keptBefore).toBeGreaterThan(4);
    const filteredPath = `/en/3-women?q=availability-in_stock&utm_source=kept-${visit}`;
    const filtered = await page.request.get(filteredPath);
    expect(filtered.status()).toBe(200);
    expect(cacheState(filtered)).toBe('miss');
    const [reused = 0] = keptOf(filtered) ?? [];
    expect(reused).toBeGreaterThan(4);
    const html = await filtered.text();
    expect(html).not.toContain('data-kept-markup');
    // The pictures that load first are preloaded ahead of the page's markup, their tiles written from kept copies or
    // not (React writes the links at the top of the app's HTML).
    const top = html.slice(0, html.indexOf('<main'));
    const body = html.slice(html.indexOf('<main'));
    const first = [...body.matchAll(/<img src="([^"]+)"[^>]*fetchPriority="high"/g)].map((match) => match[1]);
    expect(first.length).toBeGreaterThan(1);
    for (const src of first)
      expect(top).toContain(`<link rel="preload" href="${src}" as="image" fetchPriority="high"/>`);

    const recoverable: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|#418|#423|#425/i.test(message.text())) recoverable.push(message.text());
    });
    await page.goto(filteredPath);
    // The last tile is a kept one.
    const lastTile = page.getByRole('main').getByRole('article').last();
    const name = await lastTile.getByRole('heading').textContent();
    await lastTile.evaluate((tile) => Object.assign(window, { keptTile: tile }));
    await hydrated(page);
    // Hydrated in place: the server's element is the one React took over, with no mismatch to recover from.
    expect(await lastTile.evaluate((tile) => tile === (window as unknown as { keptTile: Element }).keptTile)).toBe(
      true,
    );
    expect(recoverable).toEqual([]);
    await lastTile.getByRole('button', { name: `Add ${name} to the wishlist` }).click();
    await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  });

  test('a guest’s home, category and product pages load nothing of the account remote and make no failing call', async ({
    page,
  }) => {
    const accountOrigin = new URL(readRegistry().remotes.account.browser).origin;
    const fromAccount: string[] = [];
    const customerCalls: string[] = [];
    const failures: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(accountOrigin)) fromAccount.push(request.url());
      if (new URL(request.url()).pathname.endsWith('/getCustomer')) customerCalls.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    const warnings = hydrationWarnings(page);
    const { path: productPath } = await firstProduct(page.request);
    for (const path of ['/en', '/en/3-women', productPath]) {
      const html = await (await page.request.get(path)).text();
      // The shared HTML holds the entry's box, empty, and nothing of the account remote.
      // (The registry's entry URLs are in the page data; no module, CSS or preconnect of the account remote is.)
      expect(html.includes('data-testid="shell-account-entry"'), path).toBe(true);
      expect(html.includes('account-menu'), path).toBe(false);
      expect(html.includes('"module":"AccountMenu"'), path).toBe(false);
      expect(html.includes(`<link rel="preconnect" href="${accountOrigin}"`), path).toBe(false);
      await page.goto(path);
      await hydrated(page);
      const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true });
      await expect(signIn).toBeVisible();
      await expect(signIn).toHaveAttribute('href', '/en/login');
      // Settled: whatever the page fetches after hydration has been asked and answered.
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page), path).toBe(0);
    }
    expect(fromAccount).toEqual([]);
    expect(customerCalls).toEqual([]);
    expect(failures).toEqual([]);
    expect(warnings).toEqual([]);
    // The link leads to the sign-in page, where the account remote takes over.
    await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/en/login');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Sign in');
  });

  test('a signed-in shopper gets the guests’ product page, then their own cart count, without a shift', async ({
    page,
  }) => {
    const { product, path } = await firstProduct(page.request);
    const guestBytes = await (await page.request.get(path)).body();
    const login = await page.request.post('/api/login', {
      data: { email: 'demo@sartorianova.example', password: 'Demo1234!' },
    });
    expect(login.ok()).toBe(true);
    await page.request.post('/api/createCartItem', {
      data: { id_product: product.id_product, id_product_attribute: product.id_product_attribute, qty: 1 },
    });
    const cart = (await (await page.request.post('/api/getCartItems', { data: {} })).json()) as {
      psdata: { products_count: number };
    };
    expect(cart.psdata.products_count).toBeGreaterThan(0);
    // The api's session replies reach any cache in front of the shop as private.
    const reply = await page.request.post('/api/getCartItems', { data: {} });
    expect(reply.headers()['cache-control']).toBe('private, no-store');
    const response = await page.goto(path);
    expect((await response?.body())?.equals(guestBytes)).toBe(true);
    await hydrated(page);
    await expect(page.getByTestId('shell-cart-count')).toHaveText(String(cart.psdata.products_count));
    expect(await layoutShift(page)).toBe(0);
  });

  test('the cached page carries the consent banner: a first visit sees it, a returning shopper never does', async ({
    page,
    context,
    baseURL,
  }) => {
    const warnings = hydrationWarnings(page);
    // Kept once for everyone.
    await page.request.get('/en/4-men');
    // A returning shopper: hidden from the first paint (the head script reads the cookie), gone after hydration.
    await context.addCookies([{ name: 'shell_consent', value: 'necessary', url: baseURL as string }]);
    const banner = page.getByRole('region', { name: 'Cookies on this shop' });
    await page.goto('/en/4-men', { waitUntil: 'commit' });
    await expect(page.locator('html[data-consent-saved]')).toHaveCount(1);
    await expect(banner).toBeHidden();
    await hydrated(page);
    await expect(banner).toHaveCount(0);
    expect(await layoutShift(page)).toBe(0);
    // Asked for from the footer, it shows.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner).toBeVisible();

    // A first visit, served the same kept page, is asked.
    await context.clearCookies();
    await page.goto('/en/4-men');
    await hydrated(page);
    await expect(banner).toBeVisible();
    expect(warnings).toEqual([]);
  });

  test('a publish of catalog shows on the next request despite the cache', async ({ request }) => {
    const kept = await request.get('/en');
    await request.get('/en');
    expect(await kept.text()).toContain('New season, new favourites');
    const again = await request.get('/en');
    expect(cacheState(again)).toMatch(/^(hit|stale)$/);
    const variant = publishVariant('catalog', 'New season, new favourites', 'Version two of the catalog');
    try {
      const after = await request.get('/en');
      expect(await after.text()).toContain('Version two of the catalog');
      expect(cacheState(after)).toBe('miss');
    } finally {
      variant.restore();
    }
    // And the rollback too.
    const back = await request.get('/en');
    expect(await back.text()).toContain('New season, new favourites');
  });

  test('a signed-in shopper’s personal page is never cached; a shared page is still the guest’s bytes', async ({
    playwright,
    baseURL,
  }) => {
    const shopper = await playwright.request.newContext({ baseURL });
    const login = await shopper.post('/api/login', {
      data: { email: 'demo@sartorianova.example', password: 'Demo1234!' },
    });
    expect(login.ok()).toBe(true);
    for (const path of ['/en/cart', '/en/login']) {
      const first = await shopper.get(path);
      const second = await shopper.get(path);
      expect(first.headers()['cache-control'], path).toBe('private, no-store');
      expect(cacheState(second), path).toBe('personal');
      // A fresh nonce each time: nothing of it was kept.
      const nonces = [first, second].map(
        (response) => /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1],
      );
      expect(nonces[0]).toBeDefined();
      expect(nonces[0]).not.toBe(nonces[1]);
      // Rendered whole and sent in one write (ADR 0600): its length known, no chunk of it cut by a process ending.
      expect(first.headers()['transfer-encoding'], path).toBeUndefined();
      expect(Number(first.headers()['content-length']), path).toBeGreaterThan(0);
      expect(first.headers()['server-timing'], path).toMatch(/render;dur=[\d.]+, gzip;dur=[\d.]+, cache;desc=personal/);
      expect(await first.text(), path).toMatch(/<\/html>$/);
    }
    const guest = await playwright.request.newContext({ baseURL });
    const [mine, theirs] = await Promise.all([shopper.get('/en/3-women'), guest.get('/en/3-women')]);
    expect((await mine.body()).equals(await theirs.body())).toBe(true);
    await Promise.all([shopper.dispose(), guest.dispose()]);
  });

  test.describe('a shop whose api goes into maintenance and comes back', () => {
    // A real proxy in front of the suite's api that answers 503 while `down` (the api in maintenance).
    let down = true;
    let proxy: http.Server | undefined;
    const shop = secondShop('render-once', 900, async () => {
      proxy = http.createServer((req, res) => {
        if (down) {
          res.writeHead(503, { 'content-type': 'text/plain' });
          return res.end('Service Unavailable');
        }
        const upstream = http.request(
          { host: '127.0.0.1', port: testShop.apiPort, path: req.url, method: req.method, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => res.destroy());
        req.pipe(upstream);
      });
      await new Promise<void>((resolve) => proxy?.listen(0, '127.0.0.1', resolve));
      return { API_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` };
    });
    test.afterAll(async () => {
      await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
    });

    test('the maintenance answer is never kept: the page is back on the next request', async ({ request }) => {
      for (let i = 0; i < 2; i++) {
        const response = await request.get(`${shop.url()}/en/3-women`);
        expect(response.status()).toBe(503);
        expect(response.headers()['cache-control']).toBe('no-store');
      }
      down = false;
      const back = await request.get(`${shop.url()}/en/3-women`);
      expect(back.status()).toBe(200);
      expect(cacheState(back)).toBe('miss');
      expect(await back.text()).toContain('Women');
      expect(cacheState(await request.get(`${shop.url()}/en/3-women`))).toMatch(/^(hit|stale)$/);
    });
  });
});
