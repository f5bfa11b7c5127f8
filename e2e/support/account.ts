/** Helpers for the account specs: a fresh shopper, signing in through the page, and the api's mail outbox. */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Cart, CheckoutData, CreateOrderData, ProductDetail } from '@storefront/shared/schemas';
import { query } from './database.ts';
import { hydrated } from './shop.ts';

export const newEmail = (tag: string): string => `e2e-${tag}-${randomUUID().slice(0, 8)}@example.com`;
export const password = 'Sartoria2026';

/** The last mail the api wrote to `to` (its outbox table, as an operator or a relay reads it). */
export function lastMail(to: string): { subject: string; body: string; kind: string } | undefined {
  return query<{ subject: string; body: string; kind: string }>(
    'SELECT subject, body, kind FROM mail_outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id DESC LIMIT 1',
    to,
  )[0];
}

/** The 6-digit code of the last mail of `kind` to `to`, once it is there. */
export async function codeFor(to: string, kind: string): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const mail = lastMail(to);
      code = mail?.kind === kind ? (/\b(\d{6})\b/.exec(mail.body)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Registers through the api (the journey spec registers through the page; others only need someone). */
export async function registerByApi(request: APIRequestContext, email: string, firstname = 'Ada'): Promise<void> {
  const reply = await request.post('/api/register', {
    data: { email, password, firstname, lastname: 'Lovelace', id_gender: 2 },
  });
  expect(reply.status()).toBe(200);
}

/** Signs in on the login page (already open) and waits to leave it. */
export async function signIn(page: Page, email: string, secret = password): Promise<void> {
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
}

async function ok<T>(request: APIRequestContext, call: string, data: unknown): Promise<T> {
  const reply = await request.post(`/api/${call}`, { data });
  const body = (await reply.json()) as { success: boolean; psdata: T; message?: string };
  expect(body.success, `${call}: ${body.message ?? ''}`).toBe(true);
  return body.psdata;
}

/** Puts `qty` units of the first product with enough stock in the cart of `request`'s shopper. */
export async function addToCart(request: APIRequestContext, qty: number): Promise<Cart> {
  for (let id = 1; id < 169; id++) {
    const product = await ok<ProductDetail>(request, 'getProduct', { product_id: id });
    const combo = product.combinations.find((candidate) => candidate.quantity >= qty + 1);
    if (combo) {
      return ok<Cart>(request, 'createCartItem', {
        id_product: id,
        id_product_attribute: combo.id_product_attribute,
        qty,
      });
    }
  }
  throw new Error('no product in stock');
}

/**
 * Places an order through the api calls the checkout makes, as the signed-in shopper of `request` (a page's request
 * shares its cookies), delivered to the saved address `id_address`; the checkout UI is another team's branch.
 */
export async function placeOrder(request: APIRequestContext, id_address: number): Promise<CreateOrderData['order']> {
  await addToCart(request, 2);
  await ok<CheckoutData>(request, 'updateCheckoutAddress', {
    id_address_delivery: id_address,
    billing_same_as_shipping: true,
  });
  await ok<CheckoutData>(request, 'updateCheckoutCarrier', { id_carrier: 1 });
  const placed = await ok<CreateOrderData>(request, 'createOrder', {
    idempotency_key: `e2e-${randomUUID()}`,
    payment_module: 'creditcard',
    terms_accepted: true,
    card: { name: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' },
  });
  return placed.order;
}

/** The carrier delivered the order today (what the shop's back office records): returns open for 14 days. */
export function markDelivered(id_order: number): void {
  query("UPDATE orders SET current_state = 'delivered' WHERE id_order = ?", id_order);
  query(
    "INSERT INTO order_history (id_order, state, date_add) VALUES (?, 'delivered', ?)",
    id_order,
    new Date().toISOString(),
  );
}
