// Pins the rails, related products, categories and brands the home, product and brand pages use.
import type { BrandPage, BrandSummary, CategoryDetail, ProductDetail, ProductList } from '@storefront/shared/schemas';
import { sql } from './support/outbox.ts';
import { Shopper, startApi, type RunningApi } from './support/server.ts';

let api: RunningApi;
let en: Shopper;
beforeAll(async () => {
  api = await startApi();
  en = new Shopper(api.url, 'en');
});
afterAll(() => api.stop());

describe('rails', () => {
  test('featured products are the flagged ones, paginated', async () => {
    const data = await en.ok<ProductList>('getProductsFeatured', { resultsPerPage: 5 });
    expect(data.products).toHaveLength(5);
    expect(data.pagination.total_items).toBeGreaterThanOrEqual(10);
    const page2 = await en.ok<ProductList>('getProductsFeatured', { resultsPerPage: 5, page: 2 });
    expect(page2.products.map((p) => p.id_product)).not.toContain(data.products[0]?.id_product);
  });

  test('latest products come newest first, and can be limited to a department', async () => {
    const data = await en.ok<ProductList>('getProductsLatest', { resultsPerPage: 20 });
    const dates = data.products.map((p) => p.date_add);
    expect(dates).toEqual(dates.toSorted().toReversed());
    expect(data.products[0]?.new).toBe(true);
    const home = await en.ok<ProductList>('getProductsLatest', { id_category: 6, resultsPerPage: 60 });
    expect(home.pagination.total_items).toBe(32);
    expect(home.products.every((p) => [24, 25, 26, 27].includes(p.id_category_default))).toBe(true);
  });

  test('best sellers are ordered by sales (a product bought is not less popular than the next)', async () => {
    const data = await en.ok<ProductList>('getProductsBestsellers', { resultsPerPage: 10 });
    expect(data.products).toHaveLength(10);
    const kids = await en.ok<ProductList>('getProductsBestsellers', { id_category: 5 });
    expect(kids.products.every((p) => [20, 21, 22, 23].includes(p.id_category_default))).toBe(true);
  });

  test('rails refuse bad input and unknown categories', async () => {
    expect((await en.call('getProductsLatest', { resultsPerPage: 0 })).status).toBe(400);
    expect((await en.call('getProductsFeatured', { id_category: 4242 })).status).toBe(404);
  });

  test('related products: same category, in stock, not the product itself', async () => {
    const product = await en.ok<ProductDetail>('getProduct', { product_id: 12 });
    const data = await en.ok<ProductList>('getRelatedProducts', { id_product: 12 });
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.length).toBeLessThanOrEqual(8);
    expect(data.products.map((p) => p.id_product)).not.toContain(12);
    expect(data.products.every((p) => p.id_category_default === product.id_category_default && p.quantity > 0)).toBe(
      true,
    );
    const missing = await en.call('getRelatedProducts', { id_product: 99999 });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(302);
  });

  test('best sellers over the whole shop are its most sold products, whatever their department (the recommended row)', async () => {
    // One product of each department (women, men, kids, home) made the shop's four top sellers, in this order.
    const picks: number[] = [];
    for (const department of [6, 3, 5, 4]) {
      const latest = await en.ok<ProductList>('getProductsLatest', { id_category: department, resultsPerPage: 20 });
      const first = latest.products.find((p) => p.id_category_default !== 10);
      if (!first) throw new Error(`no product in department ${department}`);
      picks.push(first.id_product);
    }
    for (const [rank, id] of picks.entries())
      await sql(api.database, 'UPDATE product SET sales = ? WHERE id_product = ?', 100_000 - rank, id);
    // As an order does, in the same breath: the stock version moved, so every instance reads sales again.
    await sql(api.database, 'UPDATE catalog_version SET version = version + 1 WHERE id = 2');

    const row = await en.ok<ProductList>('getProductsBestsellers', { page: 1, resultsPerPage: 4 });
    expect(row.products.map((p) => p.id_product)).toEqual(picks);
    expect(new Set(row.products.map((p) => p.id_category_default)).size).toBe(4);
    // Not the SPEC helper's category 10 (dresses in this seed): none of the four is a dress.
    expect(row.products.some((p) => p.id_category_default === 10)).toBe(false);
    const next = await en.ok<ProductList>('getProductsBestsellers', { page: 2, resultsPerPage: 4 });
    expect(next.products.map((p) => p.id_product)).not.toEqual(expect.arrayContaining(picks));
  });
});

describe('categories', () => {
  test('getCategory by id or slug: names, children, counts, links in every language', async () => {
    const data = await en.ok<CategoryDetail>('getCategory', { id_category: 5 });
    expect(data).toMatchObject({
      id_category: 5,
      name: 'Kids',
      link: '/en/5-kids',
      id_parent: 2,
      level_depth: 2,
      products_count: 36,
    });
    expect(data.children.map((c) => c.id_category)).toEqual([20, 21, 22, 23]);
    expect(data.links).toMatchObject({ en: '/en/5-kids', it: '/it/5-bambini', de: '/de/5-kinder' });
    const bySlug = await new Shopper(api.url, 'es').ok<CategoryDetail>('getCategory', { categorySlug: 'kinder' });
    expect(bySlug).toMatchObject({ id_category: 5, name: 'Niños' });
  });

  test('getCategory failures', async () => {
    expect((await en.call('getCategory', {})).status).toBe(400);
    const missing = await en.call('getCategory', { categorySlug: 'nothing-here' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(302);
  });
});

describe('brands', () => {
  test('getBrands lists every brand with a count, link and logo', async () => {
    const brands = await en.ok<BrandSummary[]>('getBrands');
    expect(brands.length).toBeGreaterThanOrEqual(8);
    expect(brands.reduce((n, b) => n + b.products_count, 0)).toBe(168);
    const b = brands[0] as BrandSummary;
    expect(b.link).toBe(`/en/brands/${b.id_manufacturer}-${b.link_rewrite}`);
    const logo = await fetch(`${api.url}${b.image.url}`);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
  });

  test('getBrand answers the brand with a listing page, by id or slug', async () => {
    const brands = await en.ok<BrandSummary[]>('getBrands');
    const target = brands.find((b) => b.products_count > 3) as BrandSummary;
    const data = await en.ok<BrandPage>('getBrand', { slug: target.link_rewrite, resultsPerPage: 3 });
    expect(data.name).toBe(target.name);
    expect(data.pagination.total_items).toBe(target.products_count);
    expect(data.products.every((p) => p.id_manufacturer === target.id_manufacturer)).toBe(true);
    expect(data.facets.find((f) => f.key === 'brand')?.filters).toHaveLength(1);
    const byId = await en.ok<BrandPage>('getBrand', { id_manufacturer: target.id_manufacturer, order: 'price_asc' });
    const prices = byId.products.map((p) => p.price_amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('getBrand failures', async () => {
    expect((await en.call('getBrand', {})).status).toBe(400);
    expect((await en.call('getBrand', { id_manufacturer: 999 })).status).toBe(404);
  });
});
