// Pins payment exactly once seen by a shopper (ADR 0106): the card provider charges but its answer is lost; the review
// step says so in the shopper's words and keeps the attempt; Pay again ends on the success page with the one order,
// and the provider's book holds the one charge.
import { expect, test } from '@playwright/test';
import { chargesOf, guestToPayment, LOST_ANSWER_CARD, ordersOf, payByCard, uniqueEmail } from '../support/checkout.ts';

test.describe('checkout-lost-answer', { tag: '@checkout' }, () => {
  test('a payment whose answer is lost: a message to try again, then one order and one charge', async ({ page }) => {
    const email = uniqueEmail('lost-answer');
    await guestToPayment(page, email);
    await payByCard(page, LOST_ANSWER_CARD);
    await page.getByRole('checkbox', { name: /accept the purchase terms/ }).check();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText: 'The payment provider did not confirm your payment. Press Pay again: your card is charged only once.',
      }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/en\/checkout\/review$/);
    // The card was charged; the order waits for the shop to learn it, its stock reserved.
    expect(ordersOf(email).map((o) => o.current_state)).toEqual(['awaiting_payment']);
    expect(chargesOf(email).map((c) => c.outcome)).toEqual(['approved']);

    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/success\?id_order=\d+&key=/, { timeout: 15_000 });
    const [order] = ordersOf(email);
    await expect(page.getByTestId('checkout-order-reference')).toHaveText(order?.reference ?? '-');
    await expect(page.getByTestId('shell-cart-count')).toHaveText('0');
    expect(ordersOf(email).map((o) => o.current_state)).toEqual(['payment_accepted']);
    const charges = chargesOf(email);
    expect(charges).toHaveLength(1);
    expect(charges[0]?.outcome).toBe('approved');
  });
});
