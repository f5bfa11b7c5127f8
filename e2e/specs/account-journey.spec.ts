// Pins the shopper's own space end to end: register, sign out and in from the header (a second tab follows), the
// address book, an order (placed through the checkout's api calls) in the history with its detail, the invoice
// downloaded, and a return requested.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Address } from '@storefront/shared/schemas';
import { addToCart, codeFor, markDelivered, newEmail, password, placeOrder, signIn } from '../support/account.ts';
import { hydrated } from '../support/shop.ts';

test.describe('account-journey', { tag: '@account' }, () => {
  test('register, sign out, sign in, addresses, an order with its invoice and a return', async ({ page, context }) => {
    test.setTimeout(120_000);
    const email = newEmail('journey');

    // Register: the SPEC's customer fields, the stated password rule, then the shopper is signed in at my-account.
    await page.goto('/en/register');
    await hydrated(page);
    await page.getByRole('radio', { name: 'Ms' }).check();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await page.getByLabel('Repeat the password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('At least 8 characters, with at least one letter and one digit.')).toBeVisible();
    await expect(page.getByText('Form incomplete.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByLabel('Repeat the password').fill(password);
    await page.getByLabel('Subscribe to the newsletter').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/en\/my-account$/);
    await expect(page.getByTestId('account-profile-name')).toHaveText('Ada Lovelace');
    // The register form's newsletter box starts the same subscription as the newsletter card: waiting for the
    // mailed code, subscribed once it is given.
    const newsletter = page.getByTestId('account-newsletter');
    await expect(newsletter.getByText('Your subscription is waiting for the code we emailed you.')).toBeVisible();
    await newsletter.getByLabel('Confirmation code').fill(await codeFor(email, 'newsletter-confirmation'));
    await newsletter.getByRole('button', { name: 'Confirm' }).click();
    await expect(newsletter.getByText('You are subscribed to the newsletter.')).toBeVisible();
    const menu = page.getByRole('button', { name: 'Account menu of Ada' });
    await expect(menu).toBeVisible();

    // A second tab, open on a shared page, follows every sign-in and sign-out without a reload.
    const other = await context.newPage();
    await other.goto('/en/about');
    await hydrated(other);
    await expect(other.getByTestId('account-menu-name')).toHaveText('Ada');

    // Sign out from the header menu (keyboard: the menu opens with Enter, the item is a real button).
    await menu.focus();
    await page.keyboard.press('Enter');
    const widget = page.getByTestId('account-menu');
    await expect(widget.getByRole('link', { name: 'My account' })).toBeVisible();
    await widget.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/en$/);
    // Home and the other tab's page are shared: the shell's own guest link, the account remote's menu gone.
    const guestLink = (tab: typeof page) => tab.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true });
    await expect(guestLink(page)).toBeVisible();
    await expect(guestLink(other)).toBeVisible();
    await expect(page.getByTestId('account-menu')).toHaveCount(0);
    await expect(other.getByTestId('account-menu')).toHaveCount(0);
    expect((await context.cookies()).some((cookie) => cookie.name === 'sf_signed_in')).toBe(false);

    // As a guest, something goes in the cart; at sign-in it joins the customer's cart (the api merges them) and the
    // header's count follows in both tabs without a reload.
    await addToCart(page.request, 1);

    // Sign in again from the header's link: the header greets by name, here and in the other tab.
    await guestLink(page).click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await signIn(page, email);
    await expect(page.getByTestId('account-menu-name')).toHaveText('Ada');
    await expect(other.getByTestId('account-menu-name')).toHaveText('Ada');
    await expect(page.getByTestId('shell-cart-count')).toHaveText('1');
    await expect(other.getByTestId('shell-cart-count')).toHaveText('1');
    await other.close();

    // An address in the book, through the shared address form (edit and delete: account-addresses.spec.ts).
    await page.getByRole('button', { name: 'Account menu of Ada' }).click();
    await widget.getByRole('link', { name: 'My account' }).click();
    await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Addresses' }).click();
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('Address name').fill('Home');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Street').fill('Via Dante');
    await page.getByLabel('House or apartment number').fill('7');
    await page.getByLabel('State or province').selectOption({ label: 'Milano' });
    await page.getByLabel('Zip code').fill('20121');
    await page.getByLabel('City').fill('Milano');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByTestId('account-addresses-notice')).toHaveText('Address saved');
    const listed = await page.request.post('/api/getAddresses', { data: {} });
    const [address] = ((await listed.json()) as { psdata: Address[] }).psdata;
    expect(address?.alias).toBe('Home');

    // An order with the saved address, placed through the checkout's api calls; then the carrier delivers it.
    const order = await placeOrder(page.request, address?.id_address ?? 0);
    markDelivered(order.id_order);

    // The history lists it with id, date, status and total; its detail has lines, totals, carrier and addresses.
    await page.getByRole('button', { name: 'Account menu of Ada' }).click();
    await widget.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/en\/my-account\/orders$/);
    const row = page.getByTestId('account-order-row').filter({ hasText: order.reference });
    await expect(row).toContainText('Delivered');
    await expect(row).toContainText('€');
    await row.getByRole('link', { name: order.reference }).click();
    await expect(page).toHaveURL(new RegExp(`/en/my-account/orders/${order.id_order}$`));
    await expect(page.getByTestId('account-order-reference')).toHaveText(`Order ${order.reference}`);
    await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
    await expect(page.getByText('Via Dante 7').first()).toBeVisible();

    // The invoice is a file the shopper keeps.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${order.reference}.html`);
    const saved = await download.path();
    expect(fs.readFileSync(saved, 'utf8')).toContain(order.reference);

    // A return of one unit, with a reason, within 14 days of delivery.
    const returns = page.getByTestId('account-order-returns');
    await expect(returns.getByText(/You can return products from this order until/)).toBeVisible();
    await returns.getByRole('button', { name: 'Request a return' }).click();
    await expect(returns.getByText('Form incomplete.')).toBeVisible();
    await returns.getByLabel(/^How many of/).selectOption('1');
    await returns.getByLabel('Reason').selectOption({ label: 'Too small' });
    await returns.getByLabel('Anything to add (optional)').fill('The sleeves are short.');
    await returns.getByRole('button', { name: 'Request a return' }).click();
    await expect(returns.getByText('Your return request has been sent.')).toBeVisible();
    await expect(returns.getByTestId('account-return')).toContainText('Too small: The sleeves are short.');
  });
});
