// Pins the catalogue contract the remotes render: bootstrap menu, listings with facets and sorting, product detail.
import type { BootstrapData, ListingProduct, ProductDetail, ProductListing } from '@storefront/shared/schemas';
import { SORT_KEYS } from '@storefront/shared/schemas';
import { Shopper, startApi, type RunningApi } from './support/server.ts';

let api: RunningApi;
let en: Shopper;
beforeAll(async () => {
  api = await startApi();
  en = new Shopper(api.url, 'en');
});
afterAll(() => api.stop());

const listing = (shopper: Shopper, body: object) => shopper.ok<ProductListing>('getProducts', body);

describe('bootstrap', () => {
  test('menu: four departments with subcategories, then brands; languages and shop details', async () => {
    const data = await new Shopper(api.url, 'it').ok<BootstrapData>('bootstrap');
    expect(data.menuItems.map((m) => [m.type, m.label, m.depth])).toEqual([
      ['category', 'Donna', 1],
      ['category', 'Uomo', 1],
      ['category', 'Bambini', 1],
      ['category', 'Casa', 1],
      ['manufacturers', 'Marchi', 1],
    ]);
    const women = data.menuItems[0];
    expect(women?.children.length).toBeGreaterThanOrEqual(3);
    expect(women?.children[0]).toMatchObject({ id: 10, type: 'category', url: '/it/10-donna-abiti', depth: 2 });
    expect(data.menuItems[4]?.children.length).toBeGreaterThanOrEqual(8);
    expect(data.menuItems[4]?.children[0]?.url).toMatch(/^\/it\/brands\/\d+-[a-z0-9-]+$/);
    expect(data.languages.languages.map((l) => l.iso_code)).toEqual(['en', 'fr', 'it', 'es', 'de']);
    expect(data.languages.current_language.iso_code).toBe('it');
    expect(data.currencies.current_currency).toEqual({ iso_code: 'EUR', sign: '€' });
    expect(data.contact_info.address.country).toBe('Italia');
    expect(data.cms_pages.map((p) => p.slug)).toEqual([
      'aiuto-faq',
      'contatti',
      'condizioni-di-vendita',
      'garanzia',
      'chi-siamo',
    ]);
  });
});

describe('getProducts', () => {
  test('by id: a department lists its subcategories products, with PrestaShop listing fields', async () => {
    const data = await listing(en, { id_category: 3 });
    expect(data).toMatchObject({ id_category: 3, name: 'Women', link_rewrite: 'women', link: '/en/3-women' });
    expect(data.pagination).toEqual({
      total_items: 55,
      items_shown_from: 1,
      items_shown_to: 24,
      current_page: 1,
      pages_count: 3,
    });
    const p = data.products[0] as ListingProduct;
    expect(p.link).toBe(`/en/${p.id_product}-${p.link_rewrite}.html`);
    expect(typeof p.price_amount).toBe('number');
    expect(p.price).toMatch(/^€\d+\.\d\d$/);
    expect(p.default_image).toEqual({
      url: expect.stringMatching(/^\/api\/img\/p\/\d+-\d+\.svg$/),
      width: 600,
      height: 750,
    });
    expect(['available', 'last_remaining_items', 'unavailable']).toContain(p.availability);
    expect(p.color_list.length).toBeGreaterThanOrEqual(2);
    expect(data.categories?.children.map((c) => c.id)).toEqual([10, 11, 12, 13, 14]);
    expect(data.breadcrumb).toEqual([{ id_category: 3, name: 'Women', link_rewrite: 'women', link: '/en/3-women' }]);
  });

  test('by slug in any language, answering in the request language', async () => {
    const data = await new Shopper(api.url, 'de').ok<ProductListing>('getProducts', {
      categorySlug: 'donna-abiti',
      resultsPerPage: 5,
    });
    expect(data).toMatchObject({ id_category: 10, name: 'Kleider', link_rewrite: 'damen-kleider' });
    expect(data.products).toHaveLength(5);
    expect(data.products[0]?.price).toMatch(/^\d+,\d\d\s€$/);
    expect(data.breadcrumb.map((b) => b.name)).toEqual(['Damen', 'Kleider']);
  });

  test('an unknown category is a 404 with code 302', async () => {
    const bySlug = await en.call('getProducts', { categorySlug: 'no-such-thing' });
    expect(bySlug.status).toBe(404);
    expect(bySlug.body).toMatchObject({ success: false, code: 302, message: 'There is not a category with this slug' });
    const byId = await en.call('getProducts', { id_category: 9999 });
    expect(byId.status).toBe(404);
    expect(byId.body.code).toBe(302);
  });

  test.each([
    [{}, 'Id category or slug not specified'],
    [{ id_category: 3, resultsPerPage: 61 }, 'resultsPerPage'],
    [{ id_category: 3, page: 0 }, 'page'],
    [{ id_category: 3, order: 'cheapest' }, 'order'],
    [{ id_category: -1 }, 'id_category'],
    [{ categorySlug: '../etc' }, 'categorySlug'],
  ])('bad input %j is a 400 naming the problem', async (body, words) => {
    const reply = await en.call('getProducts', body);
    expect(reply.status).toBe(400);
    expect(reply.body.success).toBe(false);
    expect(reply.body.message).toContain(words);
  });

  test('pages are consistent: no product twice, the last page is partial, past the end is empty', async () => {
    const seen = new Set<number>();
    const pages = await Promise.all([1, 2, 3].map((page) => listing(en, { id_category: 3, page })));
    for (const data of pages) for (const p of data.products) seen.add(p.id_product);
    expect(pages[2]?.pagination).toMatchObject({ items_shown_from: 49, items_shown_to: 55 });
    expect(seen.size).toBe(55);
    const beyond = await listing(en, { id_category: 3, page: 9 });
    expect(beyond.products).toEqual([]);
    expect(beyond.pagination.items_shown_from).toBe(0);
  });

  const field =
    (order: string) =>
    (p: ListingProduct): number | string =>
      order.startsWith('price') ? p.price_amount : order.startsWith('date') ? p.date_add : p.name;
  const compare = (a: number | string, b: number | string) =>
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : String(a).localeCompare(String(b), 'en', { sensitivity: 'base' });

  test.each(['price_asc', 'date_add_asc', 'title_asc'])('sorts by %s', async (order) => {
    const data = await listing(en, { id_category: 4, order, resultsPerPage: 60 });
    const values = data.products.map(field(order));
    expect(values).toEqual(values.toSorted(compare));
    expect(data.sort_orders.find((s) => s.current)?.urlParameter).toBe(order);
  });

  test.each(['price_desc', 'date_add_desc', 'title_desc'])('sorts by %s', async (order) => {
    const values = (await listing(en, { id_category: 4, order, resultsPerPage: 60 })).products.map(field(order));
    expect(values).toEqual(values.toSorted(compare).toReversed());
  });

  test('popularity follows the best sellers, and all eight sort orders are offered', async () => {
    const data = await listing(en, { id_category: 4, order: 'popularity', resultsPerPage: 60 });
    const best = await en.ok<{ products: ListingProduct[]; pagination: { total_items: number } }>(
      'getProductsBestsellers',
      { id_category: 4, resultsPerPage: 60 },
    );
    expect(data.products.slice(0, best.pagination.total_items).map((p) => p.id_product)).toEqual(
      best.products.map((p) => p.id_product),
    );
    expect(data.sort_orders.map((s) => s.urlParameter)).toEqual([...SORT_KEYS]);
  });

  test('facets: OR within a facet, AND across facets, counts reflect the other filters', async () => {
    const all = await listing(en, { id_category: 3, resultsPerPage: 60 });
    const colour = all.facets.find((f) => f.key === 'colour');
    const size = all.facets.find((f) => f.key === 'size');
    expect(all.facets.map((f) => f.key)).toEqual(['size', 'colour', 'brand', 'price', 'availability']);
    const black = colour?.filters.find((f) => f.value === 'black');
    const red = colour?.filters.find((f) => f.value === 'red');
    expect(black?.nextEncodedFacets).toBe('colour-black');
    const onlyBlack = await listing(en, { id_category: 3, q: 'colour-black', resultsPerPage: 60 });
    expect(onlyBlack.pagination.total_items).toBe(black?.magnitude);
    expect(onlyBlack.products.every((p) => p.color_list.some((c) => c.name === 'Black'))).toBe(true);
    const blackOrRed = await listing(en, { id_category: 3, q: 'colour-black-red', resultsPerPage: 60 });
    expect(blackOrRed.pagination.total_items).toBeGreaterThanOrEqual(
      Math.max(black?.magnitude ?? 0, red?.magnitude ?? 0),
    );
    // The colour facet keeps counting as if colour were free, the size facet counts within black.
    const bColour = onlyBlack.facets.find((f) => f.key === 'colour')?.filters.find((f) => f.value === 'red');
    expect(bColour?.magnitude).toBe(red?.magnitude);
    expect(bColour?.nextEncodedFacets).toBe('colour-black-red');
    const m = onlyBlack.facets.find((f) => f.key === 'size')?.filters.find((f) => f.value === 'm');
    const blackAndM = await listing(en, { id_category: 3, q: 'size-m/colour-black', resultsPerPage: 60 });
    expect(blackAndM.pagination.total_items).toBe(m?.magnitude);
    expect(blackAndM.pagination.total_items).toBeLessThanOrEqual(onlyBlack.pagination.total_items);
    expect(size?.filters.map((f) => f.label)).toEqual(expect.arrayContaining(['XS', 'S', 'M', 'L', 'XL']));
  });

  test('price and availability facets filter, and q is normalised', async () => {
    const cheap = await listing(en, { id_category: 4, q: 'price-0_50', resultsPerPage: 60 });
    expect(cheap.products.length).toBeGreaterThan(0);
    expect(cheap.products.every((p) => p.price_amount < 50)).toBe(true);
    const messy = await listing(en, {
      id_category: 4,
      q: 'Availability-in_stock/price-0_50/bogus-1',
      resultsPerPage: 60,
    });
    expect(messy.current_q).toBe('price-0_50/availability-in_stock');
    expect(messy.products.every((p) => p.quantity > 0)).toBe(true);
    const soldOut = await listing(en, { id_category: 2, q: 'availability-out_of_stock', resultsPerPage: 60 });
    expect(soldOut.products.length).toBeGreaterThan(0);
    expect(soldOut.products.every((p) => p.availability === 'unavailable')).toBe(true);
  });

  test('the brand facet filters by brand', async () => {
    const all = await listing(en, { id_category: 2, resultsPerPage: 60 });
    const brand = all.facets.find((f) => f.key === 'brand')?.filters[0];
    const data = await listing(en, { id_category: 2, q: brand?.nextEncodedFacets ?? '', resultsPerPage: 60 });
    expect(data.pagination.total_items).toBe(brand?.magnitude);
    expect(new Set(data.products.map((p) => p.manufacturer_name))).toEqual(new Set([brand?.label]));
  });
});

describe('getProduct', () => {
  test('without a group: the default combination, gallery, selectors, size guide', async () => {
    const p = await en.ok<ProductDetail>('getProduct', { product_id: 1 });
    expect(p.id_product).toBe(1);
    expect(p.combinations.find((c) => c.id_product_attribute === p.id_product_attribute)).toBeDefined();
    expect(p.images[0]).toEqual(p.cover);
    expect(p.images.length).toBeGreaterThanOrEqual(4);
    expect(p.groups.map((g) => [g.name, g.group_type])).toEqual([
      ['Size', 'select'],
      ['Colour', 'color'],
    ]);
    expect(p.groups.every((g) => g.attributes.filter((a) => a.selected).length === 1)).toBe(true);
    expect(p.size_guide?.columns).toEqual(['Chest', 'Waist', 'Hips']);
    expect(p.breadcrumb.map((b) => b.id_category)).toEqual([3, 10]);
    expect(p.description).toContain('<p>');
    expect(p.features.map((f) => f.name)).toEqual(['Composition', 'Care', 'Made in']);
  });

  test('a group map resolves another combination, with its stock, price and picture', async () => {
    const base = await en.ok<ProductDetail>('getProduct', { product_id: 2 });
    const colours = base.groups[1]?.attributes ?? [];
    const other = colours.find((a) => !a.selected);
    const size = base.groups[0]?.attributes.find((a) => a.selected);
    const p = await en.ok<ProductDetail>('getProduct', {
      product_id: 2,
      group: { '1': size?.id_attribute, '2': other?.id_attribute },
    });
    const combo = p.combinations.find((c) => c.id_product_attribute === p.id_product_attribute);
    expect(combo?.attributes).toEqual([size?.id_attribute, other?.id_attribute]);
    expect(p.quantity).toBe(combo?.quantity);
    expect(p.cover.url).not.toBe(base.cover.url);
    expect(p.groups[1]?.attributes.find((a) => a.selected)?.id_attribute).toBe(other?.id_attribute);
  });

  test('availability of each attribute considers the other selections', async () => {
    const p = await en.ok<ProductDetail>('getProduct', { product_id: 5 });
    const [sizes, colours] = p.groups;
    const colour = colours?.attributes.find((a) => a.selected);
    for (const size of sizes?.attributes ?? []) {
      const inStock = p.combinations.some(
        (c) =>
          c.quantity > 0 &&
          c.attributes.includes(size.id_attribute) &&
          c.attributes.includes(colour?.id_attribute ?? 0),
      );
      expect(size.available).toBe(inStock);
    }
  });

  test('localized names, descriptions and formatted prices', async () => {
    const fr = await new Shopper(api.url, 'fr').ok<ProductDetail>('getProduct', { product_id: 1 });
    expect(fr.name).toMatch(/^Robe /);
    expect(fr.price).toMatch(/€$/);
    expect(fr.size_guide?.title).toBe('Guide des tailles');
  });

  test("links: the product in every language, each with its own slug, each naming that language's product page", async () => {
    const fr = await new Shopper(api.url, 'fr').ok<ProductDetail>('getProduct', { product_id: 1 });
    expect(Object.keys(fr.links)).toEqual(['en', 'fr', 'it', 'es', 'de']);
    expect(new Set(Object.values(fr.links)).size).toBe(5);
    expect(fr.links.fr).toBe(fr.link);
    for (const [lang, path] of Object.entries(fr.links)) {
      const [, pathLang, id, slug] = /^\/([a-z]{2})\/(\d+)-([a-z0-9-]+)\.html$/.exec(path) ?? [];
      expect([pathLang, id]).toEqual([lang, '1']);
      const there = await new Shopper(api.url, lang).ok<ProductDetail>('getProduct', { product_id: Number(id) });
      expect(there).toMatchObject({ id_product: 1, link_rewrite: slug, link: path, links: fr.links });
    }
    expect(new Set(Object.values(fr.links).map((path) => path.replace(/^\/[a-z]{2}\//, ''))).size).toBe(5);
  });

  test('unknown product is 404 code 302; bad input is 400', async () => {
    const missing = await en.call('getProduct', { product_id: 99999 });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 302, message: 'product not found' });
    const bad = await en.call('getProduct', { product_id: '1' });
    expect(bad.status).toBe(400);
    const badGroup = await en.call('getProduct', { product_id: 1, group: { size: 3 } });
    expect(badGroup.status).toBe(400);
  });
});

describe('images', () => {
  test('product pictures are small immutable SVGs; unknown ones 404', async () => {
    const response = await fetch(`${api.url}/api/img/p/1-1.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 600 750"/);
    expect(svg.length).toBeLessThan(2048);
    expect((await fetch(`${api.url}/api/img/p/1-99.svg`)).status).toBe(404);
    expect((await fetch(`${api.url}/api/img/p/..%2F..%2Fetc.svg`)).status).toBe(404);
  });

  test('every product has pictures for every colour', async () => {
    const data = await listing(en, { id_category: 2, resultsPerPage: 60, page: 1 });
    const statuses = await Promise.all(
      data.products.map((p) => fetch(`${api.url}${p.cover.url}`).then((r) => r.status)),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
  });
});
