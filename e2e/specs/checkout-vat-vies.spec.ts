// Pins ADR 0104 through the checkout's address step, the test shop's api asking a fake VIES on loopback
// (global-setup.ts): an intra-community VAT number VIES refuses is refused on the invoice's VAT field, nothing else
// typed lost; one VIES cannot answer (no answer in time, a 500) is accepted, the order goes through and the review says
// it is not verified; one VIES knows is accepted, stored verified, and not marked.
import { expect, test, type Page } from '@playwright/test';
import { FAKE_VAT } from '../../api/test/support/fake-vies.ts';
import { query } from '../support/database.ts';
import { hydrated } from '../support/shop.ts';
import { fillCart, guestAccount, ordersOf, toPayment, uniqueEmail } from '../support/checkout.ts';

test.describe('checkout-vat-vies', { tag: ['@checkout'] }, () => {
  const NOT_VERIFIED = '(not verified with VIES: the EU service cannot be reached right now)';

  /** A guest's German address with a tax invoice for `vat` (Germany is another member state than the shop's Italy). */
  async function berlinInvoice(page: Page, email: string, vat: string) {
    await fillCart(page, 40);
    await page.goto('/en/checkout');
    await hydrated(page);
    await guestAccount(page, email);
    await expect(page).toHaveURL(/\/en\/checkout\/address$/);
    const shipping = page.getByRole('group', { name: 'Shipping address' });
    await shipping.getByRole('textbox', { name: 'First name', exact: true }).fill('Jonas');
    await shipping.getByRole('textbox', { name: 'Last name', exact: true }).fill('Weber');
    await shipping.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Germany' });
    await shipping.getByRole('textbox', { name: 'Street', exact: true }).fill('Torstraße');
    await shipping.getByRole('textbox', { name: 'House or apartment number' }).fill('12');
    await shipping.getByRole('textbox', { name: 'Zip code' }).fill('10115');
    await shipping.getByRole('textbox', { name: 'City' }).fill('Berlin');
    await page.getByRole('checkbox', { name: 'I need a tax invoice' }).check();
    const invoice = page.getByRole('group', { name: 'Tax invoice' });
    await invoice.getByRole('textbox', { name: 'VAT number' }).fill(vat);
    await page.getByRole('button', { name: 'Continue' }).click();
    return { shipping, invoice };
  }

  /** The invoice data the api stored on this guest's cart. */
  const storedInvoice = (email: string) =>
    JSON.parse(
      query<{ invoice: string | null }>('SELECT invoice FROM cart WHERE guest_email = ?', email)[0]?.invoice ?? '{}',
    ) as { vat_number?: string; vat_verified?: boolean | null };

  test('a number VIES does not know is refused on the invoice’s VAT field, and nothing typed is lost', async ({
    page,
  }) => {
    const email = uniqueEmail('vies-refused');
    const { shipping, invoice } = await berlinInvoice(page, email, FAKE_VAT.unknown);
    const vat = invoice.getByRole('textbox', { name: 'VAT number' });
    await expect(vat).toHaveAccessibleDescription(/The EU’s VIES register does not know this VAT number\./);
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    // Said once, where the shopper fixes it: not also in the step's alert.
    await expect(page.getByRole('alert').filter({ hasText: 'VIES' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/checkout\/address$/);
    await expect(vat).toHaveValue(FAKE_VAT.unknown);
    await expect(page.getByRole('checkbox', { name: 'I need a tax invoice' })).toBeChecked();
    await expect(shipping.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Jonas');
    await expect(shipping.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue('Weber');
    await expect(shipping.getByRole('combobox', { name: 'Country' }).locator('option:checked')).toHaveText('Germany');
    await expect(shipping.getByRole('textbox', { name: 'Street', exact: true })).toHaveValue('Torstraße');
    await expect(shipping.getByRole('textbox', { name: 'House or apartment number' })).toHaveValue('12');
    await expect(shipping.getByRole('textbox', { name: 'Zip code' })).toHaveValue('10115');
    await expect(shipping.getByRole('textbox', { name: 'City' })).toHaveValue('Berlin');
    expect(storedInvoice(email).vat_number).toBeUndefined();

    // Corrected to a number VIES knows, the same form goes on.
    await vat.fill(FAKE_VAT.registered);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/delivery$/);
    expect(storedInvoice(email)).toMatchObject({ vat_number: FAKE_VAT.registered, vat_verified: true });
  });

  for (const [when, number] of [
    ['does not answer in time', FAKE_VAT.slow],
    ['answers 500', FAKE_VAT.serverError],
  ] as const) {
    test(`when VIES ${when}, the number is accepted, the order placed, and the review says it is not verified`, async ({
      page,
    }) => {
      const email = uniqueEmail('vies-unavailable');
      await berlinInvoice(page, email, number);
      await expect(page).toHaveURL(/\/en\/checkout\/delivery$/, { timeout: 10_000 });
      expect(storedInvoice(email)).toMatchObject({ vat_number: number, vat_verified: false });
      await toPayment(page);
      await page.getByRole('radio', { name: 'Pay by bank transfer' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/en\/checkout\/review$/);
      await expect(page.getByText(`Tax invoice with VAT number ${number} ${NOT_VERIFIED}`)).toBeVisible();
      await page.getByRole('checkbox', { name: /accept the purchase terms/ }).check();
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/\/en\/checkout\/success\?id_order=\d+/);
      const [order] = ordersOf(email);
      expect(order).toBeDefined();
      const [stored] = query<{ invoice: string }>('SELECT invoice FROM orders WHERE id_order = ?', order?.id_order);
      expect(JSON.parse(stored?.invoice ?? '{}')).toMatchObject({ vat_number: number, vat_verified: false });
    });
  }

  test('a number VIES knows is accepted, stored verified, and the review does not mark it', async ({ page }) => {
    const email = uniqueEmail('vies-registered');
    await berlinInvoice(page, email, 'DE 111 111 111');
    await expect(page).toHaveURL(/\/en\/checkout\/delivery$/);
    expect(storedInvoice(email)).toMatchObject({ vat_number: FAKE_VAT.registered, vat_verified: true });
    await toPayment(page);
    await page.getByRole('radio', { name: 'Pay by bank transfer' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/review$/);
    await expect(page.getByText(FAKE_VAT.registered)).toBeVisible();
    await expect(page.getByText(NOT_VERIFIED)).toHaveCount(0);
  });
});
