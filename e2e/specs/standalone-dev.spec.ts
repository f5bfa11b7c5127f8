// Pins: `npm run dev -- checkout` serves the checkout alone (starting the api it needs), renders its page with the real api, and shows a saved change without a restart.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { root } from '../../scripts/lib/apps.ts';
import { secondShopBase } from '../support/second-shop.ts';
import { devLoop } from '../support/dev-loop.ts';

test.describe('standalone-dev', { tag: ['@catalog', '@checkout', '@account'] }, () => {
  const base = secondShopBase(900);
  // No api answers there: the dev loop starts one, as it does for a developer without the shop running.
  const dev = devLoop({ remote: 'checkout', port: base + 1, apiUrl: () => `http://127.0.0.1:${base + 2}` });

  test('the checkout alone renders its cart page in a minimal host with the real api', async ({ page }) => {
    await page.goto(`${dev.origin}/en/cart`);
    await expect(page.locator('html')).toHaveAttribute('data-standalone', 'checkout');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    // The empty cart comes from the api (the store's getCartItems through the dev server's proxy).
    await expect(page.getByRole('main').getByRole('link')).toBeVisible();
    // In French from the URL, as in the shop.
    await page.goto(`${dev.origin}/fr/cart`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('a saved change shows in the open page without restarting anything', async ({ page }) => {
    // Two rebuilds (the edit, then its undo) on a machine the rest of the suite keeps busy.
    test.setTimeout(150_000);
    await page.goto(`${dev.origin}/en/cart`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible({ timeout: 15_000 });
    const title = (await heading.textContent()) ?? '';
    const file = path.join(root, 'locales', 'en', 'checkout.json');
    const original = fs.readFileSync(file, 'utf8');
    const key = Object.entries(JSON.parse(original) as Record<string, string>).find(([, text]) => text === title)?.[0];
    expect(key).toBeTruthy();
    try {
      fs.writeFileSync(file, original.replace(JSON.stringify(title), JSON.stringify(`${title} (edited)`)));
      await expect(heading).toHaveText(`${title} (edited)`, { timeout: 45_000 });
    } finally {
      fs.writeFileSync(file, original);
    }
    // The undo is rebuilt and shown before the page closes: a rebuild landing while the context was torn down held the
    // teardown past the test's time under load (the page reloading into a server busy rebuilding).
    await expect(heading).toHaveText(title, { timeout: 45_000 });
  });
});
