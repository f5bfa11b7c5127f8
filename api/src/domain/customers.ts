/** Customers: credentials, the public shape, and the cart merge that happens at login. */
import { CART_LINE_LIMIT, toGender, type CustomerUser } from '@storefront/shared/schemas';
import type { CustomerTable } from '../db/types.ts';
import type { ShopContext } from './shop-context.ts';
import { hashPassword, verifyPassword } from './password.ts';

type CustomerRow = Omit<CustomerTable, 'id_customer'> & { id_customer: number };

export const presentUser = (c: CustomerRow): CustomerUser => ({
  id: c.id_customer,
  email: c.email,
  firstname: c.firstname,
  lastname: c.lastname,
  id_gender: toGender(c.id_gender),
  newsletter: c.newsletter === 1,
});

// Checked when the email is unknown, so a wrong email and a wrong password take the same time.
let dummyHash: Promise<string> | undefined;

/** The customer whose email and password match, or null. */
export async function checkCredentials(ctx: ShopContext, email: string, password: string): Promise<CustomerRow | null> {
  const customer = await ctx.db
    .selectFrom('customer')
    .selectAll()
    .where('email', '=', email)
    .where('is_guest', '=', 0)
    .executeTakeFirst();
  if (!customer) {
    dummyHash ??= hashPassword('not-a-password');
    await verifyPassword(password, await dummyHash);
    return null;
  }
  return (await verifyPassword(password, customer.passwd)) ? customer : null;
}

/**
 * Logs the customer in on this session: the guest cart's lines move into the customer's open cart (quantities
 * added, still bounded per line), or the guest cart simply becomes the customer's; the session token is rotated.
 */
export async function signIn(ctx: ShopContext, idCustomer: number): Promise<number | null> {
  const { db } = ctx;
  const session = await ctx.session.current();
  const guestCart = session?.id_cart ?? null;
  const guest =
    guestCart === null
      ? undefined
      : await db
          .selectFrom('cart')
          .select(['id_cart', 'id_customer', 'id_order'])
          .where('id_cart', '=', guestCart)
          .executeTakeFirst();
  const usableGuest =
    guest && guest.id_order === null && (guest.id_customer === null || guest.id_customer === idCustomer)
      ? guest.id_cart
      : null;
  const open = await db
    .selectFrom('cart')
    .select('id_cart')
    .where('id_customer', '=', idCustomer)
    .where('id_order', 'is', null)
    .orderBy('date_upd', 'desc')
    .executeTakeFirst();
  let idCart: number | null = open?.id_cart ?? null;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (usableGuest === null || usableGuest === idCart) return;
    if (idCart === null) {
      await trx
        .updateTable('cart')
        .set({ id_customer: idCustomer, date_upd: now })
        .where('id_cart', '=', usableGuest)
        .execute();
      idCart = usableGuest;
      return;
    }
    const lines = await trx.selectFrom('cart_product').selectAll().where('id_cart', '=', usableGuest).execute();
    for (const line of lines) {
      await trx
        .insertInto('cart_product')
        .values({ ...line, id_cart: idCart, quantity: Math.min(line.quantity, CART_LINE_LIMIT) })
        .onConflict((oc) =>
          // Capped at the line limit with CASE: SQLite's two-argument min() is LEAST() on PostgreSQL.
          oc.columns(['id_cart', 'id_product_attribute']).doUpdateSet((eb) => ({
            quantity: eb
              .case()
              .when(eb('cart_product.quantity', '+', eb.ref('excluded.quantity')), '>', CART_LINE_LIMIT)
              .then(CART_LINE_LIMIT)
              .else(eb('cart_product.quantity', '+', eb.ref('excluded.quantity')))
              .end(),
          })),
        )
        .execute();
    }
    const rules = await trx
      .selectFrom('cart_cart_rule')
      .select('id_cart_rule')
      .where('id_cart', '=', usableGuest)
      .execute();
    for (const rule of rules) {
      await trx
        .insertInto('cart_cart_rule')
        .values({ id_cart: idCart, id_cart_rule: rule.id_cart_rule })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await trx.deleteFrom('cart_cart_rule').where('id_cart', '=', usableGuest).execute();
    await trx.deleteFrom('cart_product').where('id_cart', '=', usableGuest).execute();
    await trx.updateTable('cart').set({ date_upd: now }).where('id_cart', '=', idCart).execute();
  });
  await ctx.session.rotate({ id_customer: idCustomer, id_cart: idCart });
  return idCart;
}

export async function cartCount(ctx: ShopContext, idCart: number | null): Promise<number> {
  if (idCart === null) return 0;
  const row = await ctx.db
    .selectFrom('cart_product')
    .select((eb) => eb.fn.sum<number>('quantity').as('n'))
    .where('id_cart', '=', idCart)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
