// Pins: a guest pays by card to Italy over 150 EUR (free shipping, one order stored); a declined card lands on
// /failed with the cart intact and no paid order (the attempt's order failed, its stock back), and a retry succeeds; a double click and a reload on Pay leave one order.
import { expect, test } from '@playwright/test';
import { query } from '../support/database.ts';
import { hydrated, hydrationWarnings } from '../support/shop.ts';
import { guestToPayment, ordersOf, payByCard, uniqueEmail } from '../support/checkout.ts';

test.describe('checkout-card', { tag: '@checkout' }, () => {
  test('a guest to Italy over 150 EUR pays by card: free shipping, the order number, one order in the api', async ({
    page,
  }) => {
    const email = uniqueEmail('card');
    await guestToPayment(page, email);
    await expect(page.getByTestId('checkout-summary-shipping')).toHaveText('Free');
    await payByCard(page);
    await page.getByRole('checkbox', { name: /accept the purchase terms/ }).check();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/success\?id_order=\d+&key=/, { timeout: 15_000 });
    const reference = page.getByTestId('checkout-order-reference');
    await expect(reference).toHaveText(/^[A-Z0-9]{6,}$/);
    await expect(page.getByTestId('shell-cart-count')).toHaveText('0');
    const orders = ordersOf(email);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ reference: await reference.textContent(), current_state: 'payment_accepted' });
    expect(orders[0]?.total_shipping).toBe(0);

    // The opt-in and the feedback are stored with the order.
    await page.getByRole('checkbox', { name: /Email me when my order ships/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your choice is saved.')).toBeVisible();
    await page.getByRole('radio', { name: '4 stars' }).check();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
    const [stored] = query<{ feedback: string | null; notifications: number }>(
      'SELECT feedback, notifications FROM orders WHERE email = ?',
      email,
    );
    expect(stored?.notifications).toBe(1);
    expect(JSON.parse(stored?.feedback ?? '{}')).toMatchObject({ rating: 4 });
  });

  test('a declined card lands on /failed with the cart intact, and a retry succeeds', async ({ page }) => {
    const email = uniqueEmail('declined');
    await guestToPayment(page, email);
    await payByCard(page, '4000000000000002');
    await page.getByRole('checkbox', { name: /accept the purchase terms/ }).check();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/failed\?reason=declined$/);
    await expect(page.getByTestId('checkout-failed-reason')).toHaveText('Your card was declined. Nothing was charged.');
    await expect(page.getByTestId('checkout-failed-cart')).toContainText('Your cart is still there');
    expect(ordersOf(email).map((o) => o.current_state)).toEqual(['payment_error']);

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/payment$/);
    await payByCard(page);
    await page.getByRole('checkbox', { name: /accept the purchase terms/ }).check();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/success\?/, { timeout: 15_000 });
    await expect(page.getByTestId('checkout-order-reference')).not.toBeEmpty();
    expect(ordersOf(email).map((o) => o.current_state)).toEqual(['payment_error', 'payment_accepted']);
  });

  test('a double click on Pay, then a reload of the success page and Back, leave one order', async ({ page }) => {
    const email = uniqueEmail('double');
    const warnings = hydrationWarnings(page);
    await guestToPayment(page, email);
    await payByCard(page);
    await page.getByRole('checkbox', { name: /accept the purchase terms/ }).check();
    await page.getByRole('button', { name: 'Pay' }).dblclick();
    await expect(page).toHaveURL(/\/en\/checkout\/success\?/, { timeout: 15_000 });
    await expect(page.getByTestId('checkout-order-reference')).not.toBeEmpty();
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('checkout-order-reference')).not.toBeEmpty();
    // The server rendered the confirmation with the shopper's cookie, and the browser agreed with it.
    expect(warnings).toEqual([]);
    await page.goBack();
    // The cart is empty now: the checkout sends the shopper to the cart rather than ordering again.
    await expect(page).toHaveURL(/\/en\/cart$/, { timeout: 15_000 });
    expect(ordersOf(email)).toHaveLength(1);
  });

  test('a Pay whose answer is lost (the order was placed) and a second Pay leave one order', async ({ page }) => {
    const email = uniqueEmail('timeout');
    await guestToPayment(page, email);
    await payByCard(page);
    await page.getByRole('checkbox', { name: /accept the purchase terms/ }).check();
    // The api receives and places the order, but its answer never reaches the browser.
    let placed = 0;
    await page.route('**/api/createOrder', async (route) => {
      await route.fetch();
      placed += 1;
      await route.abort('timedout');
    });
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The shop did not answer.' })).toBeVisible();
    expect(placed).toBe(1);
    expect(ordersOf(email)).toHaveLength(1);
    await page.unroute('**/api/createOrder');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/success\?/, { timeout: 15_000 });
    await expect(page.getByTestId('checkout-order-reference')).toHaveText(ordersOf(email)[0]?.reference ?? '-');
    expect(ordersOf(email)).toHaveLength(1);
  });
});
