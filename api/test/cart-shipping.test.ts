// Pins the cart's shipping estimate: to the chosen delivery country (the shell_country cookie) until an address is
// set, the 150 EUR threshold to Italy only, the one-brand rule from 100 EUR, and the changes reconciling makes told as notes until seen.
import type { BootstrapData, Carrier, Cart, CheckoutData, ProductDetail } from '@storefront/shared/schemas';
import { milano } from './support/checkout.ts';
import { setStock } from './support/outbox.ts';
import { dropDatabase, Shopper, startApi, type RunningApi } from './support/server.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ KEEP_DB: '1' });
});
afterAll(async () => {
  await api.stop();
  await dropDatabase(api.database);
});

/** The seeded brand with the rule (Ferro & Fili: free shipping to Italy from 100 EUR of its products). */
const RULE_BRAND = 3;

interface Stocked {
  product: ProductDetail;
  id_product_attribute: number;
  quantity: number;
}

/** A combination with at least `min` units in stock, of the rule's brand or of another one, priced within `price`. */
async function stocked(
  shopper: Shopper,
  min: number,
  ofRuleBrand: boolean,
  from = 1,
  price: [number, number] = [0, Infinity],
): Promise<Stocked> {
  for (let id = from; id < 169; id++) {
    const product = await shopper.ok<ProductDetail>('getProduct', { product_id: id });
    if ((product.id_manufacturer === RULE_BRAND) !== ofRuleBrand) continue;
    const combo = product.combinations.find(
      (c) => c.quantity >= min && c.price_amount >= price[0] && c.price_amount <= price[1],
    );
    if (combo) return { product, id_product_attribute: combo.id_product_attribute, quantity: combo.quantity };
  }
  throw new Error('no stocked combination');
}

const add = (shopper: Shopper, line: Stocked, qty: number) =>
  shopper.ok<Cart>('createCartItem', {
    id_product: line.product.id_product,
    id_product_attribute: line.id_product_attribute,
    qty,
  });

/** The shopper's session cookie plus a chosen delivery country, as the browser sends both. */
const choose = (shopper: Shopper, iso: string) => {
  shopper.cookie = `${shopper.cookie.split(';')[0]}; shell_country=${iso}`;
};

test('without a choice the estimate goes to Italy, with its free-shipping threshold', async () => {
  const shopper = new Shopper(api.url);
  const cart = await add(shopper, await stocked(shopper, 1, false), 1);
  expect(cart.shipping_estimate).toMatchObject({
    country: { iso_code: 'IT', name: 'Italy' },
    free_from: 150,
    brands: [],
    free_because: null,
  });
  const carriers = await shopper.ok<Carrier[]>('getCarriers');
  expect(cart.subtotals.shipping?.amount).toBe(carriers[0]?.price_with_tax);
  expect(carriers.map((c) => c.name)).toContain('Click & Collect Milano');
});

test('a chosen delivery country drives the estimate and the carriers; an unknown one is ignored', async () => {
  const shopper = new Shopper(api.url, 'de');
  const line = await stocked(shopper, 1, false);
  const italian = await add(shopper, line, 1);
  choose(shopper, 'DE');
  const german = await shopper.ok<Cart>('getCartItems');
  expect(german.shipping_estimate).toMatchObject({ country: { iso_code: 'DE', name: 'Deutschland' }, free_from: null });
  expect(german.subtotals.shipping?.amount).toBeGreaterThan(italian.subtotals.shipping?.amount ?? Infinity);
  const carriers = await shopper.ok<Carrier[]>('getCarriers');
  expect(carriers.map((c) => c.name)).toEqual(['Standard', 'Express']);
  expect(german.subtotals.shipping?.amount).toBe(carriers[0]?.price_with_tax);
  // Every cart reply agrees, whichever call answers it.
  const changed = await add(shopper, line, 1);
  expect(changed.shipping_estimate?.country.iso_code).toBe('DE');
  choose(shopper, 'ZZ');
  expect((await shopper.ok<Cart>('getCartItems')).shipping_estimate?.country.iso_code).toBe('IT');
});

test('a delivery address wins over the chosen country', async () => {
  const shopper = new Shopper(api.url);
  await add(shopper, await stocked(shopper, 1, false), 1);
  choose(shopper, 'DE');
  await shopper.ok<CheckoutData>('updateCheckoutAddress', { email: 'estimate@example.com', delivery: milano });
  expect((await shopper.ok<Cart>('getCartItems')).shipping_estimate?.country.iso_code).toBe('IT');
});

test('the brand rule: its products ship free to Italy from 100 EUR, and only there', async () => {
  const shopper = new Shopper(api.url);
  // Priced so that one unit stays under 100 EUR and the units that reach 100 stay under Italy's 150.
  const line = await stocked(shopper, 10, true, 1, [20, 49]);
  const price = line.product.combinations.find((c) => c.id_product_attribute === line.id_product_attribute)
    ?.price_amount as number;
  const under = Math.ceil(100 / price) - 1;
  const cart = await add(shopper, line, under);
  expect(cart.shipping_estimate?.brands).toEqual([
    {
      id_manufacturer: RULE_BRAND,
      name: 'Ferro & Fili',
      free_from: 100,
      products_total: cart.subtotals.products.amount,
    },
  ]);
  expect(cart.subtotals.products.amount).toBeLessThan(100);
  expect(cart.subtotals.shipping?.amount).toBeGreaterThan(0);
  expect(cart.shipping_estimate?.free_because).toBeNull();
  const over = await add(shopper, line, Math.ceil(100 / price) - under);
  expect(over.subtotals.products.amount).toBeGreaterThanOrEqual(100);
  expect(over.subtotals.products.amount).toBeLessThan(150);
  expect(over.subtotals.shipping?.amount).toBe(0);
  expect(over.shipping_estimate?.free_because).toBe('brand');
  expect((await shopper.ok<Carrier[]>('getCarriers')).every((c) => c.price_with_tax === 0)).toBe(true);
  choose(shopper, 'FR');
  const french = await shopper.ok<Cart>('getCartItems');
  expect(french.shipping_estimate?.brands).toEqual([]);
  expect(french.subtotals.shipping?.amount).toBeGreaterThan(0);
});

test("another brand's products do not count toward the brand rule", async () => {
  const shopper = new Shopper(api.url);
  const cart = await add(shopper, await stocked(shopper, 10, false), 10);
  expect(cart.shipping_estimate?.brands).toEqual([]);
  expect(cart.shipping_estimate?.free_because).toBe(cart.subtotals.products.amount >= 150 ? 'threshold' : null);
});

test("the brand's product pages carry the rule; other brands' none", async () => {
  const shopper = new Shopper(api.url, 'it');
  const ruled = await stocked(shopper, 1, true);
  expect(ruled.product.shipping_rule).toEqual({
    id_manufacturer: RULE_BRAND,
    name: 'Ferro & Fili',
    free_from: 100,
    country: 'Italia',
  });
  expect((await stocked(shopper, 1, false)).product.shipping_rule).toBeNull();
});

test('a read that lowers a line to the stock, drops a sold-out line or a voucher says so as notes, until seen', async () => {
  const shopper = new Shopper(api.url);
  // Four units reach FREESHIP's 50 EUR, the two left after the stock drops do not.
  const big = await stocked(shopper, 5, false, 30, [12.5, 24.9]);
  const gone = await stocked(shopper, 1, false, big.product.id_product + 1);
  await add(shopper, big, 4);
  await add(shopper, gone, 1);
  const before = await shopper.ok<Cart>('getCartItems');
  await shopper.ok<Cart>('addOrRemoveCoupon', { code: 'FREESHIP' });
  try {
    await setStock(api.database, big.id_product_attribute, 2);
    await setStock(api.database, gone.id_product_attribute, 0);
    const after = await shopper.ok<Cart>('getCartItems');
    const goneTotal = before.products.find((p) => p.id_product_attribute === gone.id_product_attribute)?.total_wt ?? 0;
    const stamp = expect.any(Number) as number;
    expect(after.notes).toEqual([
      { type: 'quantity-lowered', name: big.product.name, quantity: 2, stamp },
      { type: 'sold-out', name: gone.product.name, stamp },
      { type: 'voucher-removed', code: 'FREESHIP', reason: 'minimum', minimum: 50, stamp },
    ]);
    expect(after.errors).toHaveLength(after.notes.length);
    expect(goneTotal).toBeGreaterThan(0);
    expect(after.products.map((p) => [p.id_product_attribute, p.cart_quantity])).toEqual([
      [big.id_product_attribute, 2],
    ]);
    expect((await shopper.ok<Cart>('getCartItems')).notes).toEqual(after.notes);
    const seen = await shopper.ok<Cart>('markCartNotesSeen', { stamp: after.notes[0]?.stamp });
    expect(seen.notes).toEqual([]);
    expect((await shopper.ok<Cart>('getCartItems')).notes).toEqual([]);
  } finally {
    await setStock(api.database, big.id_product_attribute, big.quantity);
    await setStock(api.database, gone.id_product_attribute, gone.quantity);
  }
});

test('a voucher that no longer applies is removed with its reason as a note', async () => {
  const shopper = new Shopper(api.url);
  const line = await stocked(shopper, 10, false, 60, [20, 99]);
  const unit = line.product.combinations.find((c) => c.id_product_attribute === line.id_product_attribute)
    ?.price_amount as number;
  await add(shopper, line, Math.ceil(100 / unit));
  await shopper.ok<Cart>('addOrRemoveCoupon', { code: 'TAKE20' });
  const lowered = await shopper.ok<Cart>('updateCartItem', {
    id_product: line.product.id_product,
    id_product_attribute: line.id_product_attribute,
    qty: 1,
  });
  expect(lowered.vouchers.added).toEqual([]);
  expect(lowered.notes).toEqual([
    { type: 'voucher-removed', code: 'TAKE20', reason: 'minimum', minimum: 100, stamp: expect.any(Number) as number },
  ]);
});

test('bootstrap lists the delivery countries in the language, sorted by name, for the footer choice', async () => {
  const shopper = new Shopper(api.url, 'de');
  const { delivery_countries: countries } = await shopper.ok<BootstrapData>('bootstrap');
  expect(countries).toContainEqual({ iso_code: 'DE', name: 'Deutschland' });
  expect(countries).toContainEqual({ iso_code: 'IT', name: 'Italien' });
  const names = countries.map((c) => c.name);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
});
