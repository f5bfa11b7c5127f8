// Pins: brand pages exist only in the blue theme (runtime configuration): 404 in the default theme; with SHOP_THEME=blue the list and a brand page are server-rendered, a wrong brand slug redirects (301) to the brand's own, and an unknown brand is 404.
import { expect, test } from '@playwright/test';
import { secondShop } from '../support/second-shop.ts';
import { hydrated } from '../support/shop.ts';

test.describe('brands', { tag: '@catalog' }, () => {
  test('in the default theme there are no brand pages', async ({ page }) => {
    expect((await page.goto('/en/brands'))?.status()).toBe(404);
    expect((await page.goto('/en/brands/9-blue-harbor'))?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
  });

  test.describe('in the blue theme', () => {
    const shop = secondShop('blue', 500, () => ({ SHOP_THEME: 'blue' }));

    test('the brand list and a brand page render, from the server first', async ({ page }) => {
      const response = await page.goto(`${shop.url()}/en/brands`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'blue');
      expect(await response?.text()).toMatch(/<h1[^>]*>Brands<\/h1>/);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brands');
      const brands = page.getByRole('main').getByRole('listitem');
      await expect(brands).toHaveCount(10);

      await page.getByRole('link', { name: 'Blue Harbor', exact: true }).click();
      await expect(page).toHaveURL(`${shop.url()}/en/brands/9-blue-harbor`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blue Harbor');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('link', { name: /^Wishlist/ })).toBeVisible();

      const direct = await page.request.get(`${shop.url()}/en/brands/9-blue-harbor?page=2`);
      expect(direct.status()).toBe(200);
      const html = await direct.text();
      expect(html).toMatch(/<h1[^>]*>Blue Harbor<\/h1>/);
      expect(html).toContain(`<link rel="canonical" href="${shop.url()}/en/brands/9-blue-harbor?page=2"`);
    });

    test('a brand under a wrong slug answers 301 to its own, with the query kept', async ({ request }) => {
      const response = await request.get(`${shop.url()}/en/brands/9-blue-harbour?page=2`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe('/en/brands/9-blue-harbor?page=2');
    });

    test('an unknown brand is 404', async ({ page }) => {
      expect((await page.goto(`${shop.url()}/en/brands/999-nobody`))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    });

    test('the sitemap lists the brands index and each brand in every language', async ({ request }) => {
      const xml = await (await request.get(`${shop.url()}/sitemap.xml`)).text();
      expect(xml).toContain(`<loc>${shop.url()}/fr/brands</loc>`);
      expect(xml).toContain(`<loc>${shop.url()}/de/brands/9-blue-harbor</loc>`);
    });
  });
});
