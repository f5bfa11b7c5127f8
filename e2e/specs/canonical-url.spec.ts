// Pins: a product or category has one URL per language, under that language's slug: asked for under any other (another language's, an old or mistyped one) the server answers 301 to it with the query kept; the language switcher links each language's own URL on the page the server rendered (no redirect), and a client-side navigation replaces the URL with it; forwarded host headers from a client change no absolute URL.
import { expect, test, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';
import type { CategoryDetail, ProductDetail } from '@storefront/shared/schemas';
import { hydrated, hydrationWarnings } from '../support/shop.ts';

test.describe('canonical-url', { tag: ['@shell', '@catalog'] }, () => {
  async function call<T>(request: APIRequestContext, name: string, data: unknown, lang: string): Promise<T> {
    const response = await request.post(`/api/${name}`, { data, headers: { 'accept-language': lang } });
    return ((await response.json()) as { psdata: T }).psdata;
  }

  const getProduct = (request: APIRequestContext, id: number, lang: string) =>
    call<ProductDetail>(request, 'getProduct', { product_id: id }, lang);
  const getCategory = (request: APIRequestContext, id: number, lang: string) =>
    call<CategoryDetail>(request, 'getCategory', { id_category: id }, lang);

  test('a French product URL under its Italian slug, or a mistyped one, answers 301 to the French URL with the query', async ({
    request,
  }) => {
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

  test('a first visit through a wrong slug, like its canonical page, sets no cookie (reading opens no session)', async ({
    playwright,
    baseURL,
  }) => {
    const fresh = () => playwright.request.newContext({ baseURL });
    const [first, second, third] = [await fresh(), await fresh(), await fresh()];
    try {
      const french = await getProduct(first, 1, 'fr');
      const rendered = await second.get(french.link, { maxRedirects: 0 });
      expect(rendered.status()).toBe(200);
      expect(rendered.headers()['set-cookie']).toBeUndefined();
      const moved = await third.get('/fr/1-robe.html', { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      expect(moved.headers()['set-cookie']).toBeUndefined();
    } finally {
      await Promise.all([first.dispose(), second.dispose(), third.dispose()]);
    }
  });

  /** Clicks a link and answers the document response it led to (the first one: a redirect would be it). */
  async function follow(page: Page, link: Locator): Promise<Response> {
    const document = page.waitForResponse(
      (response) => response.request().isNavigationRequest() && response.request().frame() === page.mainFrame(),
    );
    await link.click();
    return document;
  }

  test('the language switcher on a French product page links the Italian page at its Italian URL: no redirect on the way', async ({
    page,
    baseURL,
  }) => {
    const [french, italian] = [await getProduct(page.request, 1, 'fr'), await getProduct(page.request, 1, 'it')];
    const warnings = hydrationWarnings(page);
    await page.goto(french.link);
    await hydrated(page);
    const link = page.getByRole('link', { name: 'IT', exact: true });
    await expect(link).toHaveAttribute('href', italian.link);
    const response = await follow(page, link);
    expect(response.status()).toBe(200);
    expect(response.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(`${baseURL}${italian.link}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(italian.name);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${italian.link}`);
    expect(warnings).toEqual([]);
  });

  test('the language switcher on a French category page links the Italian category at its URL, with the page kept', async ({
    page,
    baseURL,
  }) => {
    const [french, italian] = [await getCategory(page.request, 3, 'fr'), await getCategory(page.request, 3, 'it')];
    expect(italian.link_rewrite).not.toBe(french.link_rewrite);
    const warnings = hydrationWarnings(page);
    // The server's own HTML already links the Italian slug, before any script runs.
    expect(await (await page.request.get(`${french.link}?page=2`)).text()).toContain(`href="${italian.link}?page=2"`);
    await page.goto(`${french.link}?page=2`);
    await hydrated(page);
    const link = page.getByRole('link', { name: 'IT', exact: true });
    await expect(link).toHaveAttribute('href', `${italian.link}?page=2`);
    const direct = await page.request.get(`${italian.link}?page=2`, { maxRedirects: 0 });
    expect(direct.status()).toBe(200);
    const response = await follow(page, link);
    expect(response.status()).toBe(200);
    expect(response.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(`${baseURL}${italian.link}?page=2`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    expect(warnings).toEqual([]);
  });

  test('after a client-side navigation to another page, the switcher swaps the prefix and the 301 finds the slug', async ({
    page,
    baseURL,
  }) => {
    const [french, italian] = [await getCategory(page.request, 3, 'fr'), await getCategory(page.request, 3, 'it')];
    const product = await getProduct(page.request, 1, 'fr');
    await page.goto(product.link);
    await hydrated(page);
    await page.evaluate((to) => {
      (window as { sameDocument?: boolean }).sameDocument = true;
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, french.link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.name);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The product's links no longer apply here: the IT link keeps the French slug, and the server moves it on.
    const link = page.getByRole('link', { name: 'IT', exact: true });
    await expect(link).toHaveAttribute('href', `/it/3-${french.link_rewrite}`);
    const response = await follow(page, link);
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(italian.link);
    await expect(page).toHaveURL(`${baseURL}${italian.link}`);
  });

  test('a client-side navigation to a product under another slug replaces the URL with its own', async ({
    page,
    baseURL,
  }) => {
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

  test('forged X-Forwarded-Host and -Proto change neither the canonical link nor the sitemap without a trusted proxy', async ({
    request,
    baseURL,
  }) => {
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const french = await getProduct(request, 1, 'fr');
    const html = await (await request.get(french.link, { headers: forged })).text();
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${french.link}"`);
    expect(html).not.toContain('evil.example');
    const sitemap = await request.get('/sitemap.xml', { headers: forged });
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}/en</loc>`);
    expect(xml).not.toContain('evil.example');
    // Without PUBLIC_ORIGIN its URLs follow the Host header, so no shared cache may keep it for others.
    expect(sitemap.headers()['cache-control']).toBe('no-store');
  });
});
