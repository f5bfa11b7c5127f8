// Pins: a guest who only reads pages (50 views of every kind, by request and in the browser) is sent no cookie and writes no session row; the first add to cart opens one session.
import { expect, test } from '@playwright/test';
import type { BootstrapData, ProductList } from '@storefront/shared/schemas';
import { sessionRows } from '../support/database.ts';
import { hydrated } from '../support/shop.ts';

test.describe('security-guest-session', { tag: ['@shell', '@account'] }, () => {
  test('50 guest page views set no cookie and write no session row', async ({ playwright, baseURL }) => {
    const lookup = await playwright.request.newContext({ baseURL });
    const list = (
      await (await lookup.post('/api/getProductsFeatured', { data: { page: 1, resultsPerPage: 4 } })).json()
    ).psdata as ProductList;
    const menu = (await (await lookup.post('/api/bootstrap', { data: {} })).json()).psdata as BootstrapData;
    await lookup.dispose();
    const products = list.products.map((p) => new URL(p.link, baseURL).pathname);
    const categories = menu.menuItems.slice(0, 2).map((item) => item.url);
    const paths = [
      ...['en', 'fr', 'it', 'es', 'de'].map((lang) => `/${lang}`),
      ...products,
      ...categories,
      '/en/search?q=shirt',
      '/en/about',
      '/en/terms',
      '/en/cart',
      '/en/login',
      '/en/wishlist',
      '/en/compare',
      '/en/no-such-page',
    ];
    const before = sessionRows();
    let views = 0;
    while (views < 50) {
      const path = paths[views % paths.length] as string;
      // A fresh context each time: a first visit, as a crawler or a new shopper makes it.
      const guest = await playwright.request.newContext({ baseURL });
      const response = await guest.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expect(response.headers()['set-cookie'], path).toBeUndefined();
      await guest.dispose();
      views += 1;
    }
    expect(views).toBe(50);
    expect(sessionRows()).toBe(before);
  });

  test('in the browser, hydrated pages open no session until the shopper adds to the cart', async ({
    page,
    context,
  }) => {
    const setCookies: string[] = [];
    page.on('response', async (response) => {
      const value = await response.headerValue('set-cookie').catch(() => null);
      if (value) setCookies.push(`${response.url()}: ${value}`);
    });
    const before = sessionRows();
    for (const path of ['/en', '/en/search?q=shirt', '/en/about', '/en/cart']) {
      await page.goto(path);
      await hydrated(page);
    }
    expect(setCookies).toEqual([]);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('sf_session');
    expect(sessionRows()).toBe(before);

    const lookup = await page.request.post('/api/getProducts', { data: { categorySlug: 'home' } });
    const product = ((await lookup.json()).psdata as ProductList).products[0];
    if (!product) throw new Error('The seed has no home products');
    const added = await page.request.post('/api/createCartItem', {
      data: { id_product: product.id_product, id_product_attribute: product.id_product_attribute, qty: 1 },
    });
    expect(added.status()).toBe(200);
    expect((await context.cookies()).filter((c) => c.name === 'sf_session')).toHaveLength(1);
    expect(sessionRows()).toBe(before + 1);
  });
});
