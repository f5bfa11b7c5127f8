// Pins the cart: server-side, bounded by stock and the per-line limit, whole cart in every reply, survives restarts.
import { CART_LINE_LIMIT, type Cart, type ProductDetail } from '@storefront/shared/schemas';
import { dropDatabase, Shopper, startApi, type RunningApi } from './support/server.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ KEEP_DB: '1' });
});
afterAll(async () => {
  await api.stop();
  await dropDatabase(api.database);
});

/** A combination with at least `min` units in stock. */
async function stocked(
  shopper: Shopper,
  min: number,
  from = 1,
): Promise<{ id_product: number; id_product_attribute: number; quantity: number }> {
  for (let id = from; id < from + 60; id++) {
    const p = await shopper.ok<ProductDetail>('getProduct', { product_id: id });
    const combo = p.combinations.find((c) => c.quantity >= min);
    if (combo) return { id_product: id, id_product_attribute: combo.id_product_attribute, quantity: combo.quantity };
  }
  throw new Error('no stocked combination');
}

test('a new visitor has an empty cart', async () => {
  const cart = await new Shopper(api.url).ok<Cart>('getCartItems');
  expect(cart.products).toEqual([]);
  expect(cart.products_count).toBe(0);
  expect(cart.totals.total.amount).toBe(0);
  expect(cart.subtotals.shipping).toBeNull();
});

test('createCartItem adds the default combination and answers the whole cart with totals', async () => {
  const shopper = new Shopper(api.url);
  const cart = await shopper.ok<Cart>('createCartItem', { id_product: 1, qty: 1 });
  const product = await shopper.ok<ProductDetail>('getProduct', { product_id: 1 });
  expect(cart.products).toHaveLength(1);
  expect(cart.products[0]).toMatchObject({
    id_product: 1,
    id_product_attribute: product.id_product_attribute,
    cart_quantity: 1,
    price_wt: product.price_amount,
    name: product.name,
    link: product.link,
  });
  expect(cart.products[0]?.attributes.map((a) => a.group)).toEqual(['Size', 'Colour']);
  expect(cart.products_count).toBe(1);
  const shipping = cart.subtotals.shipping?.amount ?? 0;
  expect(cart.totals.total.amount).toBeCloseTo(product.price_amount + shipping, 2);
  expect(cart.subtotals.tax?.amount).toBeCloseTo(cart.totals.total.amount - cart.totals.total_excluding_tax.amount, 2);
  const again = await shopper.ok<Cart>('createCartItem', {
    id_product: 1,
    id_product_attribute: product.id_product_attribute,
    qty: 1,
  });
  expect(again.products[0]?.cart_quantity).toBe(2);
  expect(again.products_count).toBe(2);
});

test('quantities are bounded by the per-line limit, with a note when fewer were added', async () => {
  const shopper = new Shopper(api.url);
  const combo = await stocked(shopper, CART_LINE_LIMIT + 1);
  const cart = await shopper.ok<Cart>('createCartItem', { ...combo, qty: CART_LINE_LIMIT + 5 });
  expect(cart.products[0]?.cart_quantity).toBe(CART_LINE_LIMIT);
  expect(cart.products[0]?.quantity_limit).toBe(CART_LINE_LIMIT);
  expect(cart.errors).toHaveLength(1);
  const full = await shopper.call('createCartItem', { ...combo, qty: 1 });
  expect(full.status).toBe(409);
  expect(full.body).toMatchObject({ success: false, code: 311, message: 'Product not added to cart' });
});

test('quantities are bounded by stock; a sold-out combination is not added', async () => {
  const shopper = new Shopper(api.url);
  const low = await shopper.ok<ProductDetail>('getProduct', { product_id: 5 });
  const lowCombo = low.combinations.find((c) => c.quantity > 0 && c.quantity < CART_LINE_LIMIT);
  const cart = await shopper.ok<Cart>('createCartItem', {
    id_product: 5,
    id_product_attribute: lowCombo?.id_product_attribute,
    qty: 5,
  });
  expect(cart.products[0]?.cart_quantity).toBe(lowCombo?.quantity);
  const soldOut = low.combinations.find((c) => c.quantity === 0);
  const reply = await shopper.call('createCartItem', {
    id_product: 5,
    id_product_attribute: soldOut?.id_product_attribute,
    qty: 1,
  });
  expect(reply.status).toBe(409);
  expect(reply.body).toMatchObject({ success: false, code: 309, message: 'Product not added to cart' });
});

test('unknown products and combinations of another product are refused', async () => {
  const shopper = new Shopper(api.url);
  const other = await shopper.ok<ProductDetail>('getProduct', { product_id: 2 });
  const wrong = await shopper.call('createCartItem', {
    id_product: 1,
    id_product_attribute: other.id_product_attribute,
    qty: 1,
  });
  expect(wrong.status).toBe(404);
  expect(wrong.body.success).toBe(false);
  const missing = await shopper.call('createCartItem', { id_product: 99999, qty: 1 });
  expect(missing.status).toBe(404);
  for (const body of [{ id_product: 1, qty: 0 }, { id_product: 1, qty: 1.5 }, { qty: 1 }, { id_product: 1, qty: -2 }]) {
    const bad = await shopper.call('createCartItem', body);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
  }
});

test('each session has its own cart', async () => {
  const a = new Shopper(api.url);
  const b = new Shopper(api.url);
  await a.ok('createCartItem', { id_product: 3, qty: 1 });
  const cartB = await b.ok<Cart>('getCartItems');
  expect(cartB.products).toEqual([]);
});

test('the cart survives a restart of the api', async () => {
  const shopper = new Shopper(api.url);
  const combo = await stocked(shopper, 2, 20);
  await shopper.ok('createCartItem', { ...combo, qty: 2 });
  await api.stop();
  api = await startApi({ KEEP_DB: '1' }, api.database);
  const restarted = new Shopper(api.url);
  restarted.cookie = shopper.cookie;
  const cart = await restarted.ok<Cart>('getCartItems');
  expect(cart.products.map((p) => [p.id_product_attribute, p.cart_quantity])).toEqual([
    [combo.id_product_attribute, 2],
  ]);
});
