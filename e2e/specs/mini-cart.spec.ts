// Pins: the header's mini cart opens after an add to cart (catalog → bus → checkout), shows the line and the total,
// closes with Escape (focus back on Add to cart) or a click outside; a page without an add asks nothing of checkout's
// origin; with the checkout remote down the badge still counts.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pickCombination, quietBanner } from '../support/cart.ts';
import { closedPortOrigin, hydrated, pointRemoteAt, readRegistry } from '../support/shop.ts';

test.describe('mini-cart', { tag: ['@shell', '@checkout'] }, () => {
  test.beforeEach(async ({ context }) => {
    await quietBanner(context);
  });

  test('opens after an add to cart with what was added, and Escape gives focus back', async ({ page }) => {
    const pick = await pickCombination(page.request, (c) => c.quantity >= 2);
    await page.goto(pick.link);
    await hydrated(page);
    // Not there on arrival: the shell mounts it on the first add.
    await expect(page.getByTestId('checkout-mini-cart')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toHaveCount(0);

    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    await addToCart.click();
    const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(pick.name);
    await expect(dialog).toContainText('1 item in your cart');
    await expect(dialog).toContainText('Total');
    await expect(dialog.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/en/cart');
    await expect(dialog.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/en/checkout');
    await expect(page.getByTestId('shell-cart-count')).toHaveText('1');
    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="checkout-mini-cart"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(addToCart).toBeFocused();
  });

  test('a catalog page asks nothing of the checkout origin until the shopper adds to the cart', async ({ page }) => {
    const pick = await pickCombination(page.request, (c) => c.quantity >= 2);
    const checkoutOrigin = new URL(readRegistry().remotes.checkout.browser).origin;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin === checkoutOrigin) asked.push(request.url());
    });
    await page.goto(pick.link);
    await hydrated(page);
    // Everything the page loads on its own (remotes, data, images) has settled.
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await expect(page.getByTestId('checkout-mini-cart')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
    expect(asked.length).toBeGreaterThan(0);
    // Mounting the widget moved nothing: its anchor has no size.
    const anchor = await page.getByTestId('checkout-mini-cart').boundingBox();
    expect(anchor?.width).toBe(0);
    expect(anchor?.height).toBe(0);
  });

  test('a click outside closes it, and View cart leads to the cart', async ({ page }) => {
    const pick = await pickCombination(page.request, (c) => c.quantity >= 2);
    await page.goto(pick.link);
    await hydrated(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Added to your cart' });
    await expect(dialog).toBeVisible();
    // Anywhere on the page but the panel.
    await page.mouse.click(10, 400);
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(dialog).toContainText('2 items in your cart');
    await dialog.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/en\/cart$/);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('checkout-cart-quantity')).toHaveText('2');
  });

  test('with the checkout remote down, the header badge still counts an add to cart', async ({ page }) => {
    const pick = await pickCombination(page.request, (c) => c.quantity >= 2);
    const restore = pointRemoteAt('checkout', await closedPortOrigin());
    try {
      await page.goto(pick.link);
      await hydrated(page);
      const badge = page.getByTestId('shell-cart-count');
      await expect(badge).toHaveText('0');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(badge).toHaveText('1');
      // The mini cart's slot fails quietly: no dialog, no error in the header.
      await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('alert')).toHaveCount(0);
    } finally {
      restore();
    }
  });
});
