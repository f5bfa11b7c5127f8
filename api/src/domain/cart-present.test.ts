// Pins that presenting a cart only reads (ADR 0108), on a real seeded SQLite database with every statement counted: a
// stale cart (a line above its stock, a voucher whose minimum that line no longer meets) is shown as it can be ordered
// and marked stale, with its rows untouched; reading it (`readCart`) is what reconciles it, and that the counter sees.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { openShopDatabase } from '../start-up.ts';
import { presentCart } from './cart-present.ts';
import { readCart } from './cart-read.ts';
import { KeyedLock } from './keyed-lock.ts';
import { loadReferenceData } from './reference-data.ts';
import type { ShopContext } from './shop-context.ts';

/** The tables (and their aliases) a statement's tree names. */
function tablesOf(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) tablesOf(item, into);
  else if (node && typeof node === 'object') {
    const { kind, table } = node as { kind?: string; table?: { identifier?: { name?: string } } };
    if (kind === 'TableNode' && table?.identifier?.name) into.add(table.identifier.name);
    for (const value of Object.values(node)) tablesOf(value, into);
  }
  return into;
}

/**
 * The kind of every statement run through the handle it is plugged into (SelectQueryNode, UpdateQueryNode…), and the
 * tables they read or wrote.
 */
class StatementLog implements KyselyPlugin {
  kinds: string[] = [];
  tables = new Set<string>();
  transformQuery({ node }: PluginTransformQueryArgs) {
    this.kinds.push(node.kind);
    tablesOf(node, this.tables);
    return node;
  }
  transformResult({ result }: PluginTransformResultArgs) {
    return Promise.resolve(result);
  }
}

const unused = (what: string) => () => {
  throw new Error(`presenting a cart does not use the ${what}`);
};

let dir: string;
let db: Db;
const log = new StatementLog();
let ctx: ShopContext;
let idCart: number;
let line: { id_product_attribute: number; quantity: number };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cart-present-'));
  db = await openShopDatabase({ file: join(dir, 'shop.sqlite') });
  ctx = {
    db: db.withPlugin(log),
    config: loadConfig({}),
    lang: 'en',
    session: {
      current: unused('session'),
      ensure: unused('session'),
      customerId: unused('session'),
      update: unused('session'),
      rotate: unused('session'),
    },
    mail: { send: unused('mail') },
    vies: null,
    ref: await loadReferenceData(db),
    locks: new KeyedLock(),
    chosenCountry: undefined,
  };
  // 6 units of a combination (20 to 90 EUR) with 8 in stock, and TAKE20 (from 100 EUR): the stock then drops to 1.
  const combo = await db
    .selectFrom('product_attribute as pa')
    .innerJoin('product as p', 'p.id_product', 'pa.id_product')
    .select(['pa.id_product', 'pa.id_product_attribute', 'p.price'])
    .where('pa.quantity', '>=', 8)
    .where('p.price', '>=', 2000)
    .where('p.price', '<', 9000)
    .where('p.discount_type', 'is', null)
    .where('pa.price_impact', '=', 0)
    .orderBy('pa.id_product_attribute')
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  ({ id_cart: idCart } = await db
    .insertInto('cart')
    .values({
      id_customer: null,
      id_address_delivery: null,
      id_address_invoice: null,
      id_carrier: null,
      guest_email: null,
      invoice: null,
      id_order: null,
      date_add: now,
      date_upd: now,
    })
    .returning('id_cart')
    .executeTakeFirstOrThrow());
  await db
    .insertInto('cart_product')
    .values({
      id_cart: idCart,
      id_product: combo.id_product,
      id_product_attribute: combo.id_product_attribute,
      quantity: 6,
      date_add: now,
    })
    .execute();
  const take20 = await db
    .selectFrom('cart_rule')
    .select('id_cart_rule')
    .where('code', '=', 'TAKE20')
    .executeTakeFirstOrThrow();
  await db.insertInto('cart_cart_rule').values({ id_cart: idCart, id_cart_rule: take20.id_cart_rule }).execute();
  await db
    .updateTable('product_attribute')
    .set({ quantity: 1 })
    .where('id_product_attribute', '=', combo.id_product_attribute)
    .execute();
  line = { id_product_attribute: combo.id_product_attribute, quantity: 6 };
}, 60_000);

afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const rows = async () => ({
  lines: await db.selectFrom('cart_product').selectAll().where('id_cart', '=', idCart).execute(),
  vouchers: await db.selectFrom('cart_cart_rule').selectAll().where('id_cart', '=', idCart).execute(),
  cart: await db.selectFrom('cart').selectAll().where('id_cart', '=', idCart).executeTakeFirstOrThrow(),
});

test('presenting a stale cart only reads: it shows what can be ordered and says the cart is stale', async () => {
  const before = await rows();
  log.kinds = [];
  const cart = await presentCart(ctx, idCart);
  expect(new Set(log.kinds)).toEqual(new Set(['SelectQueryNode']));
  expect(await rows()).toEqual(before);
  expect(before.lines.map((l) => l.quantity)).toEqual([line.quantity]);
  expect(cart.products.map((p) => [p.id_product_attribute, p.cart_quantity])).toEqual([[line.id_product_attribute, 1]]);
  expect(cart.vouchers.added).toEqual([]);
  expect(cart._reconcile.stale).toBe(true);
  expect(cart.notes).toEqual([]);
});

test('reading it reconciles it once; then presenting tells the kept notes and writes nothing again', async () => {
  log.kinds = [];
  const read = await readCart(ctx, idCart);
  expect(log.kinds).toContain('UpdateQueryNode');
  expect(log.kinds).toContain('DeleteQueryNode');
  expect(read._reconciled.notes.map((note) => note.type)).toEqual(['quantity-lowered', 'voucher-removed']);
  log.kinds = [];
  const again = await presentCart(ctx, idCart);
  expect(new Set(log.kinds)).toEqual(new Set(['SelectQueryNode']));
  expect(again._reconcile.stale).toBe(false);
  expect(again.notes).toEqual(read.notes);
  expect((await rows()).lines.map((l) => l.quantity)).toEqual([1]);
});

test("a cart's country, carriers, brand rules and pictures are not read again by each read of it", async () => {
  // The catalogue's facts (pictures included) are read once per catalogue version: by this first read.
  await presentCart(ctx, idCart);
  log.kinds = [];
  log.tables = new Set();
  const cart = await presentCart(ctx, idCart);
  expect(cart.shipping_estimate?.country.iso_code).toBe(ctx.config.shop.countryIso);
  expect(cart.subtotals.shipping).not.toBeNull();
  expect(cart.products[0]?.image_url).toMatch(/\/img\/p\/\d+-\d+\.svg$/);
  expect([...log.tables].filter((table) => /country|carrier|zone|brand_rule|image/.test(table))).toEqual([]);
  // Its lines, its vouchers, its row and the catalogue's versions.
  expect(log.kinds).toHaveLength(4);
});
