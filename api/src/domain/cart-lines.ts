/**
 * Changing cart lines: quantities are bounded by stock and by CART_LINE_LIMIT per line. Each change runs in
 * `changeCart`'s transaction, which reconciles the rest of the cart with it (ADR 0108).
 */
import { CART_LINE_LIMIT } from '@storefront/shared/schemas';
import type { Db } from '../db/database.ts';
import type { ShopContext } from './shop-context.ts';
import { ApiError, notFound } from '../errors.ts';
import { unchanged, type CartChanges } from './cart-present.ts';
import { changeCart } from './cart-reconcile.ts';
import { loadFacts, type ComboFact, type ProductFact } from './product-facts.ts';

export const NOT_ADDED = 'Product not added to cart';

async function findCombo(
  ctx: ShopContext,
  idProduct: number,
  idCombo: number | undefined,
): Promise<{ product: ProductFact; combo: ComboFact }> {
  const [product] = await loadFacts(ctx.db, ctx.ref, ctx.lang, { productIds: [idProduct] });
  if (!product) throw notFound('product not found', 302);
  const combo = idCombo === undefined ? product.defaultCombo : product.combos.find((c) => c.id === idCombo);
  if (!combo) throw notFound('This combination does not exist for this product', 302);
  return { product, combo };
}

async function lineQuantity(db: Db, idCart: number, idCombo: number): Promise<number> {
  const row = await db
    .selectFrom('cart_product')
    .select('quantity')
    .where('id_cart', '=', idCart)
    .where('id_product_attribute', '=', idCombo)
    .executeTakeFirst();
  return row?.quantity ?? 0;
}

async function writeLine(
  db: Db,
  idCart: number,
  product: ProductFact,
  combo: ComboFact,
  quantity: number,
): Promise<void> {
  if (quantity <= 0) {
    await db
      .deleteFrom('cart_product')
      .where('id_cart', '=', idCart)
      .where('id_product_attribute', '=', combo.id)
      .execute();
  } else {
    await db
      .insertInto('cart_product')
      .values({
        id_cart: idCart,
        id_product: product.id,
        id_product_attribute: combo.id,
        quantity,
        date_add: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(['id_cart', 'id_product_attribute']).doUpdateSet({ quantity }))
      .execute();
  }
}

/** What an add changed. `keyTaken`: another add had recorded its key first (in its own cart): nothing was added here. */
export type AddChanges = CartChanges & { keyTaken?: true };

/**
 * Adds `qty` units; returns notes when fewer could be added. Nothing addable is an error (409). With the client's
 * `key`, the add is recorded under it in the same transaction: a concurrent call with the same key that got there
 * first leaves this one adding nothing.
 */
export async function addToCart(
  ctx: ShopContext,
  idCart: number,
  idProduct: number,
  idCombo: number | undefined,
  qty: number,
  key?: string,
): Promise<AddChanges> {
  const { product, combo } = await findCombo(ctx, idProduct, idCombo);
  return changeCart(ctx, idCart, async (trx) => {
    if (key !== undefined) {
      const recorded = await trx
        .insertInto('cart_add')
        .values({ idempotency_key: key, id_cart: idCart, date_add: new Date().toISOString() })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning('idempotency_key')
        .executeTakeFirst();
      if (!recorded) return { ...unchanged(), keyTaken: true };
    }
    const current = await lineQuantity(trx, idCart, combo.id);
    const limit = Math.min(combo.quantity, CART_LINE_LIMIT);
    const next = Math.min(current + qty, limit);
    // 309: out of stock; 311: the line already holds the most allowed.
    if (next <= current) {
      const soldOut = combo.quantity <= current;
      throw new ApiError(409, soldOut ? 309 : 311, NOT_ADDED, {
        reason: soldOut ? 'cart.outOfStock' : 'cart.lineLimit',
      });
    }
    await writeLine(trx, idCart, product, combo, next);
    return next < current + qty
      ? {
          errors: [`Only ${next - current} of ${qty} could be added: at most ${limit} of this product per order.`],
          notes: [{ type: 'quantity-lowered', name: product.name, quantity: next }],
        }
      : unchanged();
  });
}

/** Sets the absolute quantity (0 removes); above the limit it is lowered, with a note. */
export async function setQuantity(
  ctx: ShopContext,
  idCart: number,
  idProduct: number,
  idCombo: number,
  qty: number,
): Promise<CartChanges> {
  const { product, combo } = await findCombo(ctx, idProduct, idCombo);
  return changeCart(ctx, idCart, async (trx) => {
    const current = await lineQuantity(trx, idCart, combo.id);
    if (current === 0 && qty > 0) throw notFound('This product is not in your cart', 302);
    const limit = Math.min(combo.quantity, CART_LINE_LIMIT);
    const next = Math.min(qty, limit);
    if (qty > 0 && next === 0)
      throw new ApiError(409, 309, 'This product is out of stock', { reason: 'cart.outOfStock' });
    await writeLine(trx, idCart, product, combo, next);
    return next < qty
      ? {
          errors: [`The quantity was lowered to ${next}: at most ${limit} of this product per order.`],
          notes: [{ type: 'quantity-lowered', name: product.name, quantity: next }],
        }
      : unchanged();
  });
}

export async function removeLine(ctx: ShopContext, idCart: number, idProduct: number, idCombo: number): Promise<void> {
  await changeCart(ctx, idCart, async (trx) => {
    const result = await trx
      .deleteFrom('cart_product')
      .where('id_cart', '=', idCart)
      .where('id_product', '=', idProduct)
      .where('id_product_attribute', '=', idCombo)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('This product is not in your cart', 302);
  });
}
