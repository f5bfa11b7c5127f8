/** Order lookups by owner or secret key, and the short summary the confirmation pages show. */
import type { LanguageCode, OrderCancelReason, OrderSummary } from '@storefront/shared/schemas';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/outbox.ts';
import type { DB } from '../db/types.ts';
import { notFound } from '../errors.ts';
import { timingSafeEqual } from 'node:crypto';
import { euros, formatPrice } from './money.ts';
import { stateLabel } from './order-states.ts';
import { bumpStockVersion } from './product-facts.ts';
import type { ReferenceData } from './reference-data.ts';

export type OrderRow = Selectable<DB['orders']>;

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

/** Redirect gateways: the shopper pays on the provider's page, within the payment window. */
export const REDIRECT_MODULES: readonly string[] = ['paypal', 'multisafepay'];

/** When an order still awaiting a redirect payment is cancelled if unpaid; null for any other order. */
export function payBy(order: Pick<OrderRow, 'current_state' | 'module' | 'date_add'>, paymentWindowMs: number) {
  if (order.current_state !== 'awaiting_payment' || !REDIRECT_MODULES.includes(order.module)) return null;
  return new Date(Date.parse(order.date_add) + paymentWindowMs).toISOString();
}

/** The reason the shop closed the order itself, as the wire names it. */
export const cancelReason = (order: Pick<OrderRow, 'cancel_reason'>): OrderCancelReason | null =>
  order.cancel_reason === 'payment_window_expired' ? 'payment_window_expired' : null;

export async function orderSummary(
  db: Db,
  order: OrderRow,
  lang: LanguageCode,
  paymentWindowMs: number,
): Promise<OrderSummary> {
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
    pay_by: payBy(order, paymentWindowMs),
    cancel_reason: cancelReason(order),
  };
}

/** The order's confirmation, in its language: placed (a bank transfer to make) or paid. */
export async function confirmationMail(mail: Mailer, order: OrderRow): Promise<void> {
  await mail.send({
    to: order.email,
    kind: 'order-confirmation',
    subject: `Sartoria Nova order ${order.reference}`,
    body: `Thank you for your order ${order.reference}.\nTotal: ${formatPrice(order.total_paid, order.lang as LanguageCode)}\nPayment: ${order.payment}\n`,
  });
}

/**
 * Moves an order from the state it was read in to a new one; leaving a reserved state for a failed one puts the stock
 * back. Answers false, changing nothing, when the order has moved meanwhile (the shopper paying just as housekeeping
 * closes the order): whichever comes first wins, and stock is released at most once.
 */
export async function setOrderState(
  db: Db,
  ref: ReferenceData,
  order: OrderRow,
  state: string,
  change: { transactionId?: string | undefined; cancelReason?: OrderCancelReason; now?: Date } = {},
): Promise<boolean> {
  const now = (change.now ?? new Date()).toISOString();
  const from = order.current_state;
  const moved = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({
        current_state: state,
        date_upd: now,
        ...(change.transactionId ? { transaction_id: change.transactionId } : {}),
        ...(change.cancelReason ? { cancel_reason: change.cancelReason } : {}),
      })
      .where('id_order', '=', order.id_order)
      .where('current_state', '=', from)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
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
      // The shopper gets the cart back (the failed page keeps it, "try again" pays for it): the order lets go of
      // it, and the session that placed it points at it again unless it has started another cart since.
      await trx
        .updateTable('cart')
        .set({ id_order: null, date_upd: now })
        .where('id_cart', '=', order.id_cart)
        .where('id_order', '=', order.id_order)
        .execute();
      if (order.id_session !== null)
        await trx
          .updateTable('session')
          .set({ id_cart: order.id_cart })
          .where('id_session', '=', order.id_session)
          .where('id_cart', 'is', null)
          .execute();
      await bumpStockVersion(trx);
    }
    return true;
  });
  if (!moved) return false;
  ref.facts.stockMoved();
  order.current_state = state;
  if (change.cancelReason) order.cancel_reason = change.cancelReason;
  return true;
}
