// Pins: a signed-in shopper (the demo account, signed in inside the checkout, the header's account menu following at
// once) orders to a saved address by bank transfer; the invoice rules of SPEC section 5: an Italian invoice needs partita IVA, codice fiscale and PEC or
// SDI, an EU one a VAT number in its country's format, and outside the EU the shopper is told none is issued.
import { expect, test } from '@playwright/test';
import { FAKE_VAT } from '../../api/test/support/fake-vies.ts';
import { query } from '../support/database.ts';
import { hydrated } from '../support/shop.ts';
import { fillCart, guestAccount, milanAddress, ordersOf, toPayment, uniqueEmail } from '../support/checkout.ts';

test.describe('checkout-account-invoice', { tag: ['@checkout', '@account'] }, () => {
  const DEMO = 'demo@sartorianova.example';

  test('the demo customer signs in at checkout, picks the saved address and orders by bank transfer', async ({
    page,
  }) => {
    await fillCart(page, 60);
    const before = ordersOf(DEMO).length;
    await page.goto('/en/checkout');
    await hydrated(page);
    await expect(page).toHaveURL(/\/en\/checkout\/account$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    const signIn = page.getByRole('form', { name: 'Already a customer?' });
    await signIn.getByRole('textbox', { name: 'Email' }).fill(DEMO);
    await signIn.getByRole('textbox', { name: 'Password' }).fill('Demo1234!');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/address$/);
    // The header heard the sign-in over the bus (the shared login endpoint announces it): no reload needed.
    await expect(header.getByRole('button', { name: 'Account menu of Giulia' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    const saved = page.getByRole('radiogroup', { name: 'Your saved addresses' });
    await expect(saved.getByRole('radio', { name: /^Casa: .*Via Roma/ })).toBeChecked();
    // The saved address needs no typing: no address fields are shown for it.
    await expect(page.getByRole('textbox', { name: 'Street' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await toPayment(page);
    await page.getByRole('radio', { name: 'Pay by bank transfer' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Via Roma')).toBeVisible();
    await page.getByRole('checkbox', { name: /accept the purchase terms/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/success\?id_order=\d+/);
    await expect(page.getByText(/Please transfer the total with the reference/)).toBeVisible();
    await expect(page.getByText(/IBAN/)).toBeVisible();
    expect(ordersOf(DEMO)).toHaveLength(before + 1);
    expect(ordersOf(DEMO).at(-1)?.current_state).toBe('awaiting_bank_wire');
  });

  test('a guest creates an account at checkout with a password and goes on signed in', async ({ page }) => {
    const email = uniqueEmail('newcustomer');
    await fillCart(page, 40);
    await page.goto('/en/checkout');
    await hydrated(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('checkbox', { name: /Create an account/ }).check();
    await page.getByRole('textbox', { name: 'First name' }).fill('Marta');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Conti');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Sartoria2026!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/address$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu of Marta' })).toBeVisible();
    expect(query<{ n: number }>('SELECT count(*) AS n FROM customer WHERE email = ?', email)[0]?.n).toBe(1);
    await page.getByRole('link', { name: '1. Your details' }).click();
    await expect(page.getByTestId('checkout-account-signed-in')).toContainText(`Marta Conti (${email})`);
  });

  test('an Italian invoice needs partita IVA, codice fiscale and PEC or SDI; the api stores it', async ({ page }) => {
    const email = uniqueEmail('fattura');
    await fillCart(page, 40);
    await page.goto('/en/checkout');
    await hydrated(page);
    await guestAccount(page, email);
    await milanAddress(page);
    await page.getByRole('checkbox', { name: 'I need a tax invoice' }).check();
    const invoice = page.getByRole('group', { name: 'Tax invoice' });
    await expect(invoice).toContainText('An Italian tax invoice needs a complete VAT number, tax code and PEC or SDI');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Form incomplete.' })).toBeVisible();
    await expect(invoice).toContainText('A VAT number is required for EU countries.');
    await expect(invoice).toContainText('Tax code (codice fiscale) is required.');
    await expect(invoice).toContainText('An Italian invoice needs a PEC address or an SDI code.');
    await invoice.getByRole('textbox', { name: 'VAT number' }).fill('12345678901');
    await invoice.getByRole('textbox', { name: 'Tax code (codice fiscale)' }).fill('RSSMRA85T10A562X');
    await invoice.getByRole('textbox', { name: 'SDI recipient code' }).fill('ABC1234');
    await invoice.getByRole('textbox', { name: 'SDI recipient code' }).blur();
    await expect(invoice).toContainText('VAT number is not a valid VAT number for Italy.');
    await expect(invoice).toContainText('Tax code (codice fiscale) is not a valid Italian tax code.');
    await invoice.getByRole('textbox', { name: 'VAT number' }).fill('12345678903');
    await invoice.getByRole('textbox', { name: 'Tax code (codice fiscale)' }).fill('RSSMRA85T10A562S');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/delivery$/);
    const [cart] = query<{ invoice: string }>('SELECT invoice FROM cart WHERE guest_email = ?', email);
    expect(JSON.parse(cart?.invoice ?? '{}')).toMatchObject({
      requested: true,
      vat_number: 'IT12345678903',
      tax_code: 'RSSMRA85T10A562S',
      sdi: 'ABC1234',
    });
  });

  test('an EU invoice needs a VAT number in its country’s format; outside the EU none is issued', async ({ page }) => {
    const email = uniqueEmail('rechnung');
    await fillCart(page, 40);
    await page.goto('/en/checkout');
    await hydrated(page);
    await guestAccount(page, email);
    const shipping = page.getByRole('group', { name: 'Shipping address' });
    await shipping.getByRole('textbox', { name: 'First name', exact: true }).fill('Jonas');
    await shipping.getByRole('textbox', { name: 'Last name', exact: true }).fill('Weber');
    await shipping.getByRole('textbox', { name: 'Street', exact: true }).fill('Torstraße');
    await shipping.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Switzerland' });
    await expect(shipping.getByRole('combobox', { name: 'State or province' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'I need a tax invoice' }).check();
    const invoice = page.getByRole('group', { name: 'Tax invoice' });
    await expect(invoice).toContainText('Tax invoices are issued only for addresses in the European Union');
    await expect(invoice.getByRole('textbox', { name: 'VAT number' })).toHaveCount(0);

    await shipping.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Germany' });
    await shipping.getByRole('textbox', { name: 'Zip code' }).fill('10115');
    await shipping.getByRole('textbox', { name: 'City' }).fill('Berlin');
    await expect(invoice).toContainText(
      'A European tax invoice needs a correct VAT number valid for intra-community trade',
    );
    await expect(invoice.getByRole('textbox', { name: 'Tax code (codice fiscale)' })).toHaveCount(0);
    await invoice.getByRole('textbox', { name: 'VAT number' }).fill('DE12');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(invoice).toContainText('VAT number is not a valid VAT number for Germany.');
    // A number the test shop's VIES knows (global-setup.ts): the format is what this test is about.
    await invoice.getByRole('textbox', { name: 'VAT number' }).fill('DE 111 111 111');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/delivery$/);
    const [cart] = query<{ invoice: string }>('SELECT invoice FROM cart WHERE guest_email = ?', email);
    expect(JSON.parse(cart?.invoice ?? '{}')).toMatchObject({ requested: true, vat_number: FAKE_VAT.registered });
  });
});
