// Pins the outcome pages' wiring of their decisions (order-outcome.ts): what each shows for the order the api reads.
import { screen, waitFor } from '@testing-library/react';
import type { OrderOutcome, OrderSummary } from '@storefront/shared/schemas';
import { answerApi, apiHandler, apiRefusal, renderWithProviders } from '@storefront/shared/testing';
import messages from '../../../../locales/en/checkout.json';
import { idempotencyKey, readAttempt } from '../checkout/attempt.ts';
import CheckoutOutcomePage from './outcome-page.tsx';

const order = (outcome: OrderOutcome, fields: Partial<OrderSummary> = {}) => ({
  outcome,
  order: {
    id_order: 42,
    reference: 'XKBKNABJK',
    date_add: '2026-11-20 10:00:00',
    state: 'payment_accepted',
    state_label: 'Payment accepted',
    payment: 'Card',
    module: 'creditcard',
    total_paid: 59.9,
    total_paid_formatted: '€59.90',
    products_count: 1,
    email: 'anna@example.com',
    pay_by: null,
    cancel_reason: null,
    ...fields,
  } satisfies OrderSummary,
});

const page = (outcome: 'success' | 'failed' | 'validate', query = '?id_order=42&key=k%2F1') =>
  renderWithProviders(<CheckoutOutcomePage lang="en" params={{ outcome }} />, {
    messages,
    path: `/en/checkout/${outcome}${query}`,
  });

beforeEach(() => window.sessionStorage.clear());

describe('the success page', () => {
  it('confirms a paid order read with the guest’s key, and ends the attempt', async () => {
    idempotencyKey();
    const sent = answerApi(apiHandler('validateOrder', order('success')), apiHandler('getGateways', []));
    page('success');
    expect((await screen.findByTestId('checkout-order-reference')).textContent).toBe('XKBKNABJK');
    expect(screen.getByText('Thank you! Your order has been received.')).toBeTruthy();
    expect(sent.find((call) => call.call === 'validateOrder')?.body).toEqual({ id_order: 42, key: 'k/1' });
    expect(readAttempt().idempotencyKey).toBeUndefined();
  });

  it('sends an order still awaiting its payment to the validation page, never thanking for it', async () => {
    answerApi(
      apiHandler('validateOrder', order('pending', { state: 'awaiting_payment' })),
      apiHandler('getGateways', []),
    );
    const { router } = page('success');
    await waitFor(() => expect(router.replaced).toEqual(['/en/checkout/validate?id_order=42&key=k%2F1']));
    expect(screen.queryByText('Thank you! Your order has been received.')).toBeNull();
  });

  it('says there is no order for one the api does not show, with the way home, and keeps the attempt', async () => {
    const key = idempotencyKey();
    answerApi(apiRefusal('validateOrder', 404, 'Order not found', { code: 404 }), apiHandler('getGateways', []));
    page('success');
    expect(await screen.findByRole('link', { name: 'Go back home' })).toBeTruthy();
    expect(screen.queryByTestId('checkout-order-reference')).toBeNull();
    expect(readAttempt().idempotencyKey).toBe(key);
  });
});

describe('the failed page', () => {
  it('says a payment was cancelled, from the order, and offers to pay again while the cart holds something', async () => {
    answerApi(
      apiHandler('validateOrder', order('failed', { state: 'cancelled', state_label: 'Cancelled' })),
      apiHandler('getCartItems', { products: [], products_count: 2 }),
    );
    page('failed');
    await waitFor(() =>
      expect(screen.getByTestId('checkout-failed-reason').textContent).toBe(
        'The payment was cancelled. Nothing was charged.',
      ),
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
