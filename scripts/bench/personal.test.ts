/**
 * The bench's page setups against the real api on loopback (a fresh database): each leaves the state its page needs,
 * as the api itself reports it, and a failure says which call failed and why.
 */
import { request, type APIRequestContext } from '@playwright/test';
import type { Cart, CheckoutData, OrderList } from '@storefront/shared/schemas';
import { Shopper, startApi, type RunningApi } from '../../api/test/support/server.ts';
import {
  cartCandidates,
  cartTotal,
  fillCart,
  guestAtPayment,
  guestWithAddress,
  requestApi,
  shopperWithOrder,
} from './personal.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
}, 90_000);
afterAll(() => api.stop());

test('cart candidates: in stock with room to spare, in the listing order', () => {
  expect(
    cartCandidates([
      { id_product: 5, quantity: 10 },
      { id_product: 2, quantity: 3 },
      { id_product: 9, quantity: 0 },
      { id_product: 1, quantity: 4 },
    ]),
  ).toEqual([5, 1]);
  expect(cartCandidates([])).toEqual([]);
});

test('fillCart fills a guest cart past the free-shipping threshold, and says so when the listing cannot', async () => {
  const shopper = new Shopper(api.url);
  const cart = await fillCart(shopper);
  expect(cart.totals.total.amount).toBeGreaterThanOrEqual(cartTotal);
  expect(cart.products.length).toBeGreaterThan(0);
  // The same session reads the same cart back: the state lives in the api, not in the helper.
  expect((await shopper.ok<Cart>('getCartItems')).id_cart).toBe(cart.id_cart);

  await expect(fillCart(new Shopper(api.url), 10_000_000)).rejects.toThrow(/could not fill a cart to 10000000 EUR/);
});

test('guestWithAddress: the guest checkout has its email and the Milan address', async () => {
  const shopper = new Shopper(api.url);
  await guestWithAddress(shopper);
  const checkout = await shopper.ok<CheckoutData>('getCheckout');
  expect(checkout.customer).toBeNull();
  expect(checkout.email).toMatch(/^bench-.+@example\.com$/);
  expect(checkout.delivery_address).toMatchObject({ city: 'Milano', id_country: 1 });
  expect(checkout.missing).not.toContain('email');
  expect(checkout.missing).not.toContain('address');
});

test('guestAtPayment: nothing but paying is missing', async () => {
  const shopper = new Shopper(api.url);
  await guestAtPayment(shopper);
  const checkout = await shopper.ok<CheckoutData>('getCheckout');
  expect(checkout.missing).toEqual([]);
  expect(checkout.carriers.filter((carrier) => carrier.selected)).toHaveLength(1);
  expect(checkout.cart.products.length).toBeGreaterThan(0);
});

test('shopperWithOrder: a signed-in shopper whose orders list holds the order just placed', async () => {
  const shopper = new Shopper(api.url);
  const placed = await shopperWithOrder(shopper);
  const orders = await shopper.ok<OrderList>('getOrders', {});
  expect(orders.orders.map((order) => order.id_order)).toEqual([placed.order.id_order]);
  expect(placed.outcome).toBe('success');
});

describe('requestApi (the bench’s client: a Playwright context’s cookie jar)', () => {
  let context: APIRequestContext;
  beforeEach(async () => {
    context = await request.newContext();
  });
  afterEach(() => context.dispose());

  test('keeps the session across calls, so a setup builds on one shopper', async () => {
    const client = requestApi(context, api.url);
    const cart = await fillCart(client);
    expect((await client.ok<Cart>('getCartItems')).id_cart).toBe(cart.id_cart);
    const cookies = (await context.storageState()).cookies.map((cookie) => cookie.name);
    expect(cookies).toContain('sf_session');
  });

  test('a refused call throws with its name, status and the api’s message', async () => {
    const client = requestApi(context, api.url);
    await expect(client.ok('updateCheckoutCarrier', { id_carrier: 'none' })).rejects.toThrow(
      /^updateCheckoutCarrier answered 4\d\d: ./,
    );
    await expect(client.ok('noSuchCall')).rejects.toThrow(/^noSuchCall answered 404: Unknown call/);
  });
});
