// Pins: the server owns status codes: invalid paths and unknown products answer 404 with the not-found page; trailing slashes redirect.
import { expect, test } from '@playwright/test';

test.describe('not-found', { tag: '@shell' }, () => {
  test('a path that fails validation is a 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/en/bad_id.html');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Page Not Found: /en/bad_id.html')).toBeVisible();
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('an unknown product is a 404', async ({ page }) => {
    const response = await page.goto('/en/999999-nothing-here.html');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('an unknown category is a 404', async ({ request }) => {
    const response = await request.get('/en/999999-nothing-here');
    expect(response.status()).toBe(404);
  });

  test('a trailing slash is removed by a permanent redirect', async ({ request }) => {
    const response = await request.get('/en/cart/?x=1', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/en/cart?x=1');
  });

  test('a path outside the five languages is a 404', async ({ request }) => {
    const response = await request.get('/xx/cart');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found: /xx/cart');
  });
});
