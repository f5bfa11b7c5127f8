// Pins: a developer's browser can run a locally served checkout inside the real shop (cookie set at /_dev/remotes) while other browsers get the registry's; only origins the operator allowed are ever loaded.
import { expect, test, type Page } from '@playwright/test';
import { secondShop, secondShopBase } from '../support/second-shop.ts';
import { devLoop } from '../support/dev-loop.ts';

test.describe('local-remote-override', { tag: '@shell' }, () => {
  const offset = 850;
  const base = secondShopBase(offset);
  const devPort = base + 95;
  const shop = secondShop('local-override', offset, () => ({
    REMOTE_OVERRIDE_ORIGINS: `http://localhost:${devPort}`,
  }));
  // The checkout team's dev loop, on the shop's own api.
  const dev = devLoop({ remote: 'checkout', port: devPort, apiUrl: () => `http://127.0.0.1:${base + 81}` });

  /** Where the page's checkout scripts came from. */
  function checkoutScripts(page: Page): string[] {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().includes('/checkout/')) urls.push(request.url());
    });
    return urls;
  }

  test('without an override the cart runs the registry build', async ({ page }) => {
    const scripts = checkoutScripts(page);
    await page.goto(`${shop.url()}/en/cart`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    // The cart starts on the shopper's first sign of use (ADR 0504).
    await page.mouse.move(10, 10);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('html')).not.toHaveAttribute('data-local-checkout', /.*/);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((url) => url.startsWith(`http://localhost:${base + 2}/checkout/`))).toBe(true);
  });

  test('with the override this browser runs the local build, and another browser still the registry one', async ({
    page,
    browser,
  }) => {
    const scripts = checkoutScripts(page);
    await page.goto(`${shop.url()}/_dev/remotes`);
    await page.getByRole('textbox', { name: 'checkout' }).fill(dev.entry);
    await page.getByRole('button', { name: 'Use these' }).click();
    await expect(page.getByRole('textbox', { name: 'checkout' })).toHaveValue(dev.entry);

    await page.goto(`${shop.url()}/en/cart`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('data-local-checkout', dev.entry);
    expect(scripts.some((url) => url.startsWith(`${dev.origin}/checkout/`))).toBe(true);
    expect(scripts.some((url) => url.startsWith(`http://localhost:${base + 2}/`))).toBe(false);

    const other = await browser.newPage();
    await other.goto(`${shop.url()}/en/cart`);
    await expect(other.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(other.locator('html')).not.toHaveAttribute('data-local-checkout', /.*/);
    await other.close();

    await page.goto(`${shop.url()}/_dev/remotes?reset=1`);
    await page.goto(`${shop.url()}/en/cart`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-local-checkout', /.*/);
  });

  test('an origin the operator did not allow is never loaded', async ({ page, context }) => {
    const foreign = 'http://localhost:1/checkout/remoteEntry.js';
    await context.addCookies([
      {
        name: 'shell_remote_overrides',
        value: encodeURIComponent(JSON.stringify({ checkout: foreign })),
        url: shop.url(),
      },
    ]);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(`${shop.url()}/en/cart`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    expect(asked.some((url) => url.startsWith('http://localhost:1/'))).toBe(false);
  });

  test('a shop not in development offers no override', async ({ page }) => {
    const response = await page.goto('/_dev/remotes?checkout=' + encodeURIComponent(dev.entry));
    expect(response?.status()).toBe(404);
  });
});
