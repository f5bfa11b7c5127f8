/**
 * Placing an order. Exactly once per idempotency key: calls with the same key run one after the other and a
 * repeat answers the first order; the database's unique key covers other processes. The cart is claimed, stock
 * is taken with guarded updates, and all of it commits in one transaction or not at all.
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
import { formatPrice, taxIncluded } from './money.ts';
import { outcomeOf } from './order-states.ts';
import { bumpCatalogVersion } from './product-facts.ts';
import { orderSummary, type OrderRow } from './order-summary.ts';
import { BANK_DETAILS, chargeCard, PAYMENT_NAMES } from './payments.ts';
import { carrierOptions } from './shipping.ts';

type Input = z.output<typeof createOrderRequest>;

const INITIAL_STATE: Record<PaymentModule, string> = {
  creditcard: 'payment_accepted',
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

export async function confirmationMail(ctx: ShopContext, order: OrderRow): Promise<void> {
  await ctx.mail.send({
    to: order.email,
    kind: 'order-confirmation',
    subject: `Sartoria Nova order ${order.reference}`,
    body: `Thank you for your order ${order.reference}.\nTotal: ${formatPrice(order.total_paid, ctx.lang)}\nPayment: ${order.payment}\n`,
  });
}

/**
 * Exactly one order per key, whichever instance each call reaches: calls are serialised per key in this process, the
 * database's unique key decides between processes, and a call that finds its cart gone or changed first looks for the
 * order another instance placed with the same key a moment ago.
 */
export function placeOrder(ctx: ShopContext, input: Input): Promise<CreateOrderData> {
  return ctx.locks.run(`order:${input.idempotency_key}`, async () => {
    try {
      return await placeOnce(ctx, input);
    } catch (error) {
      const placed = error instanceof ApiError ? await orderForKey(ctx, input.idempotency_key) : null;
      if (placed) return placed;
      throw error;
    }
  });
}

/** The order already placed with this key, if it is this shopper's; someone else's key is a conflict. */
async function orderForKey(ctx: ShopContext, key: string): Promise<CreateOrderData | null> {
  const session = await ctx.session.ensure();
  const existing = (await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst()) as OrderRow | undefined;
  if (!existing) return null;
  const mine =
    (session.id_customer !== null && existing.id_customer === session.id_customer) ||
    existing.id_session === session.id_session;
  if (!mine) throw conflict('This idempotency key was already used', 312);
  return reply(ctx, existing);
}

async function placeOnce(ctx: ShopContext, input: Input): Promise<CreateOrderData> {
  const session = await ctx.session.ensure();
  const existing = await orderForKey(ctx, input.idempotency_key);
  if (existing) return existing;
  const idCart = await currentCartId(ctx, false);
  const cart = await readCart(ctx, idCart);
  if (idCart === null || cart.products.length === 0) throw badRequest('No products in the cart', 302);
  if (cart._reconciled.errors.length)
    throw conflict(`Your cart changed, please review it: ${cart._reconciled.errors.join(' ')}`, 309, {
      reason: 'cart.changed',
    });
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
  const carrier = (await carrierOptions(ctx.db, delivery.id_country, cart._totals.weight, cart._totals.products)).find(
    (c) => c.id_carrier === row.id_carrier,
  );
  if (!carrier) throw badRequest('A carrier is required (updateCheckoutCarrier)', 301);
  const transactionId = input.payment_module === 'creditcard' ? chargeCard(input.card) : null;
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
    transaction_id: transactionId,
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
      await bumpCatalogVersion(trx);
      return id_order;
    });
  } catch (error) {
    ctx.ref.facts.invalidate();
    // Another process placed it first with the same key: answer that order.
    if (!(error instanceof ApiError) && isUniqueViolation(error, 'idempotency_key')) return placeOnce(ctx, input);
    throw error;
  }
  ctx.ref.facts.invalidate();
  await ctx.session.update({ id_cart: null });
  const saved = { ...order, id_order: idOrder } as OrderRow;
  if (state !== 'awaiting_payment') await confirmationMail(ctx, saved);
  return reply(ctx, saved);
}
