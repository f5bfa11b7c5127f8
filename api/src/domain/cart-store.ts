/** Finds or creates the cart of the session (guest) or of the logged-in customer. */
import type { ShopContext } from './shop-context.ts';

/** The open cart for this request; with `create`, one is made (and a session, if needed). */
export async function currentCartId(ctx: ShopContext, create: boolean): Promise<number | null> {
  const session = create ? await ctx.session.ensure() : await ctx.session.current();
  if (!session) return null;
  if (session.id_cart !== null) {
    const cart = await ctx.db
      .selectFrom('cart')
      .select(['id_cart', 'id_customer', 'id_order'])
      .where('id_cart', '=', session.id_cart)
      .executeTakeFirst();
    // A cart that became an order, or that belongs to someone else, is never reused.
    if (cart && cart.id_order === null && (cart.id_customer === null || cart.id_customer === session.id_customer))
      return cart.id_cart;
  }
  if (session.id_customer !== null) {
    const open = await ctx.db
      .selectFrom('cart')
      .select('id_cart')
      .where('id_customer', '=', session.id_customer)
      .where('id_order', 'is', null)
      .orderBy('date_upd', 'desc')
      .executeTakeFirst();
    if (open) {
      await ctx.session.update({ id_cart: open.id_cart });
      return open.id_cart;
    }
  }
  if (!create) return null;
  const now = new Date().toISOString();
  const { id_cart } = await ctx.db
    .insertInto('cart')
    .values({
      id_customer: session.id_customer,
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
    .executeTakeFirstOrThrow();
  await ctx.session.update({ id_cart });
  return id_cart;
}

export async function touchCart(ctx: ShopContext, idCart: number): Promise<void> {
  await ctx.db.updateTable('cart').set({ date_upd: new Date().toISOString() }).where('id_cart', '=', idCart).execute();
}

/**
 * The cart an earlier add with this key went into, made the session's cart (ADR 0108: an add made again because its
 * answer was lost, maybe with the session cookie that answer carried). Null when no add had this key, or when its cart
 * can no longer be the shopper's: it became an order, or it belongs to another customer.
 */
export async function cartOfAdd(ctx: ShopContext, key: string): Promise<number | null> {
  const added = await ctx.db
    .selectFrom('cart_add')
    .innerJoin('cart', 'cart.id_cart', 'cart_add.id_cart')
    .select(['cart.id_cart', 'cart.id_customer', 'cart.id_order'])
    .where('cart_add.idempotency_key', '=', key)
    .executeTakeFirst();
  if (!added || added.id_order !== null) return null;
  const session = await ctx.session.ensure();
  if (added.id_customer !== null && added.id_customer !== session.id_customer) return null;
  if (session.id_cart !== added.id_cart) await ctx.session.update({ id_cart: added.id_cart });
  return added.id_cart;
}
