// Pins the readable signed-in hint beside the session cookie (ADR 0302): set when a session gets a customer, cleared
// on logout and whenever a request carries it while its session is gone or has no customer; guests never get it.
import { signedInHintCookie } from '@storefront/shared/schemas';
import { sql } from './support/outbox.ts';
import { Shopper, startApi, type RunningApi, type Reply } from './support/server.ts';

const DEMO = { email: 'demo@sartorianova.example', password: 'Demo1234!' };
let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ LOGIN_RATE_MAX: '50' });
});
afterAll(() => api.stop());

/** The reply's Set-Cookie line for the hint, or undefined when it does not touch it. */
const hintLine = (reply: Reply<unknown>): string | undefined =>
  reply.headers.getSetCookie().find((line) => line.startsWith(`${signedInHintCookie}=`));

/** A shopper whose browser also sends the hint (as a browser that kept it would). */
function withHint(shopper: Shopper): Shopper {
  shopper.cookie = [shopper.cookie, `${signedInHintCookie}=1`].filter(Boolean).join('; ');
  return shopper;
}

test('login sets the hint: "1", readable by scripts, for the whole shop, as long as the session', async () => {
  const reply = await new Shopper(api.url).call('login', DEMO);
  expect(reply.status).toBe(200);
  const line = hintLine(reply) ?? '';
  expect(line).toMatch(new RegExp(`^${signedInHintCookie}=1;`));
  expect(line).toContain('Path=/');
  expect(line).toContain('SameSite=Lax');
  expect(line).toContain(`Max-Age=${180 * 86_400}`);
  expect(line).not.toMatch(/HttpOnly/i);
  // The session itself stays out of scripts' reach.
  expect(reply.headers.getSetCookie().find((l) => l.startsWith('sf_session='))).toMatch(/HttpOnly/i);
});

test('register sets the hint', async () => {
  const account = { email: `hint-${Date.now()}@example.com`, password: 'Secret123!', firstname: 'Ada', lastname: 'L' };
  const reply = await new Shopper(api.url).call('register', account);
  expect(reply.status).toBe(200);
  expect(hintLine(reply)).toMatch(new RegExp(`^${signedInHintCookie}=1;`));
});

test('a failed login sets no hint', async () => {
  const reply = await new Shopper(api.url).call('login', { ...DEMO, password: 'wrong-pass1' });
  expect(reply.status).toBe(401);
  expect(hintLine(reply)).toBeUndefined();
});

test('logout clears the hint', async () => {
  const shopper = new Shopper(api.url);
  await shopper.ok('login', DEMO);
  const reply = await withHint(shopper).call('logout', {});
  expect(reply.status).toBe(200);
  expect(hintLine(reply)).toMatch(new RegExp(`^${signedInHintCookie}=;.*Expires=Thu, 01 Jan 1970`));
});

test('a signed-in browser that already holds the hint gets no new header on its calls', async () => {
  const shopper = new Shopper(api.url);
  await shopper.ok('login', DEMO);
  withHint(shopper);
  for (const name of ['getCustomer', 'getCartItems']) expect(hintLine(await shopper.call(name, {}))).toBeUndefined();
});

test('a session deleted on the server: the 401 clears the hint, and a guest read without the hint sets nothing', async () => {
  const shopper = new Shopper(api.url);
  const { customer_id } = await shopper.ok<{ customer_id: number }>('login', DEMO);
  withHint(shopper);
  await sql(api.database, 'DELETE FROM session WHERE id_customer = ?', customer_id);
  const reply = await shopper.call('getCustomer', {});
  expect(reply.status).toBe(401);
  expect(reply.body).toMatchObject({ success: false, code: 410 });
  expect(hintLine(reply)).toMatch(new RegExp(`^${signedInHintCookie}=;`));
  // Without the hint (the browser dropped it) the same read answers 401 and touches no cookie: no loop.
  const guest = new Shopper(api.url);
  guest.cookie = shopper.cookie.split('; ')[0] ?? '';
  const again = await guest.call('getCustomer', {});
  expect(again.status).toBe(401);
  expect(again.headers.getSetCookie()).toEqual([]);
});

test('a hint without any session cookie is cleared by the first read of the session', async () => {
  const reply = await withHint(new Shopper(api.url)).call('getCartItems', {});
  expect(reply.status).toBe(200);
  expect(hintLine(reply)).toMatch(new RegExp(`^${signedInHintCookie}=;`));
});

test('a guest session (a cart, no customer) with a stray hint has it cleared; without one gets none', async () => {
  const shopper = new Shopper(api.url);
  const added = await shopper.call('createCartItem', { id_product: 1, qty: 1 });
  expect(hintLine(added)).toBeUndefined();
  expect(hintLine(await withHint(shopper).call('getCartItems', {}))).toMatch(new RegExp(`^${signedInHintCookie}=;`));
});
