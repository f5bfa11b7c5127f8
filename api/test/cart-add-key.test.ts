// Pins the add to cart's key (ADR 0108): an add made again with its key adds once and answers that cart, whether it
// comes again from the same shopper, at once from many, on another api instance, or without the session cookie the
// lost answer carried; another key adds again; a key names no other customer's cart; keys are forgotten after a day.
import type { Cart } from '@storefront/shared/schemas';
import { newKey } from './support/checkout.ts';
import { movableClock } from './support/clock.ts';
import { dropDatabase, Shopper, startApi, type RunningApi } from './support/server.ts';

const HOUR = 3_600_000;

let a: RunningApi;
let b: RunningApi;
const clock = movableClock();
beforeAll(async () => {
  a = await startApi({ KEEP_DB: '1', API_CLOCK_SHIFT_FILE: clock.file, HOUSEKEEPING_INTERVAL_MS: '150' });
  b = await startApi({}, a.database);
}, 60_000);
afterAll(async () => {
  await b?.stop();
  await a?.stop();
  if (a) await dropDatabase(a.database);
  clock.remove();
});

const item = { id_product: 1, qty: 1 };
const quantities = (cart: Cart) => cart.products.map((line) => line.cart_quantity);

test('the same key adds once, from one shopper, many at once, and on another instance', async () => {
  const shopper = new Shopper(a.url);
  const key = newKey();
  expect(quantities(await shopper.ok<Cart>('createCartItem', { ...item, idempotency_key: key }))).toEqual([1]);
  expect(quantities(await shopper.ok<Cart>('createCartItem', { ...item, idempotency_key: key }))).toEqual([1]);

  const onB = new Shopper(b.url);
  onB.cookie = shopper.cookie;
  const again = newKey();
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      (i % 2 ? onB : shopper).ok<Cart>('createCartItem', { ...item, idempotency_key: again }),
    ),
  );
  // Every answer is the cart after the one add: none tells 1 more than another.
  expect(answers.map(quantities)).toEqual(Array.from({ length: 6 }, () => [2]));
  expect(quantities(await shopper.ok<Cart>('getCartItems'))).toEqual([2]);

  // Another press is another key: it adds.
  expect(quantities(await shopper.ok<Cart>('createCartItem', { ...item, idempotency_key: newKey() }))).toEqual([3]);
  // No key: every call adds, as before keys.
  expect(quantities(await shopper.ok<Cart>('createCartItem', item))).toEqual([4]);
});

test('a first add made again without the cookie its lost answer carried finds its cart', async () => {
  const key = newKey();
  const first = new Shopper(a.url);
  await first.ok<Cart>('createCartItem', { ...item, idempotency_key: key });
  // The answer (and the session cookie in it) never reached the browser: it tries again with no cookie.
  const retry = new Shopper(b.url);
  expect(quantities(await retry.ok<Cart>('createCartItem', { ...item, idempotency_key: key }))).toEqual([1]);
  // The same cart, now the retrying browser's: what it adds next, the first session's cart shows too.
  await retry.ok<Cart>('createCartItem', { id_product: 2, qty: 1, idempotency_key: newKey() });
  expect(quantities(await first.ok<Cart>('getCartItems'))).toEqual([1, 1]);
});

test('a first add sent again without its cookie while the first is still running answers the cart that holds it', async () => {
  // The first attempt's answer is lost (the shell carrying it ended) while the api still runs it; the browser sends it
  // again at once, with no cookie, to the other instance. Whichever records the key first, both answer its cart.
  for (let round = 0; round < 8; round++) {
    const key = newKey();
    const [first, again] = [new Shopper(a.url), new Shopper(b.url)];
    const answers = await Promise.all([
      first.ok<Cart>('createCartItem', { ...item, idempotency_key: key }),
      again.ok<Cart>('createCartItem', { ...item, idempotency_key: key }),
    ]);
    expect(answers.map(quantities)).toEqual([[1], [1]]);
    expect(quantities(await again.ok<Cart>('getCartItems'))).toEqual([1]);
  }
});

test("a key never hands over a customer's cart", async () => {
  const customer = new Shopper(a.url);
  await customer.ok('login', { email: 'demo@sartorianova.example', password: 'Demo1234!' });
  const key = newKey();
  const mine = await customer.ok<Cart>('createCartItem', { id_product: 3, qty: 1, idempotency_key: key });
  expect(mine.products.some((line) => line.id_product === 3)).toBe(true);

  const stranger = new Shopper(a.url);
  const answer = await stranger.ok<Cart>('createCartItem', { id_product: 3, qty: 1, idempotency_key: key });
  expect(answer.products.some((line) => line.id_product === 3)).toBe(false);
  expect((await stranger.ok<Cart>('getCartItems')).products).toEqual([]);
});

test('a key is forgotten after a day: the same key then adds again', async () => {
  const shopper = new Shopper(a.url);
  const key = newKey();
  await shopper.ok<Cart>('createCartItem', { ...item, idempotency_key: key });
  await clock.moveAndSweep(a.url, 23 * HOUR, a.output);
  expect(quantities(await shopper.ok<Cart>('createCartItem', { ...item, idempotency_key: key }))).toEqual([1]);
  await clock.moveAndSweep(a.url, 25 * HOUR, a.output);
  expect(quantities(await shopper.ok<Cart>('createCartItem', { ...item, idempotency_key: key }))).toEqual([2]);
  clock.set(0);
});

test('a key that is not one is refused with a message', async () => {
  const reply = await new Shopper(a.url).call('createCartItem', { ...item, idempotency_key: 'short' });
  expect(reply.status).toBe(400);
  expect(reply.body.message).toContain('idempotency_key');
});
