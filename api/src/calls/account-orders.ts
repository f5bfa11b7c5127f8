/** Order history for the logged-in customer, one order in full, and return requests within 14 days of delivery. */
import {
  createOrderReturnRequest,
  getOrderRequest,
  getOrdersRequest,
  type OrderDetail,
  type OrderList,
} from '@storefront/shared/schemas';
import { defineCall, type CallContext } from '../http/call.ts';
import { badRequest, conflict, notAuthenticated } from '../errors.ts';
import { euros, formatPrice } from '../domain/money.ts';
import { customerOrders, storeReturnRequest } from '../domain/order-history.ts';
import { orderDetail } from '../domain/order-detail.ts';
import { ORDER_STATES, stateLabel } from '../domain/order-states.ts';
import { findOwnedOrder } from '../domain/order-summary.ts';

async function customerId(ctx: CallContext): Promise<number> {
  const id = await ctx.session.customerId();
  if (id === null) throw notAuthenticated();
  return id;
}

export const getOrders = defineCall({
  name: 'getOrders',
  schema: getOrdersRequest,
  auth: true,
  async handler(ctx, input): Promise<OrderList> {
    const id = await customerId(ctx);
    const { count, rows } = await customerOrders(ctx.db, id, input.page, input.resultsPerPage);
    return {
      orders: rows.map((r) => ({
        id_order: r.id_order,
        reference: r.reference,
        date_add: r.date_add,
        state: r.current_state,
        state_label: stateLabel(r.current_state, ctx.lang),
        state_color: ORDER_STATES[r.current_state]?.color ?? '#777777',
        total_paid: euros(r.total_paid),
        total_paid_formatted: formatPrice(r.total_paid, ctx.lang),
        products_count: Number(r.items ?? 0),
        payment: r.payment,
        carrier_name: r.carrier_name,
      })),
      pagination: {
        total_items: count,
        current_page: input.page,
        pages_count: Math.max(1, Math.ceil(count / input.resultsPerPage)),
      },
    };
  },
});

export const getOrder = defineCall({
  name: 'getOrder',
  schema: getOrderRequest,
  auth: true,
  async handler(ctx, input): Promise<OrderDetail> {
    const order = await findOwnedOrder(ctx.db, input.id_order, { id_customer: await customerId(ctx) });
    return orderDetail(ctx.db, order, ctx.lang, ctx.config);
  },
});

export const createOrderReturn = defineCall({
  name: 'createOrderReturn',
  schema: createOrderReturnRequest,
  auth: true,
  async handler(ctx, input): Promise<OrderDetail> {
    const id = await customerId(ctx);
    const order = await findOwnedOrder(ctx.db, input.id_order, { id_customer: id });
    const detail = await orderDetail(ctx.db, order, ctx.lang, ctx.config);
    if (!detail.is_returnable)
      throw conflict('This order can no longer be returned: returns are accepted within 14 days of delivery.', 311, {
        reason: 'return.notReturnable',
      });
    for (const line of input.lines) {
      const product = detail.products.find((p) => p.id_order_detail === line.id_order_detail);
      if (!product) throw badRequest('lines: a product is not part of this order');
      if (line.quantity > product.returnable_quantity)
        throw badRequest(`lines: at most ${product.returnable_quantity} of ${product.name} can be returned`);
    }
    await storeReturnRequest(ctx.db, {
      id_order: order.id_order,
      id_customer: id,
      state: 'requested',
      reason: input.reason,
      lines: JSON.stringify(input.lines),
      date_add: new Date().toISOString(),
    });
    await ctx.mail.send({
      to: order.email,
      kind: 'order-return',
      subject: `Return request for order ${order.reference}`,
      body: `We received your return request for order ${order.reference}. We will email the return label.`,
    });
    return orderDetail(ctx.db, order, ctx.lang, ctx.config);
  },
});

export const accountOrderCalls = [getOrders, getOrder, createOrderReturn];
