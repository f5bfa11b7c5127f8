// Pins: reading the shop opens no session (no cookie, no row); the first call that writes state opens exactly one.
import { sql } from './support/outbox.ts';
import { Shopper, startApi, type RunningApi } from './support/server.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.stop());

const sessionRows = async (): Promise<number> =>
  (await sql<{ n: number }>(api.database, 'SELECT count(*) AS n FROM session'))[0]?.n ?? -1;

const reads: [string, unknown, string?][] = [
  ['bootstrap', {}],
  ['getCartItems', {}],
  ['getProducts', { id_category: 3, page: 1, resultsPerPage: 12 }],
  ['getProduct', { product_id: 1 }],
  ['search', { s: 'shirt', page: 1, resultsPerPage: 6, suggestions: true }],
  ['getCheckout', {}],
  ['getContent', { slug: 'about' }, '/cms'],
];

test('a guest who only reads gets no cookie and writes no session row', async () => {
  const before = await sessionRows();
  for (const [name, body, base] of reads) {
    const reply = await new Shopper(api.url).call(name, body, base ? { base } : {});
    expect({ name, status: reply.status < 500, cookies: reply.headers.getSetCookie() }).toEqual({
      name,
      status: true,
      cookies: [],
    });
  }
  expect(await sessionRows()).toBe(before);
});

test('the first write opens one session, which later calls reuse', async () => {
  const before = await sessionRows();
  const shopper = new Shopper(api.url);
  await shopper.ok('bootstrap', {});
  expect(shopper.cookie).toBe('');
  await shopper.ok('createCartItem', { id_product: 1, qty: 1 });
  expect(shopper.cookie).toMatch(/^sf_session=/);
  const cart = await shopper.call('getCartItems', {});
  expect(cart.headers.getSetCookie()).toEqual([]);
  expect(await sessionRows()).toBe(before + 1);
});
