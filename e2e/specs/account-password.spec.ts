// Pins passwords: forgot (the same answer for any email) and reset with the code from the api's outbox (a wrong code
// says so), then signing in with the new one; a change in my account asks for the current password ('Invalid
// Password' when it is wrong).
import { expect, test } from '@playwright/test';
import { codeFor, newEmail, password, registerByApi, signIn } from '../support/account.ts';
import { hydrated } from '../support/shop.ts';

test.describe('account-password', { tag: '@account' }, () => {
  test('forgot and reset the password with the emailed code', async ({ page }) => {
    const email = newEmail('reset');
    await registerByApi(page.request, email);
    await page.request.post('/api/logout', { data: {} });

    // An email without an account gets the very same answer (nobody learns who is a customer).
    await page.goto('/en/login');
    await hydrated(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/en/forgot-password');
    const nobody = newEmail('nobody');
    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await expect(
      page.getByText(`If ${nobody} has an account, a reset link with a code is on its way to it.`),
    ).toBeVisible();
    await expect(page.getByText('Nothing arrived within a few minutes?')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByText(`If ${email} has an account`)).toBeVisible();
    const code = await codeFor(email, 'password-reset');
    await page.getByRole('link', { name: 'Enter the code' }).click();
    await expect(page).toHaveURL(`/en/reset-password?email=${encodeURIComponent(email)}`);
    await expect(page.getByLabel('Email')).toHaveValue(email);

    // A wrong code is refused and says so; the right one sets the new password.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Code').fill(wrong);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Brand-new-2026');
    await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('Brand-new-2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('This code is wrong or has expired. Ask for a new one.')).toBeVisible();
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been changed. Sign in with the new one.')).toBeVisible();

    await page.getByRole('link', { name: 'Sign in', exact: true }).last().click();
    await expect(page).toHaveURL('/en/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Authentication failed')).toBeVisible();
    await signIn(page, email, 'Brand-new-2026');
    await expect(page.getByTestId('account-menu-name')).toHaveText('Ada');
  });

  test('changing the password asks for the current one', async ({ page }) => {
    const email = newEmail('change');
    await registerByApi(page.request, email);
    await page.goto('/en/my-account');
    await hydrated(page);
    const card = page.getByRole('region', { name: 'Password' });
    await card.getByRole('textbox', { name: 'Current password' }).fill('not-my-password-1');
    await card.getByRole('textbox', { name: 'New password', exact: true }).fill('Another-pass-9');
    await card.getByRole('textbox', { name: 'Repeat the new password' }).fill('Another-pass-9');
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(card.getByText('Invalid Password')).toBeVisible();
    await expect(card.getByRole('textbox', { name: 'Current password' })).toHaveAttribute('aria-invalid', 'true');

    await card.getByRole('textbox', { name: 'Current password' }).fill(password);
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(card.getByText('Your password has been changed.')).toBeVisible();
    await expect(card.getByRole('textbox', { name: 'Current password' })).toHaveValue('');
    const check = await page.request.post('/api/login', { data: { email, password: 'Another-pass-9' } });
    expect(check.status()).toBe(200);
  });
});
