/**
 * Placing an order. Exactly once per idempotency key: calls with the same key run one after the other and a
 * repeat answers the first order; the database's unique key covers other processes. The cart is claimed, stock
 * is taken with guarded updates, and all of it commits in one transaction or not at all. A card is charged only
 * after that transaction, with the order's key, and the order moves to what the provider answered (ADR 0106).
 */
import type { CreateOrderData, PaymentModule } from '@storefront/shared/schemas';
import type { z } from 'zod';
import type { createOrderRequest } from '@storefront/shared/schemas';
import { isUniqueViolation } from '../db/dialects.ts';
import type { ShopContext } from './shop-context.ts';
import { ApiError, badRequest, conflict } from '../errors.ts';
import { presentAddresses } from './addresses.ts';
import { readCart } from './cart-read.ts';
import { currentCartId } from './cart-store.ts';
import { newToken, orderReference } from './ids.ts';
import { taxIncluded } from './money.ts';
import { outcomeOf } from './order-states.ts';
import { bumpStockVersion } from './product-facts.ts';
import { confirmationMail, orderSummary, type OrderRow } from './order-summary.ts';
import { BANK_DETAILS, charge, checkCard, lookupCharge, PAYMENT_NAMES, ProviderNoAnswer } from './payments.ts';
import { applyCharge } from './housekeeping.ts';
import { carrierOptions } from './shipping.ts';

type Input = z.output<typeof createOrderRequest>;

/** A card order is written awaiting its payment, stock reserved, and charged only once it is committed. */
const INITIAL_STATE: Record<PaymentModule, string> = {
  creditcard: 'awaiting_payment',
  paypal: 'awaiting_payment',
  multisafepay: 'awaiting_payment',
  bankwire: 'awaiting_bank_wire',
};

async function reply(ctx: ShopContext, order: OrderRow): Promise<CreateOrderData> {
  const redirect =
    order.current_state === 'awaiting_payment' && (order.module === 'paypal' || order.module === 'multisafepay');
  return {
    order: await orderSummary(ctx.db, order, ctx.lang, ctx.config.housekeeping.paymentWindowMs),
    key: order.secure_key,
    redirect_url: redirect
      ? `${ctx.config.publicBase}/pay/${order.module}/${order.reference}?key=${order.secure_key}`
      : null,
    outcome: outcomeOf(order.current_state),
    bank_details: order.module === 'bankwire' ? BANK_DETAILS : null,
  };
}

/** The card provider's answer was lost: the shopper may press Pay again, the same key never charges twice. */
const paymentUnconfirmed = () =>
  new ApiError(
    504,
    313,
    'The payment provider did not confirm the payment. Try again: the card is charged at most once for this order.',
    { reason: 'payment.answerLost' },
  );

/** A declined card, first time or repeated with the same key: the cart is back with the shopper. */
const declined = () => new ApiError(402, 402, 'Your card was declined.', { reason: 'payment.declined' });

/**
 * Exactly one order per key, whichever instance each call reaches: calls are serialised per key in this process, the
 * database's unique key decides between processes, and a call that finds its cart gone or changed first looks for the
 * order another instance placed with the same key a moment ago.
 */
export async function placeOrder(ctx: ShopContext, input: Input): Promise<CreateOrderData> {
  try {
    return await ctx.locks.run(`order:${input.idempotency_key}`, async () => {
      try {
        return await placeOnce(ctx, input);
      } catch (error) {
        const placed = error instanceof ApiError ? await orderForKey(ctx, input) : null;
        if (placed) return placed;
        throw error;
      }
    });
  } catch (error) {
    if (error instanceof ProviderNoAnswer) throw paymentUnconfirmed();
    throw error;
  }
}

/**
 * The order already placed with this key, if it is this shopper's (someone else's key is a conflict). A card order
 * still awaiting its payment (the provider's answer was lost) is settled first, never charged a second time.
 */
async function orderForKey(ctx: ShopContext, input: Input): Promise<CreateOrderData | null> {
  const session = await ctx.session.ensure();
  const existing = (await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('idempotency_key', '=', input.idempotency_key)
    .executeTakeFirst()) as OrderRow | undefined;
  if (!existing) return null;
  const mine =
    (session.id_customer !== null && existing.id_customer === session.id_customer) ||
    existing.id_session === session.id_session;
  if (!mine) throw conflict('This idempotency key was already used', 312);
  if (existing.module === 'creditcard' && existing.current_state === 'awaiting_payment')
    return payByCard(ctx, existing, () => checkCard(input.card));
  if (existing.module === 'creditcard' && existing.current_state === 'payment_error') throw declined();
  return reply(ctx, existing);
}

/**
 * Charges a card order written awaiting its payment, with its key: a charge that already reached the provider (its
 * answer lost) is looked up rather than made again, and the order moves by compare-and-set to what the provider did.
 */
async function payByCard(ctx: ShopContext, order: OrderRow, card: () => string): Promise<CreateOrderData> {
  const deps = { db: ctx.db, ref: ctx.ref, mail: ctx.mail };
  const now = new Date();
  const result =
    (await lookupCharge(ctx.db, order.idempotency_key)) ??
    (await charge({ db: ctx.db, faults: ctx.config.paymentFaults }, order.idempotency_key, {
      module: order.module,
      amount: order.total_paid,
      card: card(),
    }));
  await applyCharge(deps, order, result, now);
  // Moved by this call or, a moment before, by another one (an instance or housekeeping with the same key).
  const current = (await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('id_order', '=', order.id_order)
    .executeTakeFirstOrThrow()) as OrderRow;
  if (current.current_state === 'payment_error') throw declined();
  return reply(ctx, current);
}

async function placeOnce(ctx: ShopContext, input: Input): Promise<CreateOrderData> {
  const session = await ctx.session.ensure();
  const existing = await orderForKey(ctx, input);
  if (existing) return existing;
  const idCart = await currentCartId(ctx, false);
  const cart = await readCart(ctx, idCart);
  // A cart that reconciling emptied (its lines sold out) while its notes wait to be seen changed: the shopper is told
  // why, as for a change this read made, rather than that the cart is empty.
  const changed =
    cart.products.length === 0 ? cart._reconcile.stamped.map((note) => note.error) : cart._reconciled.errors;
  if (changed.length)
    throw conflict(`Your cart changed, please review it: ${changed.join(' ')}`, 309, { reason: 'cart.changed' });
  if (idCart === null || cart.products.length === 0) throw badRequest('No products in the cart', 302);
  const row = await ctx.db.selectFrom('cart').selectAll().where('id_cart', '=', idCart).executeTakeFirstOrThrow();
  const customer =
    session.id_customer === null
      ? undefined
      : await ctx.db
          .selectFrom('customer')
          .select(['email'])
          .where('id_customer', '=', session.id_customer)
          .executeTakeFirst();
  const email = customer?.email ?? row.guest_email;
  if (!email) throw badRequest('An email address is required (updateCheckoutAddress)', 301);
  if (row.id_address_delivery === null || row.id_address_invoice === null)
    throw badRequest('A delivery address is required (updateCheckoutAddress)', 301);
  const [delivery] = await presentAddresses(ctx.db, ctx.lang, { ids: [row.id_address_delivery] });
  const [invoice] = await presentAddresses(ctx.db, ctx.lang, { ids: [row.id_address_invoice] });
  if (!delivery || !invoice) throw badRequest('The checkout address no longer exists', 301);
  const carrier = carrierOptions(
    ctx.ref.shipping,
    delivery.id_country,
    cart._totals.weight,
    cart._totals.products,
  ).find((c) => c.id_carrier === row.id_carrier);
  if (!carrier) throw badRequest('A carrier is required (updateCheckoutCarrier)', 301);
  const card = input.payment_module === 'creditcard' ? checkCard(input.card) : null;
  const now = new Date().toISOString();
  const state = INITIAL_STATE[input.payment_module];
  const total = cart._totals.total;
  const order = {
    reference: orderReference(),
    secure_key: newToken(24),
    idempotency_key: input.idempotency_key,
    id_customer: session.id_customer,
    id_cart: idCart,
    id_session: session.id_session,
    email,
    lang: ctx.lang,
    id_carrier: carrier.id_carrier,
    carrier_name: carrier.name,
    module: input.payment_module,
    payment: PAYMENT_NAMES[input.payment_module],
    total_products_wt: cart._totals.products,
    total_discounts: cart._totals.discounts,
    total_shipping: cart._totals.shipping ?? 0,
    total_paid: total,
    total_paid_tax_excl: total - taxIncluded(total),
    current_state: state,
    address_delivery: JSON.stringify(delivery),
    address_invoice: JSON.stringify(invoice),
    invoice: row.invoice,
    delivery_message: row.delivery_message,
    vouchers: JSON.stringify(
      cart.vouchers.added.map((v) => ({ code: v.code, name: v.name, reduction: v.reduction_formatted })),
    ),
    transaction_id: null,
    notifications: 0,
    feedback: null,
    date_add: now,
    date_upd: now,
  };
  let idOrder: number;
  try {
    idOrder = await ctx.db.transaction().execute(async (trx) => {
      const { id_order } = await trx.insertInto('orders').values(order).returning('id_order').executeTakeFirstOrThrow();
      const claimed = await trx
        .updateTable('cart')
        .set({ id_order, date_upd: now })
        .where('id_cart', '=', idCart)
        .where('id_order', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1)
        throw conflict('Cart cannot be loaded or an order has already been placed using this cart', 302, {
          reason: 'cart.changed',
        });
      for (const line of cart.products) {
        const taken = await trx
          .updateTable('product_attribute')
          .set((eb) => ({ quantity: eb('quantity', '-', line.cart_quantity) }))
          .where('id_product_attribute', '=', line.id_product_attribute)
          .where('quantity', '>=', line.cart_quantity)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1)
          throw conflict(`${line.name} just sold out, please review your cart`, 309, { reason: 'cart.changed' });
        await trx
          .updateTable('product')
          .set((eb) => ({ sales: eb('sales', '+', line.cart_quantity) }))
          .where('id_product', '=', line.id_product)
          .execute();
        await trx
          .insertInto('order_detail')
          .values({
            id_order,
            id_product: line.id_product,
            id_product_attribute: line.id_product_attribute,
            product_name: line.name,
            attributes_small: line.attributes_small,
            reference: line.reference,
            quantity: line.cart_quantity,
            unit_price_wt: Math.round(line.price_wt * 100),
            total_wt: Math.round(line.total_wt * 100),
          })
          .execute();
      }
      await trx.insertInto('order_history').values({ id_order, state, date_add: now }).execute();
      await bumpStockVersion(trx);
      return id_order;
    });
  } catch (error) {
    ctx.ref.facts.stockMoved();
    // Another process placed it first with the same key: answer that order.
    if (!(error instanceof ApiError) && isUniqueViolation(error, 'idempotency_key')) return placeOnce(ctx, input);
    throw error;
  }
  ctx.ref.facts.stockMoved();
  await ctx.session.update({ id_cart: null });
  const saved = { ...order, id_order: idOrder, cancel_reason: null } as OrderRow;
  if (card !== null) return payByCard(ctx, saved, () => card);
  if (state !== 'awaiting_payment') await confirmationMail(ctx.mail, saved);
  return reply(ctx, saved);
}
