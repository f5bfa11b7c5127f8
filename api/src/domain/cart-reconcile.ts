/**
 * Reconciling a cart with the shop (ADR 0108): a line above its stock or CART_LINE_LIMIT is lowered, a line that can
 * no longer be ordered is removed, a voucher that no longer applies is dropped, and each change is kept on the cart as
 * a note until the shopper has seen it. It is a write of its own, run where a write is due: inside every change to the
 * cart (`changeCart`, one transaction), and by a read that finds the cart no longer fits (`cart-read.ts`), as a
 * compare-and-set on the cart's revision so that concurrent reads reconcile it once. Presenting only reads.
 */
import { CART_LINE_LIMIT } from '@storefront/shared/schemas';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { comboPrice, type ComboFact, type ProductFact } from './product-facts.ts';
import type { ShopContext } from './shop-context.ts';
import { voucherReason, type Rule, type VoucherReason } from './vouchers.ts';

export interface CartLineRow {
  id_product: number;
  id_product_attribute: number;
  quantity: number;
}

/** A change reconciling made, as kept on the cart: names are looked up in the reader's language when presented. */
export type NoteSubject =
  | { type: 'quantity-lowered'; id_product: number; id_product_attribute: number; quantity: number }
  | { type: 'sold-out'; id_product: number; id_product_attribute: number }
  | { type: 'voucher-removed'; id_cart_rule: number; code: string; reason: VoucherReason; minimum_amount: number };

/** A note with the revision of the cart that made it; the shopper acknowledges notes up to a stamp. */
export type StoredNote = NoteSubject & { stamp: number };

export interface PlannedLine {
  product: ProductFact;
  combo: ComboFact;
  /** What the line can hold: the stock, at most CART_LINE_LIMIT. */
  limit: number;
  quantity: number;
}

export interface ReconcilePlan {
  /** The lines that can be ordered, each with the quantity it can be ordered in. */
  lines: PlannedLine[];
  /** The vouchers that still apply. */
  rules: Rule[];
  /** Cents of the planned lines. */
  productsTotal: number;
  /** What reconciling has to change; none when the cart fits the shop. */
  changes: NoteSubject[];
}

/**
 * What the cart would hold once reconciled, and what that changes. Pure: the presenter asks it to show what can be
 * ordered and to know whether the cart is stale, reconciling asks it what to write.
 */
export function planReconcile(
  rows: CartLineRow[],
  rules: Rule[],
  facts: ReadonlyMap<number, ProductFact>,
  stockOf: (combo: ComboFact) => number,
  now = Date.now(),
): ReconcilePlan {
  const lines: PlannedLine[] = [];
  const changes: NoteSubject[] = [];
  let productsTotal = 0;
  for (const row of rows) {
    const product = facts.get(row.id_product);
    const combo = product?.combos.find((c) => c.id === row.id_product_attribute);
    const limit = combo ? Math.min(stockOf(combo), CART_LINE_LIMIT) : 0;
    const line = { id_product: row.id_product, id_product_attribute: row.id_product_attribute };
    if (!product || !combo || limit <= 0) {
      changes.push({ type: 'sold-out', ...line });
      continue;
    }
    const quantity = Math.min(row.quantity, limit);
    if (quantity < row.quantity) changes.push({ type: 'quantity-lowered', ...line, quantity });
    productsTotal += comboPrice(product, combo.impact).price * quantity;
    lines.push({ product, combo, limit, quantity });
  }
  const kept: Rule[] = [];
  for (const rule of rules) {
    const reason = voucherReason(rule, productsTotal, now);
    if (reason === null) kept.push(rule);
    else
      changes.push({
        type: 'voucher-removed',
        id_cart_rule: rule.id_cart_rule,
        code: rule.code,
        reason,
        minimum_amount: rule.minimum_amount,
      });
  }
  return { lines, rules: kept, productsTotal, changes };
}

const subjectOf = (note: NoteSubject): string =>
  note.type === 'voucher-removed' ? `voucher:${note.id_cart_rule}` : `line:${note.id_product_attribute}`;

/**
 * The notes kept after reconciling at revision `stamp`: a newer note about the same line or voucher replaces an older
 * one the shopper has not seen yet (a line lowered, then sold out, is told as sold out).
 */
export function recordNotes(pending: StoredNote[], changes: NoteSubject[], stamp: number): StoredNote[] {
  const changed = new Set(changes.map(subjectOf));
  return [...pending.filter((note) => !changed.has(subjectOf(note))), ...changes.map((note) => ({ ...note, stamp }))];
}

export const parseNotes = (json: string): StoredNote[] => JSON.parse(json) as StoredNote[];

export async function readLines(db: Db, idCart: number): Promise<CartLineRow[]> {
  return db
    .selectFrom('cart_product')
    .select(['id_product', 'id_product_attribute', 'quantity'])
    .where('id_cart', '=', idCart)
    .orderBy('date_add')
    .orderBy('id_product_attribute')
    .execute();
}

export async function readRules(db: Db, idCart: number): Promise<Rule[]> {
  return db
    .selectFrom('cart_cart_rule as ccr')
    .innerJoin('cart_rule as r', 'r.id_cart_rule', 'ccr.id_cart_rule')
    .selectAll('r')
    .where('ccr.id_cart', '=', idCart)
    .orderBy('r.id_cart_rule')
    .execute();
}

/** The catalogue's facts in the request's language, by product id (the facts cache, read before a transaction). */
export async function factsById(ctx: ShopContext): Promise<Map<number, ProductFact>> {
  return new Map((await ctx.ref.facts.all(ctx.db, ctx.ref, ctx.lang)).map((fact) => [fact.id, fact]));
}

/** The plan for the cart as it is in this transaction, against the stock it reads (not the facts cache's). */
export async function planInTransaction(
  trx: Db,
  idCart: number,
  facts: ReadonlyMap<number, ProductFact>,
): Promise<ReconcilePlan> {
  const rows = await readLines(trx, idCart);
  const rules = await readRules(trx, idCart);
  const stock = new Map(
    rows.length === 0
      ? []
      : (
          await trx
            .selectFrom('product_attribute')
            .select(['id_product_attribute', 'quantity'])
            .where(
              'id_product_attribute',
              'in',
              rows.map((row) => row.id_product_attribute),
            )
            .execute()
        ).map((row) => [row.id_product_attribute, row.quantity]),
  );
  return planReconcile(rows, rules, facts, (combo) => stock.get(combo.id) ?? 0);
}

interface Claimed {
  revision: number;
  notes: string;
}

/**
 * Takes the cart for this transaction by moving its revision, the transaction's first statement: PostgreSQL locks the
 * row and SQLite the file until commit, so another instance's write to this cart waits, then sees this one. With
 * `revision`, only a cart still at that revision is taken (a read that lost to another reconciling gets null).
 */
async function claim(
  trx: Db,
  idCart: number,
  when: { revision: number } | { touched: string },
): Promise<Claimed | null> {
  let update = trx
    .updateTable('cart')
    .set((eb) => ({
      revision: eb('revision', '+', 1),
      ...('touched' in when ? { date_upd: when.touched } : {}),
    }))
    .where('id_cart', '=', idCart);
  if ('revision' in when) update = update.where('revision', '=', when.revision);
  return (await update.returning(['revision', 'notes']).executeTakeFirst()) ?? null;
}

/** Applies the plan of the claimed cart and keeps its changes as notes stamped with the claimed revision. */
async function reconcileClaimed(
  trx: Db,
  idCart: number,
  claimed: Claimed,
  facts: ReadonlyMap<number, ProductFact>,
): Promise<NoteSubject[]> {
  const { changes } = await planInTransaction(trx, idCart, facts);
  for (const change of changes) {
    if (change.type === 'voucher-removed')
      await trx
        .deleteFrom('cart_cart_rule')
        .where('id_cart', '=', idCart)
        .where('id_cart_rule', '=', change.id_cart_rule)
        .execute();
    else if (change.type === 'sold-out')
      await trx
        .deleteFrom('cart_product')
        .where('id_cart', '=', idCart)
        .where('id_product_attribute', '=', change.id_product_attribute)
        .execute();
    else
      await trx
        .updateTable('cart_product')
        .set({ quantity: change.quantity })
        .where('id_cart', '=', idCart)
        .where('id_product_attribute', '=', change.id_product_attribute)
        .execute();
  }
  if (changes.length)
    await trx
      .updateTable('cart')
      .set({ notes: JSON.stringify(recordNotes(parseNotes(claimed.notes), changes, claimed.revision)) })
      .where('id_cart', '=', idCart)
      .execute();
  return changes;
}

/**
 * A change to the cart, then reconciling it, in one transaction that first takes the cart: changes to one cart run
 * one after another on every instance, and none leaves the cart unreconciled. `change` must use the transaction it
 * is given, never `ctx.db` (on SQLite that would wait for this transaction forever).
 */
export async function changeCart<T>(
  ctx: ShopContext,
  idCart: number,
  change: (trx: Db, facts: ReadonlyMap<number, ProductFact>) => Promise<T>,
): Promise<T> {
  const facts = await factsById(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const claimed = await claim(trx, idCart, { touched: new Date().toISOString() });
    if (!claimed) throw notFound('No products in the cart', 302);
    const result = await change(trx, facts);
    await reconcileClaimed(trx, idCart, claimed, facts);
    return result;
  });
}

/**
 * Reconciles a cart a read found stale at `revision`. When another call has written the cart since (most often a
 * concurrent read reconciling it), this writes nothing: that call's notes are the ones kept. Nor does it when the
 * claimed cart has nothing left to change: the read judged it by lines from just before another reconciling
 * committed, and the revision it claimed is already that reconciling's (`presentCart` reads the cart row last).
 */
export async function reconcileStale(ctx: ShopContext, idCart: number, revision: number): Promise<void> {
  const facts = await factsById(ctx);
  const trx = await ctx.db.startTransaction().execute();
  let changes: NoteSubject[];
  try {
    const claimed = await claim(trx, idCart, { revision });
    changes = claimed ? await reconcileClaimed(trx, idCart, claimed, facts) : [];
  } catch (error) {
    await trx.rollback().execute();
    throw error;
  }
  await (changes.length ? trx.commit() : trx.rollback()).execute();
}

/**
 * The shopper has seen the notes stamped up to `stamp`: they are dropped. A compare-and-set on the revision, so notes
 * a reconciling adds meanwhile are kept (it is tried again on the new revision).
 */
export async function markNotesSeen(ctx: ShopContext, idCart: number, stamp: number): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await ctx.db
      .selectFrom('cart')
      .select(['revision', 'notes'])
      .where('id_cart', '=', idCart)
      .executeTakeFirst();
    if (!row) return;
    const pending = parseNotes(row.notes);
    const left = pending.filter((note) => note.stamp > stamp);
    if (left.length === pending.length) return;
    const result = await ctx.db
      .updateTable('cart')
      .set({ notes: JSON.stringify(left) })
      .where('id_cart', '=', idCart)
      .where('revision', '=', row.revision)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return;
  }
}
