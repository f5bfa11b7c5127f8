// Pins: the cross-remote journey: category (catalog) → product → add to cart → header badge (shell) → cart page (checkout) → reload.
import { expect, test } from '@playwright/test';
import { hydrated } from '../support/shop.ts';

test.describe('shopping', { tag: ['@catalog', '@checkout'] }, () => {
  test('a shopper adds a product to the cart and finds it after a reload', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    const badge = page.getByTestId('shell-cart-count');
    await expect(badge).toHaveText('0');

    await page
      .getByRole('navigation', { name: 'Departments' })
      .getByRole('link', { name: 'Women', exact: true })
      .click();
    await expect(page).toHaveURL(/\/en\/\d+-women$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/women/i);

    const firstProduct = page.getByRole('main').getByRole('article').first();
    const productName = (await firstProduct.getByRole('heading').textContent())?.trim() ?? '';
    await firstProduct.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/\d+-[a-z0-9-]+\.html$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);

    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    // A double click adds once: the button is busy while the request runs.
    await addToCart.dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toContainText(
      'Added to your cart.',
    );
    await expect(badge).toHaveText('1');

    await page.getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/en\/cart$/);
    const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(productName);

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('shell-cart-count')).toHaveText('1');
  });

  test('the cart count follows a change made in another tab', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/en');
    await second.goto('/en/cart');
    await Promise.all([hydrated(first), hydrated(second)]);
    const before = Number(await second.getByTestId('shell-cart-count').textContent());

    const response = await first.request.post('/api/getProducts', {
      data: { categorySlug: 'men' },
      headers: { 'accept-language': 'en' },
    });
    const product = (await response.json()).psdata.products[0] as { link: string };
    await first.goto(product.link);
    await hydrated(first);
    await first.getByRole('button', { name: 'Add to cart' }).click();
    await expect(first.getByTestId('shell-cart-count')).toHaveText(String(before + 1));
    // The other tab hears the event over BroadcastChannel: its badge and its cart page update without a reload.
    await expect(second.getByTestId('shell-cart-count')).toHaveText(String(before + 1));
    await expect(second.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).not.toHaveCount(0);
  });
});
