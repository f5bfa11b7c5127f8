// Pins: the checkout steps as pages: server-rendered without hydration warnings, a step asked for too early or an
// empty cart redirects, Back/Forward and a reload keep the shopper's place (read back from the api), focus moves to
// the new step's heading, keyboard alone completes a checkout, a French checkout speaks French with French prices,
// the delivery country chosen in the footer is the new shipping address's country, and axe finds nothing on any step
// or outcome page.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated, hydrationWarnings } from '../support/shop.ts';
import { fillCart, guestAccount, milanAddress, ordersOf, payByCard, uniqueEmail } from '../support/checkout.ts';

test.describe('checkout-steps', { tag: '@checkout' }, () => {
  async function violations(page: Page): Promise<string[]> {
    const { violations: found } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    return found.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  }

  test('an empty cart goes to the cart; a step asked for too early goes to the first one to do', async ({ page }) => {
    const empty = await page.request.get('/en/checkout/review', { maxRedirects: 0 });
    expect(empty.status()).toBe(302);
    expect(empty.headers().location).toBe('/en/cart');
    await fillCart(page, 40);
    const early = await page.request.get('/en/checkout/review', { maxRedirects: 0 });
    expect(early.status()).toBe(302);
    expect(early.headers().location).toBe('/en/checkout/account');
    await page.goto('/en/checkout/delivery');
    await expect(page).toHaveURL(/\/en\/checkout\/account$/);
  });

  test('server-rendered steps hydrate without warnings; Back, Forward and a reload keep the place; focus follows', async ({
    page,
  }) => {
    const warnings = hydrationWarnings(page);
    await fillCart(page, 40);
    await page.goto('/en/checkout');
    await hydrated(page);
    await guestAccount(page, uniqueEmail('steps'));
    await expect(page.getByRole('heading', { level: 2, name: 'Addresses' })).toBeFocused();
    await milanAddress(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/delivery$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Shipping method' })).toBeFocused();

    // A reload in the middle: the server renders the same step from the api's checkout.
    const html = await (await page.request.get('/en/checkout/delivery')).text();
    expect(html).toContain('Shipping method');
    await page.reload();
    await hydrated(page);
    await expect(page).toHaveURL(/\/en\/checkout\/delivery$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/checkout\/address$/);
    // What was entered comes back from the api.
    await expect(page.getByRole('textbox', { name: 'Street', exact: true })).toHaveValue('Via Dante');
    await page.goForward();
    await expect(page).toHaveURL(/\/en\/checkout\/delivery$/);
    expect(warnings).toEqual([]);
  });

  test('a shopper who chose Germany in the footer finds Germany preselected at the address step', async ({ page }) => {
    const warnings = hydrationWarnings(page);
    await page.goto('/en');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Change the delivery country' }).click();
    await footer.getByRole('combobox', { name: 'Deliver to' }).selectOption({ label: 'Germany' });
    await expect(footer.getByRole('status')).toHaveText('Shipping is now estimated for delivery to Germany.');

    await fillCart(page, 40);
    await page.goto('/en/checkout');
    await hydrated(page);
    await guestAccount(page, uniqueEmail('germany'));
    const country = page.getByRole('group', { name: 'Shipping address' }).getByRole('combobox', { name: 'Country' });
    await expect(country.locator('option:checked')).toHaveText('Germany');
    // Germany asks for no state: the Italian province field is gone.
    await expect(page.getByRole('combobox', { name: 'State or province' })).toHaveCount(0);
    expect(warnings).toEqual([]);
  });

  /** Presses Tab until `target` has focus (keyboard only, as a person without a mouse does). */
  async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
    for (let i = 0; i < limit; i += 1) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`could not reach ${target.toString()} with Tab`);
  }

  test('keyboard alone completes a checkout', async ({ page }) => {
    const email = uniqueEmail('keys');
    await fillCart(page, 160);
    await page.goto('/en/checkout');
    await hydrated(page);
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/address$/);
    const shipping = page.getByRole('group', { name: 'Shipping address' });
    for (const [name, text] of [
      ['First name', 'Giulia'],
      ['Last name', 'Bianchi'],
      ['Street', 'Via Dante'],
      ['Zip code', '20121'],
      ['City', 'Milano'],
    ] as const) {
      await tabTo(page, shipping.getByRole('textbox', { name, exact: true }));
      await page.keyboard.type(text);
    }
    await tabTo(page, shipping.getByRole('combobox', { name: 'State or province' }));
    await page.keyboard.type('Milano');
    await expect(shipping.getByRole('combobox', { name: 'State or province' })).toHaveValue(/\d+/);
    await tabTo(page, continueButton);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/delivery$/);
    await tabTo(page, page.getByRole('radio').first());
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio').first()).toBeChecked();
    await tabTo(page, continueButton);
    await page.keyboard.press('Enter');
    for (const step of ['message', 'vouchers']) {
      await expect(page).toHaveURL(new RegExp(`/checkout/${step}$`));
      await tabTo(page, continueButton);
      await page.keyboard.press('Enter');
    }
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    for (const [name, text] of [
      ['Cardholder', 'Giulia Bianchi'],
      ['Card number', '4242424242424242'],
      ['Expiry date', '1239'],
      ['Security code (CVV)', '123'],
    ] as const) {
      await tabTo(page, page.getByRole('textbox', { name }));
      await page.keyboard.type(text);
    }
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    await expect(page.getByRole('textbox', { name: 'Expiry date' })).toHaveValue('12/39');
    await tabTo(page, continueButton);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/review$/);
    const terms = page.getByRole('checkbox', { name: /accept the purchase terms/ });
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Pay' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/checkout\/success\?/, { timeout: 15_000 });
    expect(ordersOf(email)).toHaveLength(1);
  });

  test('a French checkout speaks French, with French prices', async ({ page }) => {
    await fillCart(page, 40, 'fr');
    await page.goto('/fr/checkout');
    await hydrated(page);
    await expect(page).toHaveURL(/\/fr\/checkout\/account$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commande');
    await expect(page.getByRole('heading', { level: 2, name: 'Vos coordonnées' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Étapes de la commande' })).toContainText('2. Adresses');
    await expect(page.getByTestId('checkout-summary-total')).toHaveText(/^\d+,\d{2}\s€$/);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Formulaire incomplet.' })).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('fr'));
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(/\/fr\/checkout\/address$/);
    await expect(page.getByRole('group', { name: 'Adresse de livraison' })).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: 'Adresse de facturation identique à l’adresse de livraison' }),
    ).toBeChecked();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText('Le champ Prénom est obligatoire.')).toBeVisible();
  });

  test('axe finds nothing on any step nor on the outcome pages', async ({ page }) => {
    // Thirteen axe runs and three payments: on a machine shared by many it needs more than the default 30 s.
    test.setTimeout(120_000);
    const email = uniqueEmail('axe');
    await fillCart(page, 160);
    await page.goto('/en/checkout');
    await hydrated(page);
    expect(await violations(page)).toEqual([]);
    await guestAccount(page, email);
    expect(await violations(page)).toEqual([]);
    await milanAddress(page);
    await page.getByRole('checkbox', { name: 'I need a tax invoice' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    // With the invoice fields' errors showing.
    expect(await violations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: 'I need a tax invoice' }).uncheck();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout\/delivery$/);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('radio').first().check();
    await expect(page.getByRole('radio').first()).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    for (const step of ['message', 'vouchers']) {
      await expect(page).toHaveURL(new RegExp(`/checkout/${step}$`));
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    expect(await violations(page)).toEqual([]);
    await payByCard(page, '4000000000000002');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Terms must be accepted')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: /accept the purchase terms/ }).check();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/checkout\/failed/);
    await expect(page.getByTestId('checkout-failed-reason')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Try again' }).click();
    await payByCard(page);
    await page.getByRole('checkbox', { name: /accept the purchase terms/ }).check();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/checkout\/success/, { timeout: 15_000 });
    await expect(page.getByTestId('checkout-order-reference')).not.toBeEmpty();
    expect(await violations(page)).toEqual([]);
  });

  test('the delivery message is saved and read back; a voucher applied on its step lowers the total on review', async ({
    page,
  }) => {
    await fillCart(page, 60);
    await page.goto('/en/checkout');
    await hydrated(page);
    await guestAccount(page, uniqueEmail('message'));
    await milanAddress(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio').first().check();
    await expect(page.getByRole('radio').first()).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout\/message$/);
    await page.getByRole('textbox', { name: /Message for the delivery/ }).fill('Ring twice, please.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout\/vouchers$/);
    await page.goBack();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('textbox', { name: /Message for the delivery/ })).toHaveValue('Ring twice, please.');
    await page.getByRole('button', { name: 'Continue' }).click();
    const total = page.getByTestId('checkout-summary-total');
    const before = await total.textContent();
    await page.getByRole('textbox', { name: 'Voucher code' }).fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Voucher WELCOME10 added.')).toBeVisible();
    await expect(total).not.toHaveText(before ?? '');
    await page.getByRole('button', { name: 'Continue' }).click();
    await payByCard(page);
    await expect(page.getByText('Ring twice, please.')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'WELCOME10' })).toBeVisible();
  });
});
