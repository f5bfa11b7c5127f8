// Pins the two versions of the catalogue the api's cache follows (FactsCache, ADR 0103): stock and sales moved by an
// order or the back office are read again and seen at once in every language, listings included; the rest of a
// product's facts (its price here) are the catalogue's and read again when the catalogue version moves.
import type { ProductDetail, ProductListing } from '@storefront/shared/schemas';
import { setStock, sql } from './support/outbox.ts';
import { Shopper, startApi, type RunningApi } from './support/server.ts';

let api: RunningApi;
let en: Shopper;
let fr: Shopper;
beforeAll(async () => {
  api = await startApi();
  en = new Shopper(api.url, 'en');
  fr = new Shopper(api.url, 'fr');
});
afterAll(() => api.stop());

const PRODUCT = 12;
const detail = (shopper: Shopper) => shopper.ok<ProductDetail>('getProduct', { product_id: PRODUCT });
const listed = async (shopper: Shopper, category: number) => {
  const listing = await shopper.ok<ProductListing>('getProducts', { id_category: category, resultsPerPage: 60 });
  return listing.products.find((p) => p.id_product === PRODUCT);
};

test('stock moved by another writer is seen at once in every language, in the product and its listing', async () => {
  const [enBefore, frBefore] = [await detail(en), await detail(fr)];
  const category = enBefore.id_category_default;
  const [first, ...others] = enBefore.combinations.filter((c) => c.quantity > 0);
  if (!first) throw new Error(`product ${PRODUCT} has no stock`);
  const left = others.reduce((sum, c) => sum + c.quantity, 0);
  expect((await listed(en, category))?.quantity).toBe(left + first.quantity);
  expect(frBefore.name).not.toBe(enBefore.name);

  await setStock(api.database, first.id_product_attribute, 0);

  for (const [shopper, before] of [
    [en, enBefore],
    [fr, frBefore],
  ] as const) {
    const after = await detail(shopper);
    expect(after.combinations.find((c) => c.id_product_attribute === first.id_product_attribute)?.quantity).toBe(0);
    expect(after.name).toBe(before.name);
    expect((await listed(shopper, category))?.quantity).toBe(left);
  }
});

test("a price is the catalogue's: read again when the catalogue version moves, not with the stock", async () => {
  const before = await detail(en);
  await sql(api.database, 'UPDATE product SET price = price + 1000 WHERE id_product = ?', PRODUCT);
  await sql(api.database, 'UPDATE catalog_version SET version = version + 1 WHERE id = 2');
  expect((await detail(en)).price_amount).toBe(before.price_amount);

  await sql(api.database, 'UPDATE catalog_version SET version = version + 1 WHERE id = 1');
  expect((await detail(en)).price_amount).toBeGreaterThan(before.price_amount);
  expect((await detail(fr)).price_amount).toBe((await detail(en)).price_amount);
});
