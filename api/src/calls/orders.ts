/** Placing and following an order: createOrder (idempotent), updateOrder (opt-in, feedback), validateOrder. */
import {
  createOrderRequest,
  updateOrderRequest,
  validateOrderRequest,
  type CreateOrderData,
  type OrderSummary,
  type ValidateOrderData,
} from '@storefront/shared/schemas';
import { defineCall } from '../http/call.ts';
import { updateOrderPreferences } from '../domain/order-history.ts';
import { outcomeOf } from '../domain/order-states.ts';
import { findOwnedOrder, orderSummary } from '../domain/order-summary.ts';
import { placeOrder } from '../domain/orders.ts';

export const createOrder = defineCall({
  name: 'createOrder',
  schema: createOrderRequest,
  handler: (ctx, input): Promise<CreateOrderData> => placeOrder(ctx, input),
});

export const updateOrder = defineCall({
  name: 'updateOrder',
  schema: updateOrderRequest,
  async handler(ctx, input): Promise<OrderSummary> {
    const order = await findOwnedOrder(ctx.db, input.id_order, {
      id_customer: await ctx.session.customerId(),
      key: input.key,
    });
    const changes = {
      ...(input.notifications === undefined ? {} : { notifications: input.notifications ? 1 : 0 }),
      ...(input.feedback === undefined ? {} : { feedback: JSON.stringify(input.feedback) }),
    };
    await updateOrderPreferences(ctx.db, order.id_order, changes);
    return orderSummary(ctx.db, order, ctx.lang, ctx.config.housekeeping.paymentWindowMs);
  },
});

export const validateOrder = defineCall({
  name: 'validateOrder',
  schema: validateOrderRequest,
  async handler(ctx, input): Promise<ValidateOrderData> {
    const order = await findOwnedOrder(ctx.db, input.id_order, {
      id_customer: await ctx.session.customerId(),
      key: input.key,
    });
    return {
      order: await orderSummary(ctx.db, order, ctx.lang, ctx.config.housekeeping.paymentWindowMs),
      outcome: outcomeOf(order.current_state),
    };
  },
});

export const orderCalls = [createOrder, updateOrder, validateOrder];
