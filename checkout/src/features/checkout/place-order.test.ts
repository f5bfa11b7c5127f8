// Pins the money path's decisions after Place order / Pay: each answer and each error has one outcome.
import type { ApiError } from '@storefront/shared/api';
import type { CreateOrderData } from '@storefront/shared/schemas';
import { endAttempt, idempotencyKey } from './attempt.ts';
import { attemptEnds, decidePlaced } from './place-order.ts';

const apiError = (fields: Partial<ApiError>): { error: ApiError } => ({
  error: { kind: 'api', message: 'refused', messageId: 'shell.errors.sdk', ...fields },
});

const placed = (fields: Partial<CreateOrderData>): { data: CreateOrderData } => ({
  data: {
    order: { id_order: 42 } as CreateOrderData['order'],
    key: 'k/1+2',
    redirect_url: null,
    outcome: 'success',
    bank_details: null,
    ...fields,
  },
});

describe('an order placed', () => {
  it('paid: the success page, with the order and its key for a guest', () => {
    expect(decidePlaced('it', placed({}))).toEqual({
      kind: 'navigate',
      to: '/it/checkout/success?id_order=42&key=k%2F1%2B2',
      done: true,
    });
  });
  it('awaiting a bank transfer: the validation page', () => {
    expect(decidePlaced('en', placed({ outcome: 'pending' }))).toMatchObject({
      to: '/en/checkout/validate?id_order=42&key=k%2F1%2B2',
      done: true,
    });
  });
  it('failed at the gateway: the failed page, the attempt over', () => {
    expect(decidePlaced('de', placed({ outcome: 'failed' }))).toMatchObject({
      to: expect.stringMatching(/^\/de\/checkout\/failed\?/),
      done: true,
    });
  });
  it('paid elsewhere (PayPal, MultiSafepay): the shopper leaves for the provider', () => {
    expect(decidePlaced('fr', placed({ redirect_url: 'https://pay.example/x' }))).toEqual({
      kind: 'leave',
      url: 'https://pay.example/x',
    });
  });
});

describe('no order', () => {
  it('a declined card: the failed page says declined; the attempt is over (its key stays declined)', () => {
    expect(decidePlaced('es', apiError({ status: 402, code: 402, reason: 'payment.declined' }))).toEqual({
      kind: 'navigate',
      to: '/es/checkout/failed?reason=declined',
      done: true,
    });
  });
  it('the payment provider’s answer lost (504): stay and say Pay again charges at most once', () => {
    expect(decidePlaced('it', apiError({ status: 504, code: 313, reason: 'payment.answerLost' }))).toEqual({
      kind: 'stay',
      messageId: 'checkout.review.paymentUnconfirmed',
    });
  });
  it('a lost answer (timeout, dropped connection): stay and say it may have gone through', () => {
    for (const kind of ['unreachable', 'bad-response', 'cancelled'] as const)
      expect(decidePlaced('en', apiError({ kind, status: undefined }))).toEqual({
        kind: 'stay',
        messageId: 'checkout.review.noAnswer',
      });
  });
  it('the cart changed meanwhile: stay and review it', () => {
    expect(decidePlaced('en', apiError({ status: 409, code: 309, reason: 'cart.changed' }))).toEqual({
      kind: 'stay',
      messageId: 'checkout.review.cartChanged',
    });
  });
  it('any other refusal, or an error that is not the api’s: stay with the generic message', () => {
    expect(decidePlaced('en', apiError({ status: 400, code: 301 }))).toEqual({
      kind: 'stay',
      messageId: 'checkout.review.placeFailed',
    });
    expect(decidePlaced('en', { error: new Error('boom') })).toEqual({
      kind: 'stay',
      messageId: 'checkout.review.placeFailed',
    });
  });
});

describe('the api’s refusals of createOrder, by reason (the message is never read)', () => {
  it.each([
    [402, 402, 'payment.declined', 'navigate'],
    [504, 313, 'payment.answerLost', 'checkout.review.paymentUnconfirmed'],
    [409, 309, 'cart.changed', 'checkout.review.cartChanged'],
    [400, 307, 'payment.cardInvalid', 'checkout.card.numberInvalid'],
    [400, 307, 'payment.cardExpired', 'checkout.card.expired'],
    [409, 312, undefined, 'checkout.review.placeFailed'],
    [400, 302, undefined, 'checkout.review.placeFailed'],
    [400, 301, undefined, 'checkout.review.placeFailed'],
    [500, 500, undefined, 'checkout.review.placeFailed'],
  ] as const)('%i (code %i, reason %s): %s', (status, code, reason, outcome) => {
    const decision = decidePlaced('en', apiError({ status, code, ...(reason ? { reason } : {}) }));
    expect(decision.kind === 'stay' ? decision.messageId : decision.kind).toBe(outcome);
  });
});

describe('one order per attempt: the key each press of Pay sends', () => {
  beforeEach(() => window.sessionStorage.clear());

  /** A press of Pay as the review step makes it: the attempt's key, the answer, the attempt ended or kept. */
  const press = (answer: Parameters<typeof decidePlaced>[1]) => {
    const key = idempotencyKey();
    const decision = decidePlaced('en', answer);
    if (attemptEnds(decision)) endAttempt();
    return { key, decision };
  };

  it('a double click: both presses send one key, so the api answers both with one order', () => {
    expect(idempotencyKey()).toBe(idempotencyKey());
  });

  it('a lost answer: Pay again sends the same key (answered with the order the first press made)', () => {
    const lost = press(apiError({ kind: 'unreachable', status: undefined }));
    expect(lost.decision).toMatchObject({ kind: 'stay' });
    const retried = press(placed({}));
    expect(retried.key).toBe(lost.key);
    expect(idempotencyKey()).not.toBe(lost.key);
  });

  it('declined: Try again pays with a new key (the declined one is answered with the same decline)', () => {
    const declined = press(apiError({ status: 402, code: 402, reason: 'payment.declined' }));
    expect(attemptEnds(declined.decision)).toBe(true);
    expect(idempotencyKey()).not.toBe(declined.key);
  });

  it('the provider’s answer lost: Pay again sends the same key (the api settles the charge, never a second)', () => {
    const lost = press(apiError({ status: 504, code: 313, reason: 'payment.answerLost' }));
    expect(lost.decision).toMatchObject({ kind: 'stay' });
    expect(idempotencyKey()).toBe(lost.key);
  });

  it('an order placed, paid elsewhere or failed at the gateway ends the attempt: the next order is a new one', () => {
    for (const answer of [
      placed({}),
      placed({ redirect_url: 'https://pay.example/x' }),
      placed({ outcome: 'failed' }),
    ]) {
      const { key, decision } = press(answer);
      expect(attemptEnds(decision)).toBe(true);
      expect(idempotencyKey()).not.toBe(key);
    }
  });
});
