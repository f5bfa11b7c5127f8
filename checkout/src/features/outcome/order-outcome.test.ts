// Pins what the outcome pages do with each answer about the order: the page shown, the attempt ended or kept, why a
// payment failed and what the shopper can do next.
import type { ApiError } from '@storefront/shared/api';
import type { OrderOutcome, OrderSummary, ValidateOrderData } from '@storefront/shared/schemas';
import { decideSuccess, endsAttempt, failedNext, failedReason, validateMove } from './order-outcome.ts';

const guest = { id_order: 42, key: 'k/1+2' };
const customer = { id_order: 42 };

const answered = (outcome: OrderOutcome, order: Partial<OrderSummary> = {}): { data: ValidateOrderData } => ({
  data: { outcome, order: { id_order: 42, module: 'creditcard', state: 'payment_accepted', ...order } as OrderSummary },
});

const refused = (status: number, code: number, message: string): { error: ApiError } => ({
  error: { kind: 'api', status, code, message, messageId: 'shell.errors.sdk' },
});

describe('the success page', () => {
  it('placed and paid: the confirmation, stored on the order with the guest’s key; the attempt ends', () => {
    const decision = decideSuccess('it', guest, answered('success'));
    expect(decision).toEqual({ kind: 'confirmed', ref: guest, bankTransfer: false });
    expect(endsAttempt(decision)).toBe(true);
  });

  it('a customer’s order needs no key', () => {
    expect(decideSuccess('en', customer, answered('success'))).toMatchObject({ ref: { id_order: 42 } });
  });

  it('placed for a bank transfer: the confirmation with the bank’s details', () => {
    expect(
      decideSuccess('en', customer, answered('success', { module: 'bankwire', state: 'awaiting_bank_wire' })),
    ).toEqual({ kind: 'confirmed', ref: customer, bankTransfer: true });
  });

  it('back from the payment provider, approved: the same confirmation (the page only reads the order)', () => {
    expect(decideSuccess('fr', guest, answered('success', { module: 'paypal' }))).toMatchObject({
      kind: 'confirmed',
      bankTransfer: false,
    });
  });

  it('pending (the provider has not confirmed yet): the validation page in its place; the attempt ends', () => {
    const decision = decideSuccess('de', guest, answered('pending', { state: 'awaiting_payment' }));
    expect(decision).toEqual({ kind: 'elsewhere', to: '/de/checkout/validate?id_order=42&key=k%2F1%2B2' });
    expect(endsAttempt(decision)).toBe(true);
  });

  it.each(['cancelled', 'payment_error'])('%s: the failed page in its place (it says why)', (state) => {
    expect(decideSuccess('es', guest, answered('failed', { state }))).toEqual({
      kind: 'elsewhere',
      to: '/es/checkout/failed?id_order=42&key=k%2F1%2B2',
    });
  });

  it('no order in the URL: nothing to confirm, the way home; the attempt is kept', () => {
    const decision = decideSuccess('en', null, {});
    expect(decision).toEqual({ kind: 'no-order' });
    expect(endsAttempt(decision)).toBe(false);
  });

  it('an order the api does not know or shows to someone else: its refusal, the way home; the attempt is kept', () => {
    const { error } = refused(404, 404, 'Order not found');
    const decision = decideSuccess('en', guest, { error });
    expect(decision).toEqual({ kind: 'no-order', error });
    expect(endsAttempt(decision)).toBe(false);
  });

  it('an order not read yet: a placeholder, and the attempt kept until the api shows it', () => {
    expect(decideSuccess('en', guest, {})).toEqual({ kind: 'reading' });
    expect(endsAttempt({ kind: 'reading' })).toBe(false);
  });

  it('a later read that fails keeps the order already shown', () => {
    expect(
      decideSuccess('en', guest, { ...answered('success'), error: refused(500, 500, 'down').error }),
    ).toMatchObject({ kind: 'confirmed' });
  });
});

describe('the validation page', () => {
  it('waits while the order is pending or not read', () => {
    expect(validateMove('en', guest, answered('pending'))).toBeNull();
    expect(validateMove('en', guest, {})).toBeNull();
    expect(validateMove('en', null, answered('success'))).toBeNull();
  });

  it('leaves for the page of the outcome once known', () => {
    expect(validateMove('it', guest, answered('success'))).toBe('/it/checkout/success?id_order=42&key=k%2F1%2B2');
    expect(validateMove('it', customer, answered('failed'))).toBe('/it/checkout/failed?id_order=42&key=');
  });
});

describe('the failed page', () => {
  it('a declined card (no order): says declined, from its URL', () => {
    expect(failedReason('declined', {})).toBe('checkout.failed.declined');
  });

  it('a payment cancelled at the provider, or the provider’s error: says so, from the order’s state', () => {
    expect(failedReason(null, answered('failed', { state: 'cancelled' }))).toBe('checkout.failed.cancelled');
    expect(failedReason(null, answered('failed', { state: 'payment_error' }))).toBe('checkout.failed.paymentError');
  });

  it('the URL’s reason first; anything else is the generic text', () => {
    expect(failedReason('cancelled', answered('failed', { state: 'payment_error' }))).toBe('checkout.failed.cancelled');
    expect(failedReason('made-up', answered('failed', { state: 'refunded' }))).toBe('checkout.failed.generic');
    expect(failedReason(null, {})).toBe('checkout.failed.generic');
  });

  it('offers to pay again while the cart holds something, else only the cart', () => {
    expect(failedNext(2)).toBe('pay-again');
    expect(failedNext(0)).toBe('cart');
    expect(failedNext(undefined)).toBe('cart');
  });
});
