// Pins (ADR 0504): sign-in, register, the cart and a checkout step run no script until the shopper shows a sign of
// use, as shared pages do, even for a signed-in shopper with a cart (the server rendered both into the page); a
// saved list, which only the browser knows, starts them at once; a press before the start is answered by the app.
import { expect, test, type Page } from '@playwright/test';
import { newEmail, registerByApi } from '../support/account.ts';
import { fillCart } from '../support/checkout.ts';
import { hydratedRoot, leaveSavedWishlist, loadedAndLeft } from '../support/early.ts';

test.describe('personal-first-use', { tag: ['@shell', '@checkout', '@account'] }, () => {
  /** Every script the page asks for and runs (a prefetch ahead is not a script request), from any origin. */
  function scriptRequests(page: Page): string[] {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    return scripts;
  }

  async function startsOnAPointer(page: Page, scripts: string[]) {
    expect(scripts).toEqual([]);
    await expect(hydratedRoot(page)).toHaveCount(0);
    await page.mouse.move(10, 10);
    await page.mouse.move(20, 20);
    await expect(hydratedRoot(page)).toHaveCount(1, { timeout: 15_000 });
    expect(scripts.length).toBeGreaterThan(0);
  }

  for (const path of ['/en/login', '/en/register']) {
    test(`${path} runs no script until a sign of use`, async ({ page }) => {
      const scripts = scriptRequests(page);
      await loadedAndLeft(page, path);
      await startsOnAPointer(page, scripts);
    });
  }

  test('the cart and a checkout step of a signed-in shopper with items wait too; the header is the server’s', async ({
    page,
  }) => {
    await registerByApi(page.request, newEmail('personal-first-use'), 'Lina');
    await fillCart(page, 160);
    // The marks a shared page starts at once for: the signed-in hint (a cookie) and the cart's (left by the header).
    await page.addInitScript(() => window.localStorage.setItem('sf:personal:shell:cart', '1'));
    const scripts = scriptRequests(page);
    await loadedAndLeft(page, '/en/cart');
    await expect(page.getByTestId('account-menu-name')).toHaveText('Lina');
    await expect(page.getByTestId('shell-cart-count')).not.toHaveText('');
    await startsOnAPointer(page, scripts);

    scripts.length = 0;
    await loadedAndLeft(page, '/en/checkout/address');
    await expect(page).toHaveURL(/\/en\/checkout\/address$/);
    await startsOnAPointer(page, scripts);
  });

  test('a saved list starts the cart at once: its count lives in the browser only', async ({ page }) => {
    await fillCart(page, 1);
    await leaveSavedWishlist(page);
    await loadedAndLeft(page, '/en/cart');
    await expect(hydratedRoot(page)).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByTestId('catalog-wishlist-count')).toHaveText('1');
  });

  test('a press before the start is answered: the cart’s quantity raised on the first tap', async ({ page }) => {
    await fillCart(page, 1);
    await loadedAndLeft(page, '/en/cart');
    await expect(hydratedRoot(page)).toHaveCount(0);
    const quantity = page.getByTestId('checkout-cart-quantity').first();
    const before = Number(await quantity.textContent());
    await page
      .getByRole('button', { name: /^Increase/ })
      .first()
      .click();
    await expect(quantity).toHaveText(String(before + 1), { timeout: 15_000 });
  });
});
