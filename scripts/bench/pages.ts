/**
 * The pages the bench measures, one entry a page: every section (page speed at each CPU slowdown, Lighthouse) reads
 * this list. A page is a fixed path, or a function that finds its path in the running shop (a product that exists).
 */
export interface BenchPage {
  name: string;
  path: string | ((shopUrl: string) => Promise<string>);
}

export const benchPages: readonly BenchPage[] = [
  { name: 'home', path: '/en' },
  { name: 'category', path: '/en/3-women' },
  { name: 'product', path: firstProductPath },
  { name: 'cart', path: '/en/cart' },
  { name: 'login', path: '/en/login' },
];

/** Each page with its absolute URL in the shop under measurement. */
export async function pageUrls(shopUrl: string): Promise<{ name: string; url: string }[]> {
  return Promise.all(
    benchPages.map(async ({ name, path }) => ({
      name,
      url: `${shopUrl}${typeof path === 'string' ? path : await path(shopUrl)}`,
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
