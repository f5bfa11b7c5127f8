// Pins ADR 0108: reading a cart that fits writes nothing; concurrent reads of a stale cart, over two api instances on
// one database, reconcile it once and all tell the same notes; the notes come back on every read until the shopper
// has seen them (markCartNotesSeen), and only the ones seen go. Writes are counted by triggers on the cart's tables.
import type { Cart, ProductDetail } from '@storefront/shared/schemas';
import { setStock, sql } from './support/outbox.ts';
import { dropDatabase, isPostgresDatabase, Shopper, startApi, type RunningApi } from './support/server.ts';

let a: RunningApi;
let b: RunningApi;
beforeAll(async () => {
  a = await startApi({ KEEP_DB: '1' });
  b = await startApi({}, a.database);
  await watchWrites(a.database);
}, 60_000);
afterAll(async () => {
  await b?.stop();
  await a?.stop();
  if (a) await dropDatabase(a.database);
});

const CART_TABLES = ['cart', 'cart_product', 'cart_cart_rule'];

/** Every row written to the cart's tables is logged in `test_write` ("UPDATE cart", "DELETE cart_product"…). */
async function watchWrites(database: string): Promise<void> {
  if (isPostgresDatabase(database)) {
    await sql(database, 'CREATE TABLE test_write (id SERIAL PRIMARY KEY, what TEXT NOT NULL)');
    await sql(
      database,
      `CREATE FUNCTION test_log_write() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN INSERT INTO test_write (what) VALUES (TG_OP || ' ' || TG_TABLE_NAME); RETURN NULL; END $$`,
    );
    for (const table of CART_TABLES)
      await sql(
        database,
        `CREATE TRIGGER test_write_${table} AFTER INSERT OR UPDATE OR DELETE ON ${table}
         FOR EACH ROW EXECUTE FUNCTION test_log_write()`,
      );
    return;
  }
  await sql(database, 'CREATE TABLE test_write (id INTEGER PRIMARY KEY, what TEXT NOT NULL)');
  for (const table of CART_TABLES)
    for (const op of ['INSERT', 'UPDATE', 'DELETE'])
      await sql(
        database,
        `CREATE TRIGGER test_write_${op}_${table} AFTER ${op} ON ${table}
         BEGIN INSERT INTO test_write (what) VALUES ('${op} ${table}'); END`,
      );
}

/** The writes logged since the last call, sorted. */
async function writes(): Promise<string[]> {
  const rows = await sql<{ what: string }>(a.database, 'SELECT what FROM test_write ORDER BY what');
  await sql(a.database, 'DELETE FROM test_write');
  return rows.map((row) => row.what);
}

interface Pick {
  id_product: number;
  id_product_attribute: number;
  quantity: number;
  name: string;
}

/** Combinations with at least `min` units, one per product, from product `from` on. */
async function picks(shopper: Shopper, count: number, from: number, min = 2): Promise<Pick[]> {
  const found: Pick[] = [];
  for (let id = from; found.length < count && id < 169; id++) {
    const product = await shopper.ok<ProductDetail>('getProduct', { product_id: id });
    const combo = product.combinations.find((c) => c.quantity >= min);
    if (combo)
      found.push({
        id_product: id,
        id_product_attribute: combo.id_product_attribute,
        quantity: combo.quantity,
        name: product.name,
      });
  }
  return found;
}

/** The same browser (one session cookie) on another instance. */
function sameBrowser(shopper: Shopper, base: string): Shopper {
  const twin = new Shopper(base);
  twin.cookie = shopper.cookie;
  return twin;
}

async function cartWith(lines: Pick[], qty: number): Promise<Shopper> {
  const shopper = new Shopper(a.url);
  for (const line of lines)
    await shopper.ok<Cart>('createCartItem', {
      id_product: line.id_product,
      id_product_attribute: line.id_product_attribute,
      qty,
    });
  return shopper;
}

test('reading a cart that fits the shop writes nothing', async () => {
  const lines = await picks(new Shopper(a.url), 2, 10);
  const shopper = await cartWith(lines, 1);
  await writes();
  const first = await shopper.ok<Cart>('getCartItems');
  await sameBrowser(shopper, b.url).ok<Cart>('getCartItems');
  expect(first.products).toHaveLength(2);
  expect(first.notes).toEqual([]);
  expect(await writes()).toEqual([]);
});

test('concurrent reads of a stale cart on two instances reconcile it once and tell the same notes', async () => {
  const [gone, lowered] = await picks(new Shopper(a.url), 2, 40, 3);
  if (!gone || !lowered) throw new Error('no stock');
  const shopper = await cartWith([gone, lowered], 3);
  try {
    await setStock(a.database, gone.id_product_attribute, 0);
    await setStock(a.database, lowered.id_product_attribute, 1);
    await writes();
    const replies = await Promise.all(
      [a.url, b.url, a.url, b.url, a.url, b.url].map((base) => sameBrowser(shopper, base).ok<Cart>('getCartItems')),
    );
    const stamp = expect.any(Number) as number;
    for (const reply of replies) {
      expect(reply.notes).toEqual([
        { type: 'sold-out', name: gone.name, stamp },
        { type: 'quantity-lowered', name: lowered.name, quantity: 1, stamp },
      ]);
      expect(reply.products.map((p) => [p.id_product_attribute, p.cart_quantity])).toEqual([
        [lowered.id_product_attribute, 1],
      ]);
    }
    expect(new Set(replies.map((reply) => JSON.stringify(reply.notes))).size).toBe(1);
    // One reconciling: the cart taken once (its revision), its notes written once, one line removed, one lowered.
    expect(await writes()).toEqual(['DELETE cart_product', 'UPDATE cart', 'UPDATE cart', 'UPDATE cart_product']);
    // Reconciled, the cart fits again: the next reads write nothing and still tell the notes.
    expect((await shopper.ok<Cart>('getCartItems')).notes).toEqual(replies[0]?.notes);
    expect(await writes()).toEqual([]);
  } finally {
    await setStock(a.database, gone.id_product_attribute, gone.quantity);
    await setStock(a.database, lowered.id_product_attribute, lowered.quantity);
  }
});

test('notes stay until seen, on every read and answer; seeing some keeps the newer ones', async () => {
  const [first, second, kept] = await picks(new Shopper(a.url), 3, 70);
  if (!first || !second || !kept) throw new Error('no stock');
  const shopper = await cartWith([first, second, kept], 1);
  try {
    await setStock(a.database, first.id_product_attribute, 0);
    const one = await shopper.ok<Cart>('getCartItems');
    expect(one.notes).toEqual([{ type: 'sold-out', name: first.name, stamp: expect.any(Number) as number }]);
    const [told] = one.notes;
    // Another instance, a change to the cart, another language: the note is still told.
    expect((await sameBrowser(shopper, b.url).ok<Cart>('getCartItems')).notes).toEqual([told]);
    const changed = await shopper.ok<Cart>('updateCartItem', {
      id_product: kept.id_product,
      id_product_attribute: kept.id_product_attribute,
      qty: 2,
    });
    expect(changed.notes).toEqual([told]);
    const german = new Shopper(a.url, 'de');
    german.cookie = shopper.cookie;
    expect((await german.ok<Cart>('getCartItems')).notes).toEqual([
      { type: 'sold-out', name: expect.any(String) as string, stamp: told?.stamp },
    ]);

    await setStock(a.database, second.id_product_attribute, 0);
    const two = await shopper.ok<Cart>('getCartItems');
    expect(two.notes).toEqual([told, { type: 'sold-out', name: second.name, stamp: expect.any(Number) as number }]);
    // The page saw the first note only (it read before the second was made): the second stays.
    const seenFirst = await shopper.ok<Cart>('markCartNotesSeen', { stamp: told?.stamp });
    expect(seenFirst.notes).toEqual([two.notes[1]]);
    expect((await shopper.ok<Cart>('getCartItems')).notes).toEqual([two.notes[1]]);
    await shopper.ok<Cart>('markCartNotesSeen', { stamp: two.notes[1]?.stamp });
    expect((await shopper.ok<Cart>('getCartItems')).notes).toEqual([]);
    expect((await sameBrowser(shopper, b.url).ok<Cart>('getCartItems')).notes).toEqual([]);
  } finally {
    await setStock(a.database, first.id_product_attribute, first.quantity);
    await setStock(a.database, second.id_product_attribute, second.quantity);
  }
});

test('a note told once for the change just asked for is not kept; seeing notes of an empty session is a 404', async () => {
  const [line] = await picks(new Shopper(a.url), 1, 100, 2);
  if (!line) throw new Error('no stock');
  const shopper = await cartWith([line], 1);
  const asked = await shopper.ok<Cart>('updateCartItem', {
    id_product: line.id_product,
    id_product_attribute: line.id_product_attribute,
    qty: 500,
  });
  expect(asked.notes).toEqual([{ type: 'quantity-lowered', name: line.name, quantity: Math.min(10, line.quantity) }]);
  expect((await shopper.ok<Cart>('getCartItems')).notes).toEqual([]);
  const nobody = await new Shopper(a.url).call('markCartNotesSeen', { stamp: 1 });
  expect(nobody.status).toBe(404);
  expect((await shopper.call('markCartNotesSeen', { stamp: 0 })).status).toBe(400);
});
