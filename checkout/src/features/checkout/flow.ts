/**
 * The checkout's steps as data (SPEC sections 2 and 4): which steps exist, their order, their URL slug and when
 * each is complete. Everything that moves the shopper between steps (the step list, Continue, Back, a reload, a
 * step asked for too early) decides from this module, never from conditions scattered over the pages.
 *
 * Completeness is read from the api's checkout (`getCheckout`), so a reload resumes where the shopper was; only the
 * payment choice lives in the browser (card details are never stored anywhere).
 */
import type { CheckoutData, OrderOutcome, PaymentModule } from '@storefront/shared/schemas';

export const stepIds = ['account', 'address', 'delivery', 'message', 'vouchers', 'payment', 'review'] as const;
export type StepId = (typeof stepIds)[number];

/** What the flow looks at: the api's checkout and the payment the shopper chose in this tab. */
export interface FlowState {
  checkout: Pick<CheckoutData, 'email' | 'delivery_address' | 'carriers' | 'cart'>;
  payment: PaymentModule | null;
}

export interface Step {
  id: StepId;
  /** The message id of its heading and its entry in the step list. */
  titleId: `checkout.steps.${StepId}`;
  /** Optional steps are complete as soon as the shopper may reach them (a message, a voucher). */
  optional: boolean;
  isComplete(state: FlowState): boolean;
}

export const steps: readonly Step[] = [
  { id: 'account', titleId: 'checkout.steps.account', optional: false, isComplete: (s) => Boolean(s.checkout.email) },
  {
    id: 'address',
    titleId: 'checkout.steps.address',
    optional: false,
    isComplete: (s) => s.checkout.delivery_address !== null,
  },
  {
    id: 'delivery',
    titleId: 'checkout.steps.delivery',
    optional: false,
    isComplete: (s) => s.checkout.carriers.some((c) => c.selected),
  },
  { id: 'message', titleId: 'checkout.steps.message', optional: true, isComplete: () => true },
  { id: 'vouchers', titleId: 'checkout.steps.vouchers', optional: true, isComplete: () => true },
  { id: 'payment', titleId: 'checkout.steps.payment', optional: false, isComplete: (s) => s.payment !== null },
  // The last step is never "complete": placing the order leaves the flow for an outcome page.
  { id: 'review', titleId: 'checkout.steps.review', optional: false, isComplete: () => false },
];

export const isStepId = (value: unknown): value is StepId => stepIds.includes(value as StepId);

const indexOf = (id: StepId): number => stepIds.indexOf(id);

export const stepById = (id: StepId): Step => steps[indexOf(id)]!;

/** The step after `id`, or null after the last. */
export const nextStep = (id: StepId): StepId | null => stepIds[indexOf(id) + 1] ?? null;

/** The step before `id`, or null before the first. */
export const previousStep = (id: StepId): StepId | null => (indexOf(id) > 0 ? stepIds[indexOf(id) - 1]! : null);

/** The first step the shopper still has to do (the last one when all before it are done). */
export function firstIncomplete(state: FlowState): StepId {
  return (steps.find((step) => !step.isComplete(state)) ?? steps[steps.length - 1]!).id;
}

/** A step is reachable when every step before it is complete. */
export function isReachable(id: StepId, state: FlowState): boolean {
  return steps.slice(0, indexOf(id)).every((step) => step.isComplete(state));
}

/** Where a request for the checkout lands. */
export type FlowTarget = { kind: 'cart' } | { kind: 'step'; step: StepId; redirect: boolean };

/**
 * Decides the page for `/checkout/{requested}`: an empty cart goes to the cart; no step, an unknown one or one
 * not reachable yet goes (redirect) to the first incomplete step; otherwise the asked step.
 */
export function resolveStep(requested: string | undefined, state: FlowState): FlowTarget {
  if (state.checkout.cart.products.length === 0) return { kind: 'cart' };
  if (isStepId(requested) && isReachable(requested, state)) return { kind: 'step', step: requested, redirect: false };
  return { kind: 'step', step: firstIncomplete(state), redirect: true };
}

/** The URL of a step (SPEC section 2 names the checkout at /{lang}/checkout; a step is a path segment under it). */
export const stepPath = (lang: string, id: StepId): string => `/${lang}/checkout/${id}`;

export const outcomes = ['success', 'failed', 'validate'] as const;
export type Outcome = (typeof outcomes)[number];

/** The page for an order's outcome: one awaiting its payment waits on the validation page. */
export const outcomePageOf = (outcome: OrderOutcome): Outcome => (outcome === 'pending' ? 'validate' : outcome);

/** An outcome page; `id_order` and `key` let a guest read the order they just placed. */
export function outcomePath(lang: string, outcome: Outcome, order?: { id_order: number; key: string }): string {
  const query = order ? `?id_order=${order.id_order}&key=${encodeURIComponent(order.key)}` : '';
  return `/${lang}/checkout/${outcome}${query}`;
}
