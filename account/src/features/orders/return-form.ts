/** The return request's rules: quantities within what can still be returned, at least one, and a reason. */
import type { CreateOrderReturnRequest, OrderLine } from '@storefront/shared/schemas';

export const RETURN_REASONS = [
  'tooSmall',
  'tooLarge',
  'notAsDescribed',
  'damaged',
  'wrongItem',
  'changedMind',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export interface ReturnValues {
  /** Quantity to return by order line id (as text, from a select). */
  qty?: Record<string, string>;
  reason?: ReturnReason;
  details?: string;
}

/** The lines with a quantity above zero, clamped to what each line can still return. */
export function returnLines(values: ReturnValues, lines: OrderLine[]): CreateOrderReturnRequest['lines'] {
  return lines.flatMap((line) => {
    const quantity = Math.min(Number(values.qty?.[`l${line.id_order_detail}`] ?? 0) || 0, line.returnable_quantity);
    return quantity > 0 ? [{ id_order_detail: line.id_order_detail, quantity }] : [];
  });
}

/** The reason the api stores, in the shopper's words: the chosen reason's label, then their details. */
export const returnReason = (label: string, details: string | undefined): string =>
  details?.trim() ? `${label}: ${details.trim()}` : label;

/** Why an order cannot be returned, as a message id, or null when it can. */
export function notReturnableWhy(
  order: {
    is_returnable: boolean;
    return_deadline: string | null;
    products: OrderLine[];
  },
  now = new Date(),
): string | null {
  if (order.is_returnable && order.products.some((line) => line.returnable_quantity > 0)) return null;
  if (order.return_deadline === null) return 'account.returns.notDelivered';
  if (Date.parse(order.return_deadline) < now.getTime()) return 'account.returns.windowClosed';
  return 'account.returns.nothingLeft';
}
