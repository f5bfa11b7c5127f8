// Pins: a product or category has one URL per language, under that language's slug: asked for under any other (another language's, an old or mistyped one) the server answers 301 to it with the query kept, so the language switcher lands there, and a client-side navigation replaces the URL with it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CategoryDetail, ProductDetail } from '@storefront/shared/schemas';
import { hydrated } from '../support/shop.ts';

async function call<T>(request: APIRequestContext, name: string, data: unknown, lang: string): Promise<T> {
  const response = await request.post(`/api/${name}`, { data, headers: { 'accept-language': lang } });
  return ((await response.json()) as { psdata: T }).psdata;
}

const getProduct = (request: APIRequestContext, id: number, lang: string) => call<ProductDetail>(request, 'getProduct', { product_id: id }, lang);
const getCategory = (request: APIRequestContext, id: number, lang: string) => call<CategoryDetail>(request, 'getCategory', { id_category: id }, lang);

test('a French product URL under its Italian slug, or a mistyped one, answers 301 to the French URL with the query', async ({ request }) => {
  const [french, italian] = [await getProduct(request, 1, 'fr'), await getProduct(request, 1, 'it')];
  expect(italian.link_rewrite).not.toBe(french.link_rewrite);
  const size = french.groups[0];
  const query = `group-${size?.id_attribute_group}=${size?.attributes[0]?.id_attribute}&utm_source=newsletter`;

  for (const path of [`/fr/1-${italian.link_rewrite}.html`, '/fr/1-robe.html', '/fr/1.html']) {
    const response = await request.get(`${path}?${query}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(`${french.link}?${query}`);
  }
  // The canonical URL is the page itself, not another redirect.
  const landed = await request.get(`${french.link}?${query}`, { maxRedirects: 0 });
  expect(landed.status()).toBe(200);
  expect(await landed.text()).toContain(`>${french.name}</h1>`);
});

test('a category under a wrong slug answers 301 to its own, with the page kept', async ({ request }) => {
  const french = await getCategory(request, 3, 'fr');
  const english = await getCategory(request, 3, 'en');
  expect(english.link_rewrite).not.toBe(french.link_rewrite);
  const response = await request.get(`/fr/3-${english.link_rewrite}?page=2`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`${french.link}?page=2`);
  expect((await request.get(`${french.link}?page=2`, { maxRedirects: 0 })).status()).toBe(200);
  // An unknown category is still not found, whatever its slug.
  expect((await request.get('/fr/999999-femmes', { maxRedirects: 0 })).status()).toBe(404);
});

test('the language switcher on a French product page leads to the Italian page at its Italian URL', async ({ page, baseURL }) => {
  const [french, italian] = [await getProduct(page.request, 1, 'fr'), await getProduct(page.request, 1, 'it')];
  await page.goto(french.link);
  await hydrated(page);
  // The switcher keeps the French slug under /it; the server moves the shopper on to the Italian one.
  const moved = page.waitForResponse((response) => response.status() === 301);
  await page.getByRole('link', { name: 'IT', exact: true }).click();
  expect((await moved).headers().location).toBe(italian.link);
  await expect(page).toHaveURL(`${baseURL}${italian.link}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(italian.name);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${italian.link}`);
});

test('a client-side navigation to a product under another slug replaces the URL with its own', async ({ page, baseURL }) => {
  const [italian, french] = [await getProduct(page.request, 1, 'it'), await getProduct(page.request, 1, 'fr')];
  await page.goto(italian.link);
  await hydrated(page);
  // What a link inside the shop does: the router moves to a new location without loading a document.
  await page.evaluate((to) => {
    (window as { sameDocument?: boolean }).sameDocument = true;
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/it/1-${french.link_rewrite}.html?utm_source=mail`);
  await expect(page).toHaveURL(`${baseURL}${italian.link}?utm_source=mail`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(italian.name);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // Replaced, not added: Back leaves the wrong slug behind.
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}${italian.link}`);
});
