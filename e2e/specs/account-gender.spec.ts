// Pins SPEC section 3's gender end to end: the title chosen at register (by keyboard) is the one the profile shows
// after a reload, a change on the profile is kept, and an address's title, asked by the shared address fields in the
// address book and at checkout, heads its name line on the address card and on the review step.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newEmail, password, registerByApi } from '../support/account.ts';
import { fillCart, guestAccount, milanAddress, payByCard, toPayment, uniqueEmail } from '../support/checkout.ts';
import { hydrated } from '../support/shop.ts';

test.describe('account-gender', { tag: ['@account', '@checkout'] }, () => {
  /** One choice of the title radio group (a fieldset named by its legend) inside `scope`. */
  const choice = (scope: Page | Locator, name: string) =>
    scope.getByRole('radiogroup', { name: 'Title' }).getByRole('radio', { name, exact: true });

  test('the title chosen at register is shown on the profile after a reload, and a change is kept', async ({
    page,
  }) => {
    await page.goto('/en/register');
    await hydrated(page);
    // "Rather not say" is the start; the group is one tab stop and arrow keys move the choice.
    await expect(choice(page, 'Rather not say')).toBeChecked();
    await choice(page, 'Rather not say').focus();
    await page.keyboard.press('ArrowUp');
    await expect(choice(page, 'Mr')).toBeChecked();
    await expect(choice(page, 'Mr')).toBeFocused();
    await page.getByLabel('First name').fill('Alan');
    await page.getByLabel('Last name').fill('Turing');
    await page.getByLabel('Email').fill(newEmail('gender'));
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByLabel('Repeat the password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/en\/my-account$/);

    await page.reload();
    await hydrated(page);
    const personal = page.getByRole('region', { name: 'Personal data' });
    await expect(choice(personal, 'Mr')).toBeChecked();
    await expect(choice(personal, 'Ms')).not.toBeChecked();

    await choice(personal, 'Ms').check();
    await personal.getByRole('button', { name: 'Save' }).click();
    await expect(personal.getByText('Your personal data has been saved.')).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(choice(page.getByRole('region', { name: 'Personal data' }), 'Ms')).toBeChecked();
  });

  test("an address's title is saved and heads its card; the edit form opens on it", async ({ page }) => {
    await registerByApi(page.request, newEmail('gender-address'));
    await page.goto('/en/my-account/addresses');
    await hydrated(page);
    await page.getByRole('button', { name: 'Add an address' }).click();
    await expect(choice(page, 'Rather not say')).toBeChecked();
    await choice(page, 'Ms').check();
    await page.getByLabel('Address name').fill('Home');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Street').fill('Via Dante');
    await page.getByLabel('State or province').selectOption({ label: 'Milano' });
    await page.getByLabel('Zip code').fill('20121');
    await page.getByLabel('City').fill('Milano');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByTestId('account-addresses-notice')).toHaveText('Address saved');
    const card = page.getByTestId('account-address');
    await expect(card.getByText('Ms Ada Lovelace', { exact: true })).toBeVisible();

    await page.reload();
    await hydrated(page);
    await expect(card.getByText('Ms Ada Lovelace', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Home' }).click();
    await expect(choice(page, 'Ms')).toBeChecked();
    // Back to no title: the card shows the bare name.
    await choice(page, 'Rather not say').check();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByTestId('account-addresses-notice')).toHaveText('Address changed');
    await expect(card.getByText('Ada Lovelace', { exact: true })).toBeVisible();
  });

  test("a guest's shipping address title shows on the review step", async ({ page }) => {
    await fillCart(page, 40);
    await page.goto('/en/checkout');
    await hydrated(page);
    await guestAccount(page, uniqueEmail('gender'));
    await milanAddress(page);
    const shipping = page.getByRole('group', { name: 'Shipping address' });
    await expect(choice(shipping, 'Rather not say')).toBeChecked();
    await choice(shipping, 'Ms').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await toPayment(page);
    await payByCard(page);
    await expect(page.getByText('Ms Giulia Bianchi', { exact: true }).first()).toBeVisible();
  });
});
