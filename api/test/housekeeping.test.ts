// Pins: housekeeping on the real server, with its clock moved forward: a redirect payment left unpaid is cancelled once its window has passed (stock back, the shopper mailed, validateOrder and getOrder say why) and not before; a guest cart untouched for 30 days is deleted and a customer's is kept; sessions older than 180 days are deleted; each pass is logged.
import type { Address, Cart, CreateOrderData, OrderDetail, ValidateOrderData } from '@storefront/shared/schemas';
import { newKey, readyGuest, shopperWithCart } from './support/checkout.ts';
import { movableClock } from './support/clock.ts';
import { lastMail, sql } from './support/outbox.ts';
import { Shopper, startApi, type RunningApi } from './support/server.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

let api: RunningApi;
const clock = movableClock();

beforeAll(async () => {
  api = await startApi({ API_CLOCK_SHIFT_FILE: clock.file, HOUSEKEEPING_INTERVAL_MS: '150' });
});
afterAll(async () => {
  await api.stop();
  clock.remove();
});

const moveClockAndSweep = (ms: number) => clock.moveAndSweep(api.url, ms, api.output);

const stockOf = async (id: number, combo: number) =>
  (
    await new Shopper(api.url).ok<{ combinations: { id_product_attribute: number; quantity: number }[] }>(
      'getProduct',
      { product_id: id },
    )
  ).combinations.find((c) => c.id_product_attribute === combo)?.quantity;

const sessionCount = async () =>
  (await sql<{ n: number }>(api.database, 'SELECT count(*) AS n FROM session'))[0]?.n ?? -1;

test('what ages is closed at the right time, and only then', async () => {
  // A redirect payment left open.
  const payer = await readyGuest(api.url);
  const placed = await payer.shopper.ok<CreateOrderData>('createOrder', {
    idempotency_key: newKey(),
    payment_module: 'paypal',
    terms_accepted: true,
  });
  const reserved = await stockOf(payer.product.id_product, payer.combo);
  expect(placed.order.state).toBe('awaiting_payment');
  expect(Date.parse(placed.order.pay_by ?? '') - Date.parse(placed.order.date_add)).toBe(120 * MINUTE);
  expect(placed.order.cancel_reason).toBeNull();
  const email = placed.order.email;

  // A guest who filled a cart and left; a customer who did the same.
  const browser = await shopperWithCart(api.url, 1, 2);
  const customer = new Shopper(api.url);
  await customer.ok('login', { email: 'demo@sartorianova.example', password: 'Demo1234!' });
  const kept = await customer.ok<Cart>('createCartItem', { id_product: 2, qty: 1 });
  expect(kept.products.length).toBeGreaterThan(0);

  // A minute before the window closes: nothing moves, the provider's page still takes the payment.
  await moveClockAndSweep(119 * MINUTE);
  const waiting = await payer.shopper.ok<ValidateOrderData>('validateOrder', {
    id_order: placed.order.id_order,
    key: placed.key,
  });
  expect(waiting).toMatchObject({ outcome: 'pending', order: { state: 'awaiting_payment', cancel_reason: null } });
  expect(await stockOf(payer.product.id_product, payer.combo)).toBe(reserved);
  expect(await (await fetch(`${api.url}${placed.redirect_url}`)).text()).toContain('value="approve"');

  // Past it: cancelled, stock back, the shopper told (validate page, mail), the payment page closed.
  await moveClockAndSweep(121 * MINUTE);
  const closed = await payer.shopper.ok<ValidateOrderData>('validateOrder', {
    id_order: placed.order.id_order,
    key: placed.key,
  });
  expect(closed).toMatchObject({
    outcome: 'failed',
    order: { state: 'cancelled', cancel_reason: 'payment_window_expired', pay_by: null },
  });
  expect(await stockOf(payer.product.id_product, payer.combo)).toBe((reserved ?? 0) + 1);
  expect(await lastMail(api.database, email)).toMatchObject({ kind: 'order-cancelled' });
  expect(await (await fetch(`${api.url}${placed.redirect_url}`)).text()).not.toContain('value="approve"');
  const late = await fetch(`${api.url}/api/pay/paypal/${placed.order.reference}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'approve', key: placed.key }).toString(),
  });
  expect(late.headers.get('location')).toContain('/checkout/failed?');
  expect(api.output()).toContain(`1 unpaid orders cancelled (${placed.order.reference})`);
  // Carts are not touched yet.
  expect((await browser.shopper.ok<Cart>('getCartItems', {})).products.length).toBe(1);

  // 31 days on: the guest's cart is gone (its session stays, now without a cart), the customer's stays.
  await moveClockAndSweep(31 * DAY);
  expect((await browser.shopper.ok<Cart>('getCartItems', {})).products).toEqual([]);
  expect(await sql(api.database, 'SELECT id_cart FROM cart WHERE id_cart = ?', browser.cart.id_cart)).toEqual([]);
  expect((await customer.ok<Cart>('getCartItems', {})).products.length).toBe(kept.products.length);
  // The cancelled order's cart (given back to the shopper when it was cancelled) is the order's record: kept.
  expect(
    await sql(
      api.database,
      'SELECT id_cart FROM cart WHERE id_cart = (SELECT id_cart FROM orders WHERE id_order = ?)',
      placed.order.id_order,
    ),
  ).toHaveLength(1);
  expect(api.output()).toMatch(/[1-9]\d* abandoned guest carts deleted/);

  // 181 days on: every session is past its age and deleted.
  expect(await sessionCount()).toBeGreaterThan(0);
  await moveClockAndSweep(181 * DAY);
  expect(await sessionCount()).toBe(0);
  expect(api.output()).toMatch(/[1-9]\d* expired sessions deleted/);
});

test('a customer sees why an order was cancelled in getOrder', async () => {
  clock.set(0);
  const customer = new Shopper(api.url);
  await customer.ok('login', { email: 'demo@sartorianova.example', password: 'Demo1234!' });
  await customer.ok<Cart>('createCartItem', { id_product: 3, qty: 1 });
  const [home] = await customer.ok<Address[]>('getAddresses', {});
  await customer.ok('updateCheckoutAddress', { id_address_delivery: home?.id_address });
  await customer.ok('updateCheckoutCarrier', { id_carrier: 1 });
  const placed = await customer.ok<CreateOrderData>('createOrder', {
    idempotency_key: newKey(),
    payment_module: 'multisafepay',
    terms_accepted: true,
  });
  const open = await customer.ok<OrderDetail>('getOrder', { id_order: placed.order.id_order });
  expect(open).toMatchObject({ state: 'awaiting_payment', cancel_reason: null });
  expect(open.pay_by).not.toBeNull();
  await moveClockAndSweep(3 * 60 * MINUTE);
  const closed = await customer.ok<OrderDetail>('getOrder', { id_order: placed.order.id_order });
  expect(closed).toMatchObject({ state: 'cancelled', cancel_reason: 'payment_window_expired', pay_by: null });
  // Newest first, as the account's order page lists it.
  expect(closed.history.map((entry) => entry.state)).toEqual(['cancelled', 'awaiting_payment']);
});
