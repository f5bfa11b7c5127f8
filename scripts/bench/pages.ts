/**
 * The pages the bench measures, one entry a page: every section (page speed at each CPU slowdown, Lighthouse) reads
 * this list. A page is a fixed path, or a function that finds its path in the running shop (a product that exists).
 * A personal page names its `setup`: the state it needs, made through the api before each measured load as that
 * load's own shopper (its fresh browser context's cookie jar), so every load is still a first visit.
 */
import { fillCart, guestAtPayment, guestWithAddress, shopperWithOrder, type ShopApi } from './personal.ts';

export interface BenchPage {
  name: string;
  path: string | ((shopUrl: string) => Promise<string>);
  /** Runs before each measured load, as the shopper of that load; the page must then load without a redirect. */
  setup?: (api: ShopApi) => Promise<unknown>;
  /** The page's own LCP budget where it is held to one tighter than the shop's (cart and checkout, 1 s). */
  lcpMs?: number;
}

export const benchPages: readonly BenchPage[] = [
  { name: 'home', path: '/en' },
  { name: 'category', path: '/en/3-women' },
  { name: 'product', path: firstProductPath },
  { name: 'cart', path: '/en/cart', setup: fillCart, lcpMs: 1000 },
  // Every checkout step a fresh load can open (review needs the payment chosen in the tab: it is reached from payment).
  { name: 'checkout-account', path: '/en/checkout/account', setup: fillCart, lcpMs: 1000 },
  { name: 'checkout-address', path: '/en/checkout/address', setup: guestWithAddress, lcpMs: 1000 },
  { name: 'checkout-delivery', path: '/en/checkout/delivery', setup: guestWithAddress, lcpMs: 1000 },
  { name: 'checkout-message', path: '/en/checkout/message', setup: guestAtPayment, lcpMs: 1000 },
  { name: 'checkout-vouchers', path: '/en/checkout/vouchers', setup: guestAtPayment, lcpMs: 1000 },
  { name: 'checkout-payment', path: '/en/checkout/payment', setup: guestAtPayment, lcpMs: 1000 },
  { name: 'login', path: '/en/login' },
  { name: 'register', path: '/en/register' },
  { name: 'orders', path: '/en/my-account/orders', setup: shopperWithOrder },
];

export interface ResolvedPage {
  name: string;
  url: string;
  setup?: BenchPage['setup'];
  lcpMs?: number;
}

/** Each page with its absolute URL in the shop under measurement. */
export async function pageUrls(shopUrl: string): Promise<ResolvedPage[]> {
  return Promise.all(
    benchPages.map(async ({ name, path, setup, lcpMs }) => ({
      name,
      url: `${shopUrl}${typeof path === 'string' ? path : await path(shopUrl)}`,
      ...(setup ? { setup } : {}),
      ...(lcpMs ? { lcpMs } : {}),
    })),
  );
}

/** Whatever product the catalogue lists first in the women's department. */
async function firstProductPath(shopUrl: string): Promise<string> {
  const response = await fetch(`${shopUrl}/api/getProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ id_category: 3 }),
  });
  if (!response.ok) throw new Error(`getProducts answered ${response.status}`);
  const body = (await response.json()) as { psdata?: { products?: { link?: string }[] } };
  const link = body.psdata?.products?.[0]?.link;
  if (!link) throw new Error('getProducts listed no product in category 3');
  const product = new URL(link, shopUrl);
  return `${product.pathname}${product.search}`;
}
