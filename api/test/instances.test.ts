// Pins: two api instances on one database are one shop: a shopper's calls may land on either (one session, one cart),
// concurrent createOrder calls with one key split over both make one order, and the login limit counts on both.
import type { Cart, CreateOrderData, Customer, LoginData, ProductDetail } from '@storefront/shared/schemas';
import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { newKey, readyGuest } from './support/checkout.ts';
import { sql } from './support/outbox.ts';
import { dropDatabase, Shopper, startApi, type Reply, type RunningApi } from './support/server.ts';

const LIMIT = 6;
let a: RunningApi;
let b: RunningApi;
beforeAll(async () => {
  a = await startApi({ LOGIN_RATE_MAX: String(LIMIT), KEEP_DB: '1' });
  b = await startApi({ LOGIN_RATE_MAX: String(LIMIT) }, a.database);
}, 60_000);
afterAll(async () => {
  await b?.stop();
  await a?.stop();
  if (a) await dropDatabase(a.database);
});

/** One browser behind a balancer that sends each call to the next instance in turn. */
class BalancedShopper {
  cookie = '';
  private turn = 0;
  readonly landed: string[] = [];

  constructor(private readonly bases: string[]) {}

  private next(): Shopper {
    const base = this.bases[this.turn++ % this.bases.length] as string;
    this.landed.push(base);
    const shopper = new Shopper(base);
    shopper.cookie = this.cookie;
    return shopper;
  }

  async call<T>(name: string, body?: unknown): Promise<Reply<T>> {
    const shopper = this.next();
    const reply = await shopper.call<T>(name, body);
    this.cookie = shopper.cookie;
    return reply;
  }

  async ok<T>(name: string, body?: unknown): Promise<T> {
    const shopper = this.next();
    try {
      return await shopper.ok<T>(name, body);
    } finally {
      this.cookie = shopper.cookie;
    }
  }
}

/** Two different combinations with stock, read from the catalogue. */
async function twoCombos(reader: Shopper): Promise<{ id_product: number; id_product_attribute: number }[]> {
  const combos: { id_product: number; id_product_attribute: number }[] = [];
  for (let id = 30; combos.length < 2 && id < 169; id++) {
    const product = await reader.ok<ProductDetail>('getProduct', { product_id: id });
    const combo = product.combinations.find((c) => c.quantity >= 3);
    if (combo) combos.push({ id_product: id, id_product_attribute: combo.id_product_attribute });
  }
  return combos;
}

const lines = (cart: Cart) => cart.products.map((p) => [p.id_product_attribute, p.cart_quantity]).sort();

test('a shopper whose calls alternate between the instances keeps one session and one cart', async () => {
  const shopper = new BalancedShopper([a.url, b.url]);
  const [first, second] = await twoCombos(new Shopper(a.url));
  if (!first || !second) throw new Error('no stock to test with');
  await shopper.ok<Cart>('createCartItem', { ...first, qty: 1 });
  const sessionCookie = shopper.cookie;
  expect(sessionCookie).toMatch(/^sf_session=/);
  await shopper.ok<Cart>('createCartItem', { ...second, qty: 2 });
  await shopper.ok<Cart>('updateCartItem', { ...first, qty: 3 });
  const onA = await new BalancedShopper([a.url]).ok<Cart>('getCartItems');
  expect(onA.products).toEqual([]); // a stranger on the same instance sees nothing
  const seen = [await shopper.ok<Cart>('getCartItems'), await shopper.ok<Cart>('getCartItems')];
  const expected = [
    [first.id_product_attribute, 3],
    [second.id_product_attribute, 2],
  ].sort();
  expect(seen.map(lines)).toEqual([expected, expected]);
  expect(shopper.cookie).toBe(sessionCookie);

  // Registering on one instance signs the session in on both, with the guest cart kept.
  const email = `twin-${randomUUID()}@example.com`;
  await shopper.ok<LoginData>('register', { email, password: 'Secret123!', firstname: 'Ada', lastname: 'Twin' });
  const profiles = [await shopper.ok<Customer>('getCustomer'), await shopper.ok<Customer>('getCustomer')];
  expect(profiles.map((c) => c.email)).toEqual([email, email]);
  const carts = [await shopper.ok<Cart>('getCartItems'), await shopper.ok<Cart>('getCartItems')];
  expect(carts.map(lines)).toEqual([expected, expected]);
  expect(new Set(shopper.landed)).toEqual(new Set([a.url, b.url]));
});

/** Six createOrder calls at once as one shopper, every other one on the second instance. */
const sixCreateOrders = (shopper: Shopper, body: unknown) =>
  Promise.all(
    Array.from({ length: 6 }, (_, i) => {
      const on = new Shopper(i % 2 === 0 ? a.url : b.url);
      on.cookie = shopper.cookie;
      return on.call<CreateOrderData>('createOrder', body);
    }),
  );

test('six concurrent createOrder calls with one key, split over both instances, make one order', async () => {
  const { shopper, product, combo } = await readyGuest(a.url);
  const stock = async () =>
    (await new Shopper(b.url).ok<ProductDetail>('getProduct', { product_id: product.id_product })).combinations.find(
      (c) => c.id_product_attribute === combo,
    )?.quantity;
  const before = await stock();
  const key = newKey();
  const body = { idempotency_key: key, payment_module: 'bankwire', terms_accepted: true };
  const replies = await sixCreateOrders(shopper, body);
  expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
  expect(new Set(replies.map((r) => r.body.psdata.order.id_order)).size).toBe(1);
  const rows = await sql<{ n: number }>(a.database, 'SELECT count(*) AS n FROM orders WHERE idempotency_key = ?', key);
  expect(rows[0]?.n).toBe(1);
  // Stock was taken once, and both instances' listings agree on it.
  expect(await stock()).toBe((before ?? 0) - 1);
});

test('six concurrent card payments with one key, split over both instances, make one order and one charge', async () => {
  const { shopper } = await readyGuest(a.url);
  const key = newKey();
  const body = {
    idempotency_key: key,
    payment_module: 'creditcard',
    terms_accepted: true,
    card: { name: 'Mario Rossi', number: '4242424242424242', expiry: '12/39', cvv: '123' },
  };
  const replies = await sixCreateOrders(shopper, body);
  expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
  expect(new Set(replies.map((r) => r.body.psdata.order.state))).toEqual(new Set(['payment_accepted']));
  // Both instances may have charged (the second finding the order awaiting payment): the provider's key made it one.
  const charges = await sql<{ outcome: string }>(
    a.database,
    'SELECT outcome FROM payment_charge WHERE idempotency_key = ?',
    key,
  );
  expect(charges).toEqual([{ outcome: 'approved' }]);
  const orders = await sql<{ n: number }>(
    a.database,
    'SELECT count(*) AS n FROM orders WHERE idempotency_key = ?',
    key,
  );
  expect(orders[0]?.n).toBe(1);
});

test('a redirect payment cancelled on both instances at once gives its stock back once', async () => {
  const { shopper, product, combo } = await readyGuest(a.url);
  const stock = async () =>
    (await new Shopper(a.url).ok<ProductDetail>('getProduct', { product_id: product.id_product })).combinations.find(
      (c) => c.id_product_attribute === combo,
    )?.quantity;
  const before = await stock();
  const data = await shopper.ok<CreateOrderData>('createOrder', {
    idempotency_key: newKey(),
    payment_module: 'paypal',
    terms_accepted: true,
  });
  expect(await stock()).toBe((before ?? 0) - 1);
  const presses = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      fetch(`${i % 2 === 0 ? a.url : b.url}/api/pay/paypal/${data.order.reference}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ action: i < 3 ? 'cancel' : 'fail', key: data.key }).toString(),
      }),
    ),
  );
  expect(presses.map((r) => r.status)).toEqual([303, 303, 303, 303, 303, 303]);
  expect(presses.every((r) => r.headers.get('location')?.includes('/checkout/failed'))).toBe(true);
  expect(await stock()).toBe(before);
  const history = await sql<{ n: number }>(
    a.database,
    'SELECT count(*) AS n FROM order_history WHERE id_order = ?',
    data.order.id_order,
  );
  expect(history[0]?.n).toBe(2); // awaiting payment, then one of cancelled / payment error
});

test('the login limit holds across both instances', async () => {
  const shopper = new BalancedShopper([a.url, b.url]);
  const email = `target-${randomUUID()}@example.com`;
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT; i++)
    statuses.push((await shopper.call('login', { email, password: `guess-${i}` })).status);
  expect(statuses).toEqual(Array.from({ length: LIMIT }, () => 401));
  const after = [
    await shopper.call('login', { email, password: 'guess' }),
    await shopper.call('login', { email, password: 'guess' }),
  ];
  expect(after.map((r) => [r.status, r.body.code])).toEqual([
    [429, 429],
    [429, 429],
  ]);
});

describe('API_INSTANCES', () => {
  let forked: RunningApi;
  beforeAll(async () => {
    forked = await startApi({ API_INSTANCES: '2' });
  }, 60_000);
  afterAll(() => forked?.stop());

  /** Which instance answers a request on a new connection. */
  const instanceOnNewConnection = (): Promise<number> =>
    new Promise((resolve, reject) => {
      // agent: false opens a connection for this request alone (fetch would reuse one).
      get(`${forked.url}/api/health`, { agent: false }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve((JSON.parse(text) as { psdata: { instance: number } }).psdata.instance));
      }).on('error', reject);
    });

  test('forks instances that share the port, and a shopper spread over them keeps one cart', async () => {
    const seen = new Set<number>();
    for (let i = 0; i < 20 && seen.size < 2; i++) seen.add(await instanceOnNewConnection());
    expect([...seen].sort()).toEqual([1, 2]);
    const shopper = new BalancedShopper([forked.url]);
    const [first, second] = await twoCombos(new Shopper(forked.url));
    if (!first || !second) throw new Error('no stock to test with');
    await shopper.ok<Cart>('createCartItem', { ...first, qty: 1 });
    await shopper.ok<Cart>('createCartItem', { ...second, qty: 1 });
    const carts = await Promise.all(Array.from({ length: 6 }, () => shopper.ok<Cart>('getCartItems')));
    expect(new Set(carts.map((c) => JSON.stringify(lines(c)))).size).toBe(1);
    expect(carts[0]?.products).toHaveLength(2);
  });
});
