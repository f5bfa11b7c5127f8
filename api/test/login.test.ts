// Pins login: scrypt-checked credentials, one answer for every failure, cart merge, session rotation, rate limit.
import type { Cart, LoginData } from '@storefront/shared/schemas';
import { Shopper, startApi, type RunningApi } from './support/server.ts';

const DEMO = { email: 'demo@sartorianova.example', password: 'Demo1234!' };
let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ LOGIN_RATE_MAX: '12' });
});
afterAll(() => api.stop());

test('the demo customer logs in', async () => {
  const shopper = new Shopper(api.url);
  const data = await shopper.ok<LoginData>('login', DEMO);
  expect(data.user).toEqual({
    id: data.customer_id,
    email: DEMO.email,
    firstname: 'Giulia',
    lastname: 'Bianchi',
    id_gender: 2,
    newsletter: true,
  });
  expect(data.cart_count).toBe(0);
});

test('email matching ignores case', async () => {
  const data = await new Shopper(api.url).ok<LoginData>('login', { ...DEMO, email: 'Demo@SartoriaNova.example' });
  expect(data.user.email).toBe(DEMO.email);
});

test('a wrong password and an unknown email get the same 401 answer', async () => {
  const wrong = await new Shopper(api.url).call('login', { ...DEMO, password: 'nope-nope' });
  const unknown = await new Shopper(api.url).call('login', { email: 'nobody@example.com', password: 'whatever1' });
  for (const reply of [wrong, unknown]) {
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({
      success: false,
      code: 306,
      reason: 'auth.failed',
      psdata: null,
      message: 'Authentication failed',
    });
  }
});

test('invalid input is a 400', async () => {
  const shopper = new Shopper(api.url);
  expect((await shopper.call('login', { email: 'not-an-email', password: 'x' })).body.message).toContain('valid email');
  expect((await shopper.call('login', { email: DEMO.email })).status).toBe(400);
  expect((await shopper.call('login', { email: DEMO.email, password: '' })).status).toBe(400);
});

test('login rotates the session token and merges the guest cart into the customer cart', async () => {
  const shopper = new Shopper(api.url);
  await shopper.ok('createCartItem', { id_product: 1, qty: 1 });
  const guestCookie = shopper.cookie;
  const data = await shopper.ok<LoginData>('login', DEMO);
  expect(shopper.cookie).not.toBe(guestCookie);
  expect(data.cart_count).toBeGreaterThanOrEqual(1);
  // The old token no longer carries the cart.
  const stale = new Shopper(api.url);
  stale.cookie = guestCookie;
  expect((await stale.ok<Cart>('getCartItems')).products).toEqual([]);
  // A second device: the customer's cart follows the login.
  const other = new Shopper(api.url);
  await other.ok('createCartItem', { id_product: 2, qty: 1 });
  const merged = await other.ok<LoginData>('login', DEMO);
  const cart = await other.ok<Cart>('getCartItems');
  expect(cart.products.map((p) => p.id_product).sort()).toEqual([1, 2]);
  expect(merged.cart_count).toBe(cart.products_count);
});

test('login is rate limited per client and email', async () => {
  const shopper = new Shopper(api.url);
  const email = 'target@example.com';
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) statuses.push((await shopper.call('login', { email, password: `guess-${i}` })).status);
  expect(new Set(statuses)).toEqual(new Set([401]));
  const limited = await shopper.call('login', { email, password: 'guess' });
  expect(limited.status).toBe(429);
  expect(limited.body).toMatchObject({ success: false, code: 429 });
  expect(limited.body.message).toMatch(/Too many attempts/);
  // Another account from the same client is not locked out.
  expect((await shopper.call('login', { email: 'other@example.com', password: 'guess' })).status).toBe(401);
});
