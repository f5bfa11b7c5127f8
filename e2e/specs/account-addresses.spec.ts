// Pins the address book: empty at first ('No addresses found'), add with the shared address form (its rules say
// what is wrong), edit, delete after a confirmation, each with the SPEC's text; another shopper never sees it.
import { expect, test } from '@playwright/test';
import { newEmail, registerByApi } from '../support/account.ts';
import { hydrated } from '../support/shop.ts';

test.describe('account-addresses', { tag: '@account' }, () => {
  test('add, edit and delete an address', async ({ page }) => {
    await registerByApi(page.request, newEmail('addresses'));
    await page.goto('/en/my-account/addresses');
    await hydrated(page);
    await expect(page.getByTestId('account-addresses-empty')).toHaveText('No addresses found');

    // Add: the shared form's rules first, then a saved address in the list.
    await page.getByRole('button', { name: 'Add an address' }).click();
    await expect(page.getByRole('heading', { name: 'New address' })).toBeFocused();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Form incomplete.')).toBeVisible();
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
    const card = page.getByTestId('account-address');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Via Dante 7');

    // Edit: the form opens with the address, the change is kept.
    await page.getByRole('button', { name: 'Edit Home' }).click();
    await expect(page.getByLabel('City')).toHaveValue('Milano');
    await page.getByLabel('Street').fill('Corso Buenos Aires');
    await page.getByLabel('House or apartment number').fill('12');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByTestId('account-addresses-notice')).toHaveText('Address changed');
    await expect(card).toContainText('Corso Buenos Aires 12');

    // Delete: asked first (Cancel keeps it, Escape too), then gone.
    await page.getByRole('button', { name: 'Delete Home' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(card).toHaveCount(1);
    await page.getByRole('button', { name: 'Delete Home' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('account-addresses-notice')).toHaveText('Address deleted');
    await expect(page.getByTestId('account-addresses-empty')).toHaveText('No addresses found');
  });
});
