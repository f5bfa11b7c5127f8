/**
 * What the Review step does with the answer to Place order / Pay: the money path's decisions, apart from the form so
 * each one is tested alone. An answer is one of: go to an outcome page (paid, failed, awaiting validation), leave for
 * the payment provider, or stay on Review with a message. Whatever the error, the attempt's idempotency key is kept
 * (`attempt.ts`): a press again after a lost answer is answered with the order the first one made, never a second.
 */
import { isApiError, isRefusal, refusalMessage } from '@storefront/shared/api';
import type { CreateOrderData } from '@storefront/shared/schemas';
import { placeOrderRefusals } from '../refusals/refusal-messages.ts';
import { outcomePageOf, outcomePath } from './flow.ts';

export type PlaceDecision =
  /** Navigate inside the shop; `done`: the attempt is over (a new one gets a new key). */
  | { kind: 'navigate'; to: string; done: boolean }
  /** Leave for the payment provider's page. */
  | { kind: 'leave'; url: string }
  /** Stay on Review, the form says why (a catalogue message id). */
  | { kind: 'stay'; messageId: string };

type Answer = { data: CreateOrderData } | { error: unknown };

/** Whether the attempt is over (its key forgotten): an order exists, whether paid, failed or paid elsewhere. */
export const attemptEnds = (decision: PlaceDecision): boolean =>
  decision.kind === 'leave' || (decision.kind === 'navigate' && decision.done);

export function decidePlaced(lang: string, answer: Answer): PlaceDecision {
  if ('error' in answer) {
    const { error } = answer;
    // Declined by the bank: the failed page says so and offers the payment step again; the cart is still there.
    if (isRefusal(error, 'payment.declined'))
      return { kind: 'navigate', to: `/${lang}/checkout/failed?reason=declined`, done: false };
    // No answer (a timeout, a dropped connection): the order may exist; Pay again sends the same key, so it is
    // answered with that order rather than a second one.
    if (isApiError(error) && error.kind !== 'api') return { kind: 'stay', messageId: 'checkout.review.noAnswer' };
    // The cart changed under the shopper (a price, stock): they review it again; a card refused before any charge
    // (its number, its date): they correct it.
    return { kind: 'stay', messageId: refusalMessage(error, placeOrderRefusals, 'checkout.review.placeFailed').id };
  }
  const { order, key, redirect_url: redirect, outcome } = answer.data;
  if (redirect) return { kind: 'leave', url: redirect };
  return {
    kind: 'navigate',
    to: outcomePath(lang, outcomePageOf(outcome), { id_order: order.id_order, key }),
    done: true,
  };
}
