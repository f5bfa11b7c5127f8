/**
 * State a personal page needs before its measured load, made through the api calls the shop itself makes, as the
 * shopper whose cookie jar the page will use (a Playwright context's `request` shares its browser context's cookies).
 * Each helper leaves the page it prepares reachable without a redirect: a cart with products, a guest checkout with
 * an email, an address and a carrier, a signed-in shopper with an order.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Cart, CheckoutData, CreateOrderData, ListingProduct, ProductList } from '@storefront/shared/schemas';

/** The one thing the helpers need from a client: call `name` with `body`, answer its psdata or throw. */
export interface ShopApi {
  ok<T>(name: string, body?: unknown): Promise<T>;
}

/** A ShopApi over a Playwright request context: the shop's `/api/<call>`, English, the context's cookies. */
export function requestApi(request: APIRequestContext, shopUrl: string): ShopApi {
  return {
    async ok<T>(name: string, body: unknown = {}): Promise<T> {
      const reply = await request.post(`${shopUrl}/api/${name}`, {
        data: body,
        headers: { 'accept-language': 'en' },
      });
      const text = await reply.text();
      let envelope: { success?: boolean; psdata?: T; message?: string } = {};
      try {
        envelope = JSON.parse(text) as typeof envelope;
      } catch {
        // Not JSON: reported below with the status.
      }
      if (!reply.ok() || envelope.success !== true || envelope.psdata === undefined)
        throw new Error(`${name} answered ${reply.status()}: ${envelope.message ?? text.slice(0, 200)}`);
      return envelope.psdata;
    },
  };
}

/** Over the free-shipping threshold to Italy (150 EUR), as the e2e card journey buys. */
export const cartTotal = 160;

/** A shipping address in Milan (Italy, Lombardy's Milano province), as the api's tests use. */
export const milano = {
  alias: 'Home',
  firstname: 'Giulia',
  lastname: 'Bianchi',
  address1: 'Via Dante',
  house_number: '7',
  postcode: '20121',
  city: 'Milano',
  id_country: 1,
  id_state: 14,
  phone: '+39 02 555 1234',
} as const;

export const benchPassword = 'Sartoria2026';

/** The card the api accepts (api/README.md), as the checkout's card form sends it. */
export const acceptedCard = { name: 'Giulia Bianchi', number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' };

/**
 * Products a cart may take one of: in stock with room to spare (another shopper's cart or a run before may hold some),
 * in the listing's order so every run buys the same things.
 */
export function cartCandidates(products: readonly Pick<ListingProduct, 'id_product' | 'quantity'>[]): number[] {
  return products.filter((product) => product.quantity > 3).map((product) => product.id_product);
}

/**
 * Adds one of each women's product in stock until the cart's total reaches `minTotal` euros; a product the api refuses
 * (sold out meanwhile) is skipped. Throws when the whole listing does not reach the total.
 */
export async function fillCart(api: ShopApi, minTotal: number = cartTotal): Promise<Cart> {
  const listing = await api.ok<ProductList>('getProducts', { categorySlug: 'women' });
  let cart: Cart | null = null;
  for (const id_product of cartCandidates(listing.products)) {
    try {
      cart = await api.ok<Cart>('createCartItem', { id_product, qty: 1 });
    } catch {
      continue;
    }
    if (cart.totals.total.amount >= minTotal) return cart;
  }
  throw new Error(
    `the women's listing could not fill a cart to ${minTotal} EUR (reached ${cart?.totals.total.amount ?? 0} EUR)`,
  );
}

/** A guest cart with an email and a shipping address: the checkout's address step (and delivery) is reachable. */
export async function guestWithAddress(api: ShopApi): Promise<CheckoutData> {
  await fillCart(api);
  return api.ok<CheckoutData>('updateCheckoutAddress', {
    email: `bench-${randomUUID().slice(0, 8)}@example.com`,
    delivery: milano,
    billing_same_as_shipping: true,
  });
}

/** The same with the first carrier chosen: the payment step is reachable, what is left is paying. */
export async function guestAtPayment(api: ShopApi): Promise<CheckoutData> {
  const checkout = await guestWithAddress(api);
  const carrier = checkout.carriers[0];
  if (!carrier) throw new Error('getCheckout offered no carrier to Milano');
  return api.ok<CheckoutData>('updateCheckoutCarrier', { id_carrier: carrier.id_carrier });
}

/** A newly registered shopper (signed in by registering) with one order paid by card: the orders page has a row. */
export async function shopperWithOrder(api: ShopApi): Promise<CreateOrderData> {
  await api.ok('register', {
    email: `bench-${randomUUID().slice(0, 8)}@example.com`,
    password: benchPassword,
    firstname: 'Giulia',
    lastname: 'Bianchi',
    id_gender: 2,
  });
  await guestAtPayment(api);
  return api.ok<CreateOrderData>('createOrder', {
    idempotency_key: `bench-${randomUUID()}`,
    payment_module: 'creditcard',
    terms_accepted: true,
    card: acceptedCard,
  });
}
