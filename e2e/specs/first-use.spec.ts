// Pins (ADR 0502): a shared page runs no script until the shopper shows a sign of use, and loses nothing
// the shopper did before: a size chosen and "Add to cart" pressed before any script ran add that size, the wishlist
// heart counts, text typed into the search box brings its suggestions. A browser with something personal to show (a
// saved list, a cart, the signed-in hint) starts at once, with no input; a keyboard starts the page as a pointer does.
import { expect, test, type Page } from '@playwright/test';
import { registerByApi, newEmail } from '../support/account.ts';
import { quietBanner } from '../support/cart.ts';
import { holdScripts, hydratedRoot, leaveSavedWishlist, loadedAndLeft } from '../support/early.ts';

test.describe('first-use', { tag: ['@shell', '@catalog'] }, () => {
  /** Every script the page asks for, from any origin. */
  function scriptRequests(page: Page): string[] {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    return scripts;
  }

  const product = '/en/1-relaxed-linen-dress.html';

  for (const path of ['/en', '/en/3-women', product]) {
    test(`${path} runs no script for a guest until a sign of use, and shows its header whole`, async ({ page }) => {
      const scripts = scriptRequests(page);
      await loadedAndLeft(page, path);
      expect(scripts).toEqual([]);
      await expect(hydratedRoot(page)).toHaveCount(0);
      // The guest's entry is in the server's HTML, usable as it is.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
      await page.mouse.move(10, 10);
      await page.mouse.move(20, 20);
      await expect(hydratedRoot(page)).toHaveCount(1, { timeout: 15_000 });
      expect(scripts.length).toBeGreaterThan(0);
    });
  }

  test('a size, "Add to cart" and the wishlist pressed before any script ran are all answered', async ({
    page,
    context,
  }) => {
    await quietBanner(context);
    const scripts = scriptRequests(page);
    await loadedAndLeft(page, product);
    expect(scripts).toEqual([]);
    const release = await holdScripts(page);
    // Three presses in a row, before any script has run; the size is not the one the page opened with.
    const size = page.getByRole('main').locator('label:has(input[type=radio]:not([disabled]):not(:checked))').first();
    const chosen = (await size.innerText()).trim();
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await size.click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    expect(scripts.length).toBeGreaterThan(0);
    await expect(page.locator('html[data-waiting]')).toHaveCount(1);
    await expect(page.getByTestId('shell-cart-count')).not.toHaveText('1');
    release();
    await expect(hydratedRoot(page)).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByTestId('shell-cart-count')).toHaveText('1', { timeout: 15_000 });
    await expect(page.getByTestId('catalog-wishlist-count')).toHaveText('1');
    await expect(page.locator('html[data-waiting]')).toHaveCount(0);
    // The line in the cart is the size chosen before the page started, not the one it opened with.
    const cart = (await (await page.request.post('/api/getCartItems', { data: {} })).json()) as {
      psdata: { products: { attributes: { name: string }[] }[] };
    };
    expect(cart.psdata.products).toHaveLength(1);
    expect(cart.psdata.products[0]?.attributes.map((attribute) => attribute.name)).toContain(chosen);
  });

  test('a link pressed after a held "Add to cart" waits its turn: the cart it opens holds the product', async ({
    page,
    context,
  }) => {
    await quietBanner(context);
    await loadedAndLeft(page, product);
    const release = await holdScripts(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/en\/1-relaxed-linen-dress\.html$/);
    release();
    await expect(page).toHaveURL(/\/en\/cart$/, { timeout: 15_000 });
    await expect(page.getByTestId('shell-cart-count')).toHaveText('1', { timeout: 15_000 });
  });

  test('text typed into the search box before any script ran brings its suggestions', async ({ page }) => {
    const scripts = scriptRequests(page);
    await loadedAndLeft(page, '/en');
    expect(scripts).toEqual([]);
    const release = await holdScripts(page);
    const box = page.getByRole('combobox', { name: 'Search the shop' });
    await box.focus();
    await box.pressSequentially('dress');
    await expect(hydratedRoot(page)).toHaveCount(0);
    release();
    await expect(hydratedRoot(page)).toHaveCount(1, { timeout: 15_000 });
    await expect(box).toHaveValue('dress');
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible({
      timeout: 15_000,
    });
  });

  test('text typed into the search box before any script ran brings suggestions from the page itself, which lead to their page', async ({
    page,
  }) => {
    await loadedAndLeft(page, '/en');
    // Scripts never come: the suggestions must not need them.
    await holdScripts(page);
    const box = page.getByRole('combobox', { name: 'Search the shop' });
    await box.focus();
    await box.pressSequentially('dress');
    const early = page.getByRole('list', { name: 'Suggestions' });
    await expect(early.getByRole('link').first()).toBeVisible({ timeout: 15_000 });
    await expect(early.getByRole('link', { name: /dress/i }).first()).toBeVisible();
    await expect(hydratedRoot(page)).toHaveCount(0);
    // Escape closes them, typing again brings them back.
    await box.press('Escape');
    await expect(early).toHaveCount(0);
    await box.clear();
    await box.pressSequentially('dres');
    await expect(early.getByRole('link').first()).toBeVisible({ timeout: 15_000 });
    const link = early.getByRole('link', { name: /dress/i }).first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href?.replace(/[.?]/g, '\\$&')}$`));
  });

  test("the app's suggestions take over from the page's own once it has started", async ({ page }) => {
    await loadedAndLeft(page, '/en');
    const release = await holdScripts(page);
    const box = page.getByRole('combobox', { name: 'Search the shop' });
    await box.focus();
    await box.pressSequentially('dress');
    await expect(page.getByRole('list', { name: 'Suggestions' }).getByRole('link').first()).toBeVisible({
      timeout: 15_000,
    });
    release();
    await expect(hydratedRoot(page)).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('list', { name: 'Suggestions' })).toHaveCount(0);
  });

  test('a keyboard starts the page as a pointer does', async ({ page }) => {
    const scripts = scriptRequests(page);
    await loadedAndLeft(page, '/en/3-women');
    expect(scripts).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(hydratedRoot(page)).toHaveCount(1, { timeout: 15_000 });
  });

  test('a browser with a saved list, a cart or the signed-in hint starts at once, with no input', async ({
    browser,
    page,
  }) => {
    // A cart made on this page: the shell marks it, and the next shared page starts by itself.
    await quietBanner(page.context());
    await loadedAndLeft(page, product);
    await page.getByRole('main').locator('label:has(input[type=radio]:not([disabled]))').first().click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('shell-cart-count')).toHaveText('1', { timeout: 15_000 });
    await loadedAndLeft(page, '/en');
    await expect(hydratedRoot(page)).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByTestId('shell-cart-count')).toHaveText('1');

    // A saved list left by an earlier visit.
    const saved = await browser.newContext();
    await leaveSavedWishlist(saved);
    const savedPage = await saved.newPage();
    await loadedAndLeft(savedPage, '/en');
    await expect(hydratedRoot(savedPage)).toHaveCount(1, { timeout: 15_000 });
    await expect(savedPage.getByTestId('catalog-wishlist-count')).toHaveText('1');
    await saved.close();

    // A signed-in shopper: the name fills in, and the guest link never showed.
    const customer = await browser.newContext();
    const customerPage = await customer.newPage();
    await registerByApi(customerPage.request, newEmail('first-use'), 'Lina');
    await loadedAndLeft(customerPage, '/en');
    await expect(customerPage.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeHidden();
    await expect(hydratedRoot(customerPage)).toHaveCount(1, { timeout: 15_000 });
    await expect(customerPage.getByTestId('account-menu-name')).toHaveText('Lina');
    await customer.close();
  });
});
