// Pins: `/` redirects to a language from the cookie, then Accept-Language, then English; each prefix renders in its language.
import { expect, test } from '@playwright/test';

test.describe('locale', { tag: '@shell' }, () => {
  test.describe('language of the shop', () => {
    const redirectOf = async (
      request: import('@playwright/test').APIRequestContext,
      headers: Record<string, string>,
      path = '/',
    ) => {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.status()).toBe(302);
      return response.headers().location;
    };

    test('the root redirects by cookie, then browser languages, then English', async ({ request }) => {
      expect(await redirectOf(request, { 'accept-language': 'de-CH,de;q=0.9,en;q=0.8' })).toBe('/de');
      expect(await redirectOf(request, { 'accept-language': 'pt-BR, es;q=0.5, fr;q=0.7' })).toBe('/fr');
      expect(await redirectOf(request, { cookie: 'shell_locale=it', 'accept-language': 'fr' })).toBe('/it');
      expect(await redirectOf(request, { 'accept-language': 'ja, pt' })).toBe('/en');
      expect(await redirectOf(request, { 'accept-language': '' })).toBe('/en');
    });

    test("a link without a language goes to the same page in the shopper's language, in one redirect, the query kept", async ({
      request,
      page,
    }) => {
      expect(await redirectOf(request, { cookie: 'shell_locale=it', 'accept-language': 'fr' }, '/cart?from=mail')).toBe(
        '/it/cart?from=mail',
      );
      expect(await redirectOf(request, { 'accept-language': 'de-DE,de;q=0.9' }, '/my-account/orders')).toBe(
        '/de/my-account/orders',
      );
      expect(await redirectOf(request, { 'accept-language': 'es' }, '/1-relaxed-linen-dress.html')).toBe(
        '/es/1-relaxed-linen-dress.html',
      );
      // Not a page of the shop: not found, in the detected language.
      expect((await request.get('/nope.png', { maxRedirects: 0 })).status()).toBe(404);
      expect((await request.get('/error', { maxRedirects: 0 })).status()).toBe(404);
      // In a browser: the checkout typed without a language opens (the empty cart's page, in English here).
      await page.goto('/cart');
      await expect(page).toHaveURL(/\/en\/cart$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    const headings = { en: 'Cart', fr: 'Panier', it: 'Carrello', es: 'Carrito', de: 'Warenkorb' } as const;
    for (const [lang, cart] of Object.entries(headings)) {
      test(`/${lang} renders in its language`, async ({ page }) => {
        const response = await page.goto(`/${lang}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('link', { name: new RegExp(`^${cart}`) })).toBeVisible();
        await expect(page.getByRole('navigation', { name: /./ }).first()).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      });
    }

    test('switching language keeps the page and saves the choice', async ({ page, context }) => {
      await page.goto('/en/cart');
      await page.getByRole('link', { name: 'FR', exact: true }).click();
      await expect(page).toHaveURL(/\/fr\/cart$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      // The browser writes the choice once the page has hydrated (the server's pages carry no cookie).
      await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'shell_locale')?.value).toBe('fr');
      const response = await page.request.get('/', { maxRedirects: 0 });
      expect(response.headers().location).toBe('/fr');
    });
  });
});
