// Pins: the redirect gateways end on the right outcome page: PayPal-type approve → success; MultiSafepay-type
// pending → /validate, which follows the order until the provider approves → success; cancel → failed with the
// cart given back, and "try again" pays for it.
import { expect, test, type Page } from '@playwright/test';
import { guestToPayment, ordersOf, uniqueEmail } from '../support/checkout.ts';

test.describe('checkout-redirects', { tag: '@checkout' }, () => {
  async function orderWith(page: Page, gateway: RegExp, email: string): Promise<void> {
    await guestToPayment(page, email);
    await page.getByRole('radio', { name: gateway }).check();
    await expect(page.getByText('After you order, you will pay on the provider’s page')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout\/review$/);
    await page.getByRole('checkbox', { name: /accept the purchase terms/ }).check();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { name: /\(sandbox\)/ })).toBeVisible({ timeout: 15_000 });
  }

  test('PayPal-type: approve returns to the success page with the order paid', async ({ page }) => {
    const email = uniqueEmail('paypal');
    await orderWith(page, /PayPal/, email);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/success\?id_order=\d+&key=/);
    await expect(page.getByTestId('checkout-order-reference')).not.toBeEmpty();
    expect(ordersOf(email).map((o) => o.current_state)).toEqual(['payment_accepted']);
  });

  test('MultiSafepay-type: pending waits on /validate, then moves to success once the provider approves', async ({
    page,
  }) => {
    const email = uniqueEmail('msp');
    await orderWith(page, /MultiSafepay/, email);
    const form = page.locator('form');
    const action = await form.getAttribute('action');
    const key = await form.locator('input[name="key"]').inputValue();
    await page.getByRole('button', { name: 'Leave pending' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/validate\?id_order=\d+&key=/);
    await expect(page.locator('#main').getByRole('status').filter({ hasText: /./ })).toContainText(
      'We are waiting for the payment provider',
    );
    // The provider answers later, outside the shopper's page.
    const answer = await page.request.post(action ?? '', { form: { key, action: 'approve' }, maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    await expect(page).toHaveURL(/\/en\/checkout\/success\?id_order=\d+&key=/, { timeout: 15_000 });
    await expect(page.getByTestId('checkout-order-reference')).not.toBeEmpty();
    expect(ordersOf(email).map((o) => o.current_state)).toEqual(['payment_accepted']);
  });

  test('a cancelled payment lands on /failed with the cart given back; try again pays for it', async ({ page }) => {
    const email = uniqueEmail('cancel');
    await orderWith(page, /PayPal/, email);
    await page.getByRole('button', { name: 'Cancel and return to the shop' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/failed\?id_order=\d+&key=/);
    await expect(page.getByTestId('checkout-failed-reason')).toHaveText(
      'The payment was cancelled. Nothing was charged.',
    );
    await expect(page.getByTestId('checkout-failed-cart')).toContainText('Your cart is still there');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/payment$/);
    await page.getByRole('radio', { name: /PayPal/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('checkbox', { name: /accept the purchase terms/ }).check();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/success\?/);
    // A new attempt, a new order: the cancelled one stays cancelled.
    expect(ordersOf(email).map((o) => o.current_state)).toEqual(['cancelled', 'payment_accepted']);
  });
});
