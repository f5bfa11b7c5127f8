// Pins search: prefix matching across names, brands and categories in the request's language, typo tolerance,
// inert query syntax, facets of the phrase's products, and the small suggestions shape.
import type { SearchResults, SearchSuggestions } from '@storefront/shared/schemas';
import { Shopper, startApi, type RunningApi } from './support/server.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.stop());

const search = (lang: string, body: object) => new Shopper(api.url, lang).ok<SearchResults>('search', body);

test('matches words by prefix, all words required, in the request language', async () => {
  const lin = await search('fr', { s: 'robe lin', resultsPerPage: 60 });
  expect(lin.pagination.total_items).toBeGreaterThan(0);
  expect(lin.products.every((p) => /robe/i.test(p.name) && /lin/i.test(p.name))).toBe(true);
  const prefix = await search('en', { s: 'cashm', resultsPerPage: 60 });
  expect(prefix.products.length).toBeGreaterThan(0);
  expect(prefix.products.every((p) => /cashmere/i.test(p.name))).toBe(true);
  expect(prefix.label).toBe('Search results');
  expect(prefix.corrected_search_string).toBeNull();
});

test('finds by brand and by category name, ignoring accents', async () => {
  const brand = await search('en', { s: 'nordvik', resultsPerPage: 60 });
  expect(brand.products.length).toBeGreaterThan(0);
  expect(brand.products.every((p) => p.manufacturer_name === 'Nordvik')).toBe(true);
  const category = await search('de', { s: 'kuche' });
  expect(category.products.length).toBeGreaterThan(0);
  const accents = await search('fr', { s: 'legere' });
  expect(accents.products.some((p) => p.name.includes('légère'))).toBe(true);
});

test('the best match comes first', async () => {
  const data = await search('en', { s: 'wool' });
  expect(data.products[0]?.name).toMatch(/Wool/);
});

test('tolerates a typo by searching the closest known word', async () => {
  const data = await search('en', { s: 'cahsmere' });
  expect(data.corrected_search_string).toBe('cashmere');
  expect(data.products.length).toBeGreaterThan(0);
});

test('search syntax in the input is inert, and nonsense finds nothing', async () => {
  for (const s of ['"AND OR*', 'NEAR(a b)', 'name:*', '))((']) {
    const reply = await new Shopper(api.url).call<SearchResults>('search', { s });
    expect(reply.status).toBe(200);
  }
  const none = await search('en', { s: 'zzzqqqxxx' });
  expect(none.products).toEqual([]);
  expect(none.pagination.total_items).toBe(0);
});

test('results can be sorted and filtered like a category', async () => {
  const data = await search('en', { s: 'cotton', order: 'price_asc', q: 'availability-in_stock', resultsPerPage: 60 });
  const prices = data.products.map((p) => p.price_amount);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(data.products.every((p) => p.quantity > 0)).toBe(true);
  expect(data.facets.length).toBeGreaterThan(0);
});

test('facets are those of what the phrase finds: a filter narrows the results to its count', async () => {
  const all = await search('en', { s: 'sweater', resultsPerPage: 60 });
  const total = all.pagination.total_items;
  expect(all.current_q).toBe('');
  // Counted within the phrase's products, not the whole shop.
  expect(all.facets.every((facet) => facet.filters.every((filter) => filter.magnitude <= total))).toBe(true);
  const navy = all.facets.find((facet) => facet.key === 'colour')?.filters.find((filter) => filter.value === 'navy');
  expect(navy?.magnitude).toBeGreaterThan(0);
  expect(navy?.magnitude).toBeLessThan(total);

  const narrowed = await search('en', { s: 'sweater', q: navy?.nextEncodedFacets, resultsPerPage: 60 });
  expect(narrowed.search_string).toBe('sweater');
  expect(narrowed.current_q).toBe('colour-navy');
  expect(narrowed.pagination.total_items).toBe(navy?.magnitude);
  const found = new Set(all.products.map((product) => product.id_product));
  expect(narrowed.products.every((product) => found.has(product.id_product))).toBe(true);
  const active = narrowed.facets.flatMap((facet) =>
    facet.filters.filter((filter) => filter.active).map((filter) => `${facet.key}:${filter.value}`),
  );
  expect(active).toEqual(['colour:navy']);
});

test('suggestions: a few products and matching categories, few fields', async () => {
  const data = await new Shopper(api.url, 'it').ok<SearchSuggestions>('search', { s: 'abit', suggestions: true });
  expect(data.products.length).toBeGreaterThan(0);
  expect(data.products.length).toBeLessThanOrEqual(6);
  expect(Object.keys(data.products[0] ?? {}).sort()).toEqual(['id_product', 'image_url', 'link', 'name', 'price']);
  expect(data.categories.map((c) => c.name)).toContain('Abiti');
});

test('an empty query is a 400', async () => {
  const reply = await new Shopper(api.url).call('search', { s: '   ' });
  expect(reply.status).toBe(400);
  expect(reply.body.message).toContain('query string is not specified');
});
