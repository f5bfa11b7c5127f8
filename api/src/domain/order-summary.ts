/** Order lookups by owner or secret key, and the short summary the confirmation pages show. */
import type { LanguageCode, OrderSummary } from '@storefront/shared/schemas';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/types.ts';
import { notFound } from '../http/errors.ts';
import { timingSafeEqual } from 'node:crypto';
import { euros, formatPrice } from './money.ts';
import { stateLabel } from './order-states.ts';
import { bumpCatalogVersion } from './product-facts.ts';
import type { ReferenceData } from './reference-data.ts';

export type OrderRow = DB['orders'] & { id_order: number };

/** The order if the customer owns it or the key matches; otherwise 404 'order not found' (as PrestaShop answers). */
export async function findOwnedOrder(
  db: Db,
  idOrder: number,
  who: { id_customer: number | null; key?: string | undefined },
): Promise<OrderRow> {
  const order = (await db.selectFrom('orders').selectAll().where('id_order', '=', idOrder).executeTakeFirst()) as
    OrderRow | undefined;
  const byCustomer = order && who.id_customer !== null && order.id_customer === who.id_customer;
  const byKey =
    order &&
    who.key !== undefined &&
    who.key.length === order.secure_key.length &&
    timingSafeEqual(new TextEncoder().encode(who.key), new TextEncoder().encode(order.secure_key));
  if (!order || !(byCustomer || byKey)) throw notFound('order not found', 404);
  return order;
}

export async function orderSummary(db: Db, order: OrderRow, lang: LanguageCode): Promise<OrderSummary> {
  const count = await db
    .selectFrom('order_detail')
    .select((eb) => eb.fn.sum<number>('quantity').as('n'))
    .where('id_order', '=', order.id_order)
    .executeTakeFirst();
  return {
    id_order: order.id_order,
    reference: order.reference,
    date_add: order.date_add,
    state: order.current_state,
    state_label: stateLabel(order.current_state, lang),
    payment: order.payment,
    module: order.module,
    total_paid: euros(order.total_paid),
    total_paid_formatted: formatPrice(order.total_paid, lang),
    products_count: Number(count?.n ?? 0),
    email: order.email,
  };
}

/**
 * Moves an order from the state it was read in to a new one; leaving a reserved state for a failed one puts the stock
 * back. The move is a compare-and-set: when another request (on this or another api instance) moved the order first,
 * nothing changes and the answer is false, so stock is never given back twice.
 */
export async function setOrderState(
  db: Db,
  ref: ReferenceData,
  order: OrderRow,
  state: string,
  transactionId?: string,
): Promise<boolean> {
  const now = new Date().toISOString();
  const moved = await db.transaction().execute(async (trx) => {
    const update = await trx
      .updateTable('orders')
      .set({ current_state: state, date_upd: now, ...(transactionId ? { transaction_id: transactionId } : {}) })
      .where('id_order', '=', order.id_order)
      .where('current_state', '=', order.current_state)
      .executeTakeFirst();
    if (Number(update.numUpdatedRows) !== 1) return false;
    await trx.insertInto('order_history').values({ id_order: order.id_order, state, date_add: now }).execute();
    if (state === 'cancelled' || state === 'payment_error') {
      const lines = await trx
        .selectFrom('order_detail')
        .select(['id_product_attribute', 'id_product', 'quantity'])
        .where('id_order', '=', order.id_order)
        .execute();
      for (const line of lines) {
        await trx
          .updateTable('product_attribute')
          .set((eb) => ({ quantity: eb('quantity', '+', line.quantity) }))
          .where('id_product_attribute', '=', line.id_product_attribute)
          .execute();
        await trx
          .updateTable('product')
          .set((eb) => ({ sales: eb('sales', '-', line.quantity) }))
          .where('id_product', '=', line.id_product)
          .execute();
      }
      await bumpCatalogVersion(trx);
    }
    return true;
  });
  if (!moved) return false;
  ref.facts.invalidate();
  order.current_state = state;
  return true;
}
