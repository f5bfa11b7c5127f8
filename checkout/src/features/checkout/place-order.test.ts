// Pins the money path's decisions after Place order / Pay: each answer and each error has one outcome.
import type { ApiError } from '@storefront/shared/api';
import type { CreateOrderData } from '@storefront/shared/schemas';
import { decidePlaced } from './place-order.ts';

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
  it('a declined card: the failed page says declined; the attempt goes on', () => {
    expect(decidePlaced('es', apiError({ status: 402, code: 402 }))).toEqual({
      kind: 'navigate',
      to: '/es/checkout/failed?reason=declined',
      done: false,
    });
  });
  it('a lost answer (timeout, dropped connection): stay and say it may have gone through', () => {
    for (const kind of ['unreachable', 'bad-response', 'cancelled'] as const)
      expect(decidePlaced('en', apiError({ kind, status: undefined }))).toEqual({
        kind: 'stay',
        messageId: 'checkout.review.noAnswer',
      });
  });
  it('the cart changed meanwhile (409): stay and review it', () => {
    expect(decidePlaced('en', apiError({ status: 409, code: 309 }))).toEqual({
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
