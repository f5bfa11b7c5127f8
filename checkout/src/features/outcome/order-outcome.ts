/**
 * What the outcome pages do with the order they read (validateOrder, with a guest's key from the URL), apart from the
 * screens so each case is tested alone: which page shows the order, when this tab's checkout attempt ends, why a
 * payment did not go through and what the shopper can do next. The pages only read: a reload, Back or the return from
 * a payment provider never places another order.
 */
import type { ValidateOrderData } from '@storefront/shared/schemas';
import { outcomePageOf, outcomePath } from '../checkout/flow.ts';
import type { OrderRef } from './outcome-page.tsx';

/** What validateOrder has answered so far (a query's `data` and `error`). */
export interface OrderRead {
  data?: ValidateOrderData;
  error?: unknown;
}

export type SuccessDecision =
  /** Nothing to confirm: the URL names no order, or the api refuses to show it (`error`); the way home. */
  | { kind: 'no-order'; error?: unknown }
  | { kind: 'reading' }
  /**
   * Paid, or to be paid by bank transfer (`bankTransfer`: the bank's details are shown): the confirmation, and the
   * opt-in and feedback stored on `ref`.
   */
  | { kind: 'confirmed'; ref: OrderRef; bankTransfer: boolean }
  /** Not paid, or not yet: the page that says so, in place of this one (Back does not return here). */
  | { kind: 'elsewhere'; to: string };

const withKey = (order: OrderRef) => ({ id_order: order.id_order, key: order.key ?? '' });

/** The success page (`/checkout/success`): reached after Place order, a reload, Back or a provider's return. */
export function decideSuccess(lang: string, order: OrderRef | null, read: OrderRead): SuccessDecision {
  if (!order) return { kind: 'no-order' };
  const { data, error } = read;
  if (!data) return error ? { kind: 'no-order', error } : { kind: 'reading' };
  if (data.outcome !== 'success')
    return { kind: 'elsewhere', to: outcomePath(lang, outcomePageOf(data.outcome), withKey(order)) };
  return { kind: 'confirmed', ref: order, bankTransfer: data.order.module === 'bankwire' };
}

/**
 * Whether this tab's checkout attempt ends (its idempotency key forgotten): once the api shows an order for it. An
 * order it cannot show may still exist (a lost answer): the key stays, so pressing Pay again answers that order.
 */
export const endsAttempt = (decision: SuccessDecision): boolean =>
  decision.kind === 'confirmed' || decision.kind === 'elsewhere';

/** The validation page (`/checkout/validate`) asks until the order is paid or failed, then leaves for that page. */
export function validateMove(lang: string, order: OrderRef | null, read: OrderRead): string | null {
  const outcome = read.data?.outcome;
  if (!order || !outcome || outcome === 'pending') return null;
  return outcomePath(lang, outcome, withKey(order));
}

const reasonIds: Record<string, string> = {
  declined: 'checkout.failed.declined',
  cancelled: 'checkout.failed.cancelled',
  payment_error: 'checkout.failed.paymentError',
};

/**
 * Why the failed page (`/checkout/failed`) is shown, as a message id: the reason in its URL (a declined card has no
 * order), else the order's state (cancelled at the provider, the provider's error), else the generic text.
 */
export const failedReason = (reason: string | null, read: OrderRead): string =>
  reasonIds[reason ?? ''] ?? reasonIds[read.data?.order.state ?? ''] ?? 'checkout.failed.generic';

/**
 * What the shopper can do after a failed payment: pay again (the payment step, same cart) while the cart holds
 * something, else only go to the cart (also while the cart is not read yet).
 */
export const failedNext = (cartCount: number | undefined): 'pay-again' | 'cart' =>
  cartCount !== undefined && cartCount > 0 ? 'pay-again' : 'cart';
