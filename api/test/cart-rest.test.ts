// Pins cart changes and vouchers: absolute quantities, removal, and every voucher rule with its message.
import type { Cart, ProductDetail } from '@storefront/shared/schemas';
import { Shopper, startApi, type RunningApi } from './support/server.ts';
import { sql } from './support/outbox.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.stop());

async function withLine(
  minStock: number,
  maxPrice = Infinity,
): Promise<{ shopper: Shopper; line: { id_product: number; id_product_attribute: number }; p: ProductDetail }> {
  const shopper = new Shopper(api.url);
  for (let id = 1; id < 168; id++) {
    const p = await shopper.ok<ProductDetail>('getProduct', { product_id: id });
    const combo = p.combinations.find((c) => c.quantity >= minStock && c.price_amount < maxPrice);
    if (combo) {
      const line = { id_product: id, id_product_attribute: combo.id_product_attribute };
      await shopper.ok('createCartItem', { ...line, qty: 1 });
      return { shopper, line, p };
    }
  }
  throw new Error('no product with stock');
}

describe('updateCartItem', () => {
  test('sets the absolute quantity; 0 removes the line', async () => {
    const { shopper, line } = await withLine(5);
    const cart = await shopper.ok<Cart>('updateCartItem', { ...line, qty: 4 });
    expect(cart.products[0]?.cart_quantity).toBe(4);
    expect(cart.products_count).toBe(4);
    const down = await shopper.ok<Cart>('updateCartItem', { ...line, qty: 2 });
    expect(down.products[0]?.cart_quantity).toBe(2);
    const gone = await shopper.ok<Cart>('updateCartItem', { ...line, qty: 0 });
    expect(gone.products).toEqual([]);
  });

  test('above the limit the quantity is lowered, with a note', async () => {
    const { shopper, line } = await withLine(11);
    const cart = await shopper.ok<Cart>('updateCartItem', { ...line, qty: 50 });
    expect(cart.products[0]?.cart_quantity).toBe(10);
    expect(cart.errors[0]).toMatch(/lowered to 10/);
  });

  test('a line that is not in the cart, or no cart at all, is a 404', async () => {
    const { shopper } = await withLine(1);
    expect((await shopper.call('updateCartItem', { id_product: 2, id_product_attribute: 999999, qty: 1 })).status).toBe(
      404,
    );
    expect(
      (await new Shopper(api.url).call('updateCartItem', { id_product: 1, id_product_attribute: 1, qty: 1 })).status,
    ).toBe(404);
    expect((await shopper.call('updateCartItem', { id_product: 1, qty: 1 })).status).toBe(400);
  });
});

describe('removeCartItem', () => {
  test('removes the line and answers the cart', async () => {
    const { shopper, line } = await withLine(1);
    const cart = await shopper.ok<Cart>('removeCartItem', line);
    expect(cart.products).toEqual([]);
    const again = await shopper.call('removeCartItem', line);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This product is not in your cart');
  });
});

describe('addOrRemoveCoupon', () => {
  test('a percentage voucher takes its share off the products', async () => {
    const { shopper, line } = await withLine(3);
    await shopper.ok('updateCartItem', { ...line, qty: 3 });
    const cart = await shopper.ok<Cart>('addOrRemoveCoupon', { code: 'welcome10' });
    const voucher = cart.vouchers.added[0];
    expect(voucher).toMatchObject({ code: 'WELCOME10', reduction_percent: 10, free_shipping: false });
    expect(cart.subtotals.discounts?.amount).toBeCloseTo(Math.round(cart.subtotals.products.amount * 10) / 100, 2);
    const expected =
      cart.subtotals.products.amount - (cart.subtotals.discounts?.amount ?? 0) + (cart.subtotals.shipping?.amount ?? 0);
    expect(cart.totals.total.amount).toBeCloseTo(expected, 2);
    const removed = await shopper.ok<Cart>('addOrRemoveCoupon', { remove: voucher?.id_cart_rule });
    expect(removed.vouchers.added).toEqual([]);
    expect(removed.subtotals.discounts).toBeNull();
  });

  test('a fixed voucher needs its minimum amount, and leaves the cart when the cart drops below it', async () => {
    const { shopper, line, p } = await withLine(10, 90);
    const small = await shopper.call('addOrRemoveCoupon', { code: 'TAKE20' });
    expect(small.status).toBe(400);
    expect(small.body.message).toBe('The minimum amount to benefit from this voucher is €100.00.');
    await shopper.ok('updateCartItem', { ...line, qty: Math.ceil(100 / p.price_amount) });
    const cart = await shopper.ok<Cart>('addOrRemoveCoupon', { code: 'TAKE20' });
    expect(cart.subtotals.discounts?.amount).toBe(20);
    const lowered = await shopper.ok<Cart>('updateCartItem', { ...line, qty: 1 });
    expect(lowered.vouchers.added).toEqual([]);
    expect(lowered.errors.join(' ')).toMatch(/TAKE20 was removed/);
  });

  test('a free-shipping voucher zeroes shipping and stacks with a reduction, but not with itself', async () => {
    const { shopper, line } = await withLine(10);
    await shopper.ok('updateCartItem', { ...line, qty: 6 });
    const cart = await shopper.ok<Cart>('addOrRemoveCoupon', { code: 'FREESHIP' });
    expect(cart.subtotals.shipping?.amount).toBe(0);
    const both = await shopper.ok<Cart>('addOrRemoveCoupon', { code: 'WELCOME10' });
    expect(both.vouchers.added.map((v) => v.code).sort()).toEqual(['FREESHIP', 'WELCOME10']);
    const twice = await shopper.call('addOrRemoveCoupon', { code: 'FREESHIP' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This voucher is already in your cart.');
  });

  test.each([
    ['NOPE', 404, 'This voucher does not exist.'],
    ['SPRING30', 400, 'This voucher has expired.'],
    ['WINTER25', 400, 'This voucher is not valid yet.'],
    ['', 400, 'code: You must enter a voucher code.'],
  ])('%s is refused: %s %s', async (code, status, message) => {
    const { shopper } = await withLine(1);
    const reply = await shopper.call('addOrRemoveCoupon', { code });
    expect(reply.status).toBe(status);
    expect(reply.body).toMatchObject({ success: false, message });
  });

  test('a deactivated voucher is refused, and one voucher of a kind per order', async () => {
    await sql(
      api.database,
      "INSERT INTO cart_rule (id_cart_rule, code, names, reduction_percent, date_from, date_to, active) VALUES (90, 'OFF5', '{}', 5, '2000-01-01', '2999-01-01', 0)",
    );
    const { shopper } = await withLine(1);
    expect((await shopper.call('addOrRemoveCoupon', { code: 'OFF5' })).body.message).toBe(
      'This voucher is no longer active.',
    );
    await sql(api.database, 'UPDATE cart_rule SET active = 1 WHERE id_cart_rule = 90');
    await shopper.ok('addOrRemoveCoupon', { code: 'WELCOME10' });
    const second = await shopper.call('addOrRemoveCoupon', { code: 'OFF5' });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe(305);
  });

  test('removing a voucher that is not in the cart is a 404; a malformed body is a 400', async () => {
    const { shopper } = await withLine(1);
    expect((await shopper.call('addOrRemoveCoupon', { remove: 3 })).status).toBe(404);
    const bad = await shopper.call('addOrRemoveCoupon', { remove: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
  });
});
