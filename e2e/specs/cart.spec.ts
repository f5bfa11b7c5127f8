// Pins: the cart page: a stepper bounded by stock with its message, remove with undo, vouchers with the api's refusals,
// the way to free shipping to Italy, the empty state, the delivery country (footer) driving shipping, the api's notes.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addToCart, pickCombination, quietBanner, RULE_BRAND, setStock } from '../support/cart.ts';
import { hydrated } from '../support/shop.ts';

test.describe('cart', { tag: '@checkout' }, () => {
  test.beforeEach(async ({ context }) => {
    await quietBanner(context);
  });

  const lines = (page: Page) => page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');

  async function openCart(page: Page) {
    await page.goto('/en/cart');
    await hydrated(page);
  }

  test('the quantity stepper stops at the stock and says why', async ({ page }) => {
    // Fewer in stock than the per-order limit, so the stock is the bound.
    const pick = await pickCombination(page.request, (c) => c.quantity >= 2 && c.quantity <= 5 && c.price < 100);
    await addToCart(page.request, pick, 1);
    await openCart(page);
    const line = lines(page).filter({ hasText: pick.name });
    const more = line.getByRole('button', { name: `Increase the quantity of ${pick.name}` });
    for (let quantity = 2; quantity <= pick.quantity; quantity++) {
      await more.click();
      await expect(line.getByTestId('checkout-cart-quantity')).toHaveText(String(quantity));
    }
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    await expect(line.getByTestId('checkout-cart-bound')).toHaveText(
      `Only ${pick.quantity} ${pick.quantity === 1 ? 'piece' : 'pieces'} left in stock.`,
    );
    // At the bound the button keeps its focus (aria-disabled) and does nothing.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(line.getByTestId('checkout-cart-quantity')).toHaveText(String(pick.quantity));
    await page.reload();
    await hydrated(page);
    await expect(lines(page).filter({ hasText: pick.name }).getByTestId('checkout-cart-quantity')).toHaveText(
      String(pick.quantity),
    );
  });

  test('a removed line comes back with its quantity on Undo', async ({ page }) => {
    const first = await pickCombination(page.request, (c) => c.quantity >= 3 && c.price < 60);
    const second = await pickCombination(page.request, (c) => c.quantity >= 1 && c.price < 60, [first.id_product]);
    await addToCart(page.request, first, 2);
    await addToCart(page.request, second, 1);
    await openCart(page);
    await expect(lines(page)).toHaveCount(2);
    await lines(page)
      .filter({ hasText: first.name })
      .getByRole('button', { name: `Remove ${first.name}` })
      .click();
    await expect(lines(page)).toHaveCount(1);
    await expect(page.getByTestId('checkout-cart-undo')).toContainText(`${first.name} was removed from your cart.`);
    const undo = page.getByRole('button', { name: `Undo ${first.name}` });
    await expect(undo).toBeFocused();
    await expect(page.getByTestId('shell-cart-count')).toHaveText('1');
    await undo.click();
    await expect(lines(page)).toHaveCount(2);
    await expect(lines(page).filter({ hasText: first.name }).getByTestId('checkout-cart-quantity')).toHaveText('2');
    await expect(page.getByTestId('shell-cart-count')).toHaveText('3');
  });

  test("vouchers: the api's refusals in the shopper's language, then one added and removed", async ({ page }) => {
    const pick = await pickCombination(page.request, (c) => c.quantity >= 1 && c.price >= 30 && c.price < 90);
    await addToCart(page.request, pick, 1);
    await page.goto('/fr/cart');
    await hydrated(page);
    const field = page.getByLabel('Code de réduction');
    const error = page.getByTestId('checkout-voucher-error');
    await field.fill('NOPE');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(error).toHaveText("Ce code de réduction n'existe pas.");
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('SPRING30');
    await field.press('Enter');
    await expect(error).toHaveText('Ce bon de réduction a expiré.');
    await field.fill('WINTER25');
    await field.press('Enter');
    await expect(error).toHaveText("Ce bon de réduction n'est pas encore valable.");

    const total = page.getByTestId('checkout-cart-total');
    const before = await total.textContent();
    await field.fill('welcome10');
    await field.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Bon WELCOME10 ajouté.' })).toBeVisible();
    const vouchers = page.getByRole('list', { name: 'Bons de réduction dans votre panier' });
    await expect(vouchers).toContainText('Bienvenue 10 %');
    await expect(total).not.toHaveText(before ?? '');
    await vouchers.getByRole('button', { name: 'Retirer Bienvenue 10 %' }).click();
    await expect(vouchers).toHaveCount(0);
    await expect(total).toHaveText(before ?? '');
  });

  test('the way to free shipping to Italy, then free shipping', async ({ page }) => {
    const pick = await pickCombination(
      page.request,
      (c) => c.quantity >= 4 && c.price >= 40 && c.price < 75 && c.id_manufacturer !== RULE_BRAND,
    );
    await addToCart(page.request, pick, 1);
    await openCart(page);
    const free = page.getByTestId('checkout-free-shipping');
    await expect(free).toContainText('for free shipping to Italy (from €150.00).');
    await expect(free.getByRole('progressbar')).toBeVisible();
    await expect(page.getByTestId('checkout-cart-shipping')).not.toHaveText('Free');
    await expect(page.getByText('Shipping is recalculated at checkout.')).toBeVisible();
    const more = page.getByRole('button', { name: `Increase the quantity of ${pick.name}` });
    for (let quantity = 2; quantity * pick.price < 150; quantity++) {
      await more.click();
      await expect(page.getByTestId('checkout-cart-quantity')).toHaveText(String(quantity));
    }
    await more.click();
    await expect(free).toHaveText('Your order ships free to Italy.');
    await expect(page.getByTestId('checkout-cart-shipping')).toHaveText('Free');
    await expect(page.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/en/checkout');
  });

  test('an empty cart says so and leads back to shopping', async ({ page }) => {
    await openCart(page);
    await expect(page.getByTestId('checkout-cart-empty')).toContainText('No products in the cart');
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('switching the delivery country to Germany changes the shipping and drops the Italian free-shipping message', async ({
    page,
  }) => {
    const pick = await pickCombination(
      page.request,
      (c) => c.quantity >= 1 && c.price >= 30 && c.price < 100 && c.id_manufacturer !== RULE_BRAND,
    );
    await addToCart(page.request, pick, 1);
    await openCart(page);
    const shipping = page.getByTestId('checkout-cart-shipping');
    const italian = (await shipping.textContent()) ?? '';
    await expect(page.getByText('to Italy', { exact: true })).toBeVisible();
    await expect(page.getByTestId('checkout-free-shipping')).toContainText('free shipping to Italy');

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Change the delivery country' }).click();
    await footer.getByRole('combobox', { name: 'Deliver to' }).selectOption({ label: 'Germany' });
    await expect(footer.getByRole('status')).toHaveText('Shipping is now estimated for delivery to Germany.');
    await expect(page.getByText('to Germany', { exact: true })).toBeVisible();
    await expect(shipping).not.toHaveText(italian);
    await expect(page.getByTestId('checkout-free-shipping')).toHaveText('');
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    // The choice holds on the next visit, rendered by the server.
    await page.reload();
    await hydrated(page);
    await expect(page.getByText('to Germany', { exact: true })).toBeVisible();
    await expect(page.getByTestId('checkout-free-shipping')).not.toContainText('Italy');
  });

  test('a line lowered to the stock tells the shopper why, until the cart page has shown it', async ({ page }) => {
    const pick = await pickCombination(page.request, (c) => c.quantity >= 3 && c.quantity <= 9 && c.price < 60);
    await addToCart(page.request, pick, 3);
    setStock(pick.id_product_attribute, 1);
    try {
      const note = `The quantity of ${pick.name} was lowered to 1: that is all we can send.`;
      // A read elsewhere (the header's count) reconciled the cart: the note waits on it for the cart page.
      await page.request.post('/api/getCartItems', { data: {} });
      const seen = page.waitForResponse((response) => response.url().endsWith('/markCartNotesSeen'));
      await openCart(page);
      await expect(page.getByTestId('checkout-cart-notes')).toContainText(note);
      await expect(lines(page).filter({ hasText: pick.name }).getByTestId('checkout-cart-quantity')).toHaveText('1');
      expect((await seen).ok()).toBe(true);
      // Told seen, it stays on this view and is not told on the next.
      await expect(page.getByTestId('checkout-cart-notes')).toContainText(note);
      await page.reload();
      await hydrated(page);
      await expect(lines(page).filter({ hasText: pick.name })).toBeVisible();
      await expect(page.getByTestId('checkout-cart-notes')).toHaveCount(0);
    } finally {
      setStock(pick.id_product_attribute, pick.quantity);
    }
  });

  test('the cart with lines, a refused voucher and an undo offer has no accessibility violations', async ({ page }) => {
    const pick = await pickCombination(page.request, (c) => c.quantity >= 2 && c.quantity <= 5 && c.price < 100);
    const other = await pickCombination(page.request, (c) => c.quantity >= 1 && c.price < 100, [pick.id_product]);
    await addToCart(page.request, pick, pick.quantity);
    await addToCart(page.request, other, 1);
    await openCart(page);
    await page.getByLabel('Voucher code').fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('checkout-voucher-error')).toHaveText('This voucher code does not exist.');
    await page.getByRole('button', { name: `Remove ${other.name}` }).click();
    await expect(page.getByRole('button', { name: `Undo ${other.name}` })).toBeVisible();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test("one brand's free shipping from 100 EUR: told on its product page and reached in the cart (Italian)", async ({
    page,
  }) => {
    const pick = await pickCombination(
      page.request,
      (c) =>
        c.id_manufacturer === RULE_BRAND && c.price >= 20 && c.price < 50 && c.quantity >= Math.ceil(100 / c.price),
    );
    await page.goto(pick.link.replace(/^\/en\//, '/it/'));
    await hydrated(page);
    await expect(page.getByTestId('catalog-product-shipping-note')).toHaveText(
      /^Spedizione gratuita in Italia da 100,00\s€ di prodotti Ferro & Fili\.$/,
    );
    await addToCart(page.request, pick, 1);
    await page.goto('/it/cart');
    await hydrated(page);
    const free = page.getByTestId('checkout-free-shipping');
    await expect(free).toContainText(/I prodotti Ferro & Fili sono spediti gratis verso: Italia da 100,00\s€/);
    await expect(page.getByTestId('checkout-cart-shipping')).not.toHaveText('Gratuita');
    await addToCart(page.request, pick, Math.ceil(100 / pick.price) - 1);
    await page.reload();
    await hydrated(page);
    await expect(free).toContainText(
      /I tuoi prodotti Ferro & Fili raggiungono 100,00\s€: spedizione gratuita verso: Italia\./,
    );
    await expect(page.getByTestId('checkout-cart-shipping')).toHaveText('Gratuita');
  });
});
