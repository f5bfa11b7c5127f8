// Pins: a link without a language (/cart, a product, a search, a content slug) opens the same page in the shopper's
// language (saved choice, then browser languages, then English) in one redirect with its query; a path that is no
// page once prefixed stays a 404, never a redirect to one.
import { expect, test } from '@playwright/test';

test.describe('language-less-links', { tag: '@shell' }, () => {
  test.describe('a French browser', () => {
    test.use({ locale: 'fr-FR' });

    test('opening /cart lands on /fr/cart, in French', async ({ page }) => {
      await page.goto('/cart');
      await expect(page).toHaveURL(/\/fr\/cart$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('a saved language wins over the browser’s', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'shell_locale', value: 'it', url: baseURL ?? '' }]);
      await page.goto('/cart');
      await expect(page).toHaveURL(/\/it\/cart$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    });
  });

  test('one redirect that keeps the query and says what it depends on', async ({ request }) => {
    const headers = { 'accept-language': 'fr-FR,fr;q=0.9' };
    const asked = async (path: string) => request.get(path, { headers, maxRedirects: 0 });
    const product = await asked('/12-some-slug.html?x=1');
    expect(product.status()).toBe(302);
    expect(product.headers().location).toBe('/fr/12-some-slug.html?x=1');
    expect(product.headers().vary).toBe('Cookie, Accept-Language');
    expect(product.headers()['cache-control']).toBe('no-store');
    for (const [path, to] of [
      ['/checkout/address', '/fr/checkout/address'],
      ['/my-account', '/fr/my-account'],
      ['/search?q=x', '/fr/search?q=x'],
      ['/12-some-slug', '/fr/12-some-slug'],
    ] as const)
      expect((await asked(path)).headers().location).toBe(to);
    // A content page the content api knows, straight to its own path in French.
    const content = await asked('/about-us');
    expect(content.status()).toBe(302);
    expect(content.headers().location).toMatch(/^\/fr\/[a-z0-9-]+$/);
  });

  test('a path that is no page once prefixed is a 404, not a redirect', async ({ request, page }) => {
    for (const path of ['/nope-not-a-page', '/error', '/Nope/Deeper'])
      expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(404);
    const response = await page.goto('/nope-not-a-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/nope-not-a-page$/);
  });
});
