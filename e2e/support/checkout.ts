/** Checkout journeys' shared steps: a cart filled through the api as the shopper, and the steps filled as a person does. */
import { expect, type Page } from '@playwright/test';
import { query } from './database.ts';
import { hydrated } from './shop.ts';

interface WireCart {
  products_count: number;
  totals: { total: { amount: number } };
}

/** Adds in-stock products (as this page's shopper, with its cookie) until the cart reaches `minTotal` euros. */
export async function fillCart(page: Page, minTotal: number, lang = 'en'): Promise<WireCart> {
  const list = await page.request.post('/api/getProducts', {
    data: { categorySlug: 'women' },
    headers: { 'accept-language': lang },
  });
  const products = ((await list.json()) as { psdata: { products: { id_product: number; quantity: number }[] } }).psdata
    .products;
  let cart: WireCart | null = null;
  for (const product of products.filter((p) => p.quantity > 3)) {
    const reply = await page.request.post('/api/createCartItem', {
      data: { id_product: product.id_product, qty: 1 },
      headers: { 'accept-language': lang },
    });
    if (!reply.ok()) continue;
    cart = ((await reply.json()) as { psdata: WireCart }).psdata;
    if (cart.totals.total.amount >= minTotal) return cart;
  }
  throw new Error(`could not fill a cart to ${minTotal}`);
}

/** A guest's account step: an email, then Continue. */
export async function guestAccount(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/account$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A shipping address in Milan (Italy is the default country). */
export async function milanAddress(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/address$/);
  const shipping = page.getByRole('group', { name: 'Shipping address' });
  await shipping.getByRole('textbox', { name: 'First name', exact: true }).fill('Giulia');
  await shipping.getByRole('textbox', { name: 'Last name', exact: true }).fill('Bianchi');
  await shipping.getByRole('textbox', { name: 'Street', exact: true }).fill('Via Dante');
  await shipping.getByRole('textbox', { name: 'House or apartment number' }).fill('7');
  await shipping.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Milano' });
  await shipping.getByRole('textbox', { name: 'Zip code' }).fill('20121');
  await shipping.getByRole('textbox', { name: 'City' }).fill('Milano');
}

/** Delivery (the first carrier), no message, no voucher: on to the payment step. */
export async function toPayment(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/delivery$/);
  await page.getByRole('radio').first().check();
  await expect(page.getByRole('radio').first()).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/message$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/vouchers$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
}

/** The test card whose first charge per order attempt the test shop's provider answers into the void (global-setup). */
export const LOST_ANSWER_CARD = '5555555555554444';

/** The card form with a test card of the api (api/README.md). */
export async function payByCard(page: Page, number = '4242424242424242'): Promise<void> {
  await page.getByRole('radio', { name: 'Pay by card' }).check();
  await page.getByRole('textbox', { name: 'Cardholder' }).fill('Giulia Bianchi');
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/39');
  await page.getByRole('textbox', { name: 'Security code (CVV)' }).fill('123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/review$/);
}

/** A guest, from an empty session to the payment step. */
export async function guestToPayment(page: Page, email: string, minTotal = 160): Promise<void> {
  await fillCart(page, minTotal);
  await page.goto('/en/checkout');
  await hydrated(page);
  await guestAccount(page, email);
  await milanAddress(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await toPayment(page);
}

/** The orders the api stored for this email. */
export const ordersOf = (email: string) =>
  query<{ id_order: number; reference: string; current_state: string; total_shipping: number }>(
    'SELECT id_order, reference, current_state, total_shipping FROM orders WHERE email = ? ORDER BY id_order',
    email,
  );

/** The simulated provider's charges for a shopper's orders (its book, keyed by each order's idempotency key). */
export const chargesOf = (email: string) =>
  query<{ outcome: string; transaction_id: string | null }>(
    `SELECT c.outcome, c.transaction_id FROM payment_charge c JOIN orders o ON o.idempotency_key = c.idempotency_key
     WHERE o.email = ? ORDER BY o.id_order`,
    email,
  );

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
