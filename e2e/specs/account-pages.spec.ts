// Pins the rest of my account: the newsletter (sections, the emailed code, change, unsubscribe), a German account
// page in German with German dates, personal data saved, and no accessibility violations axe can find on any account
// page (guest pages and guarded ones), each hydrated without a mismatch warning.
import { expect, test } from '@playwright/test';
import { codeFor, markDelivered, newEmail, placeOrder, registerByApi } from '../support/account.ts';
import { query } from '../support/database.ts';
import { hydrated, hydrationWarnings } from '../support/shop.ts';
import { axeViolations } from '../support/axe.ts';

test.describe('account-pages', { tag: '@account' }, () => {
  test('newsletter: subscribe with sections, confirm with the code, change, unsubscribe', async ({ page }) => {
    const email = newEmail('newsletter');
    await registerByApi(page.request, email);
    await page.goto('/en/my-account');
    await hydrated(page);
    const card = page.getByTestId('account-newsletter');
    await expect(card.getByText('You are not subscribed to the newsletter.')).toBeVisible();
    await card.getByRole('button', { name: 'Subscribe' }).click();
    await expect(card.getByText('Choose at least one section.')).toBeVisible();
    await card.getByLabel('Women').check();
    await card.getByLabel('Home').check();
    await card.getByLabel('I agree to receive the newsletter by email').check();
    await card.getByRole('button', { name: 'Subscribe' }).click();
    await expect(card.getByText('Your subscription is waiting for the code we emailed you.')).toBeVisible();

    await card.getByLabel('Confirmation code').fill('000000');
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect(card.getByText('This code is wrong or has expired.')).toBeVisible();
    await card.getByLabel('Confirmation code').fill(await codeFor(email, 'newsletter-confirmation'));
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect(card.getByText('You are subscribed to the newsletter.')).toBeVisible();
    const stored = () =>
      query<{ confirmed: number; sections: string }>(
        'SELECT confirmed, sections FROM newsletter WHERE email = ?',
        email,
      )[0];
    expect(stored()).toEqual({ confirmed: 1, sections: '["home","women"]' });

    await card.getByLabel('Home').uncheck();
    await card.getByLabel('Kids').check();
    await card.getByRole('button', { name: 'Save sections' }).click();
    await expect(card.getByText('Your sections have been saved.')).toBeVisible();
    await expect.poll(() => stored()?.sections).toBe('["kids","women"]');

    await card.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(card.getByText('You are not subscribed to the newsletter.')).toBeVisible();
  });

  test('a German account page speaks German, with German dates', async ({ page }) => {
    const email = newEmail('deutsch');
    await registerByApi(page.request, email, 'Jürgen');
    await page.goto('/de/my-account');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hallo, Jürgen' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Persönliche Daten' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Passwort ändern' })).toBeVisible();
    await expect(page.getByText('Kunde seit')).toBeVisible();
    // "25. November 2026": the day, a dot and the German month name.
    await expect(
      page.getByText(
        /^\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/,
      ),
    ).toBeVisible();

    // Personal data saved, in German.
    await page.getByLabel('Nachname').fill('Müller');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Ihre persönlichen Daten wurden gespeichert.')).toBeVisible();
    await expect(page.getByTestId('account-profile-name')).toHaveText('Jürgen Müller');

    await page.getByRole('navigation', { name: 'Ihr Konto' }).getByRole('link', { name: 'Bestellungen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellungen' })).toBeVisible();
    await expect(page.getByText('Sie haben noch keine Bestellung aufgegeben.')).toBeVisible();
  });

  test('account pages have no accessibility violations and hydrate without a mismatch', async ({ page }) => {
    test.setTimeout(90_000);
    const warnings = hydrationWarnings(page);
    for (const path of ['/en/login', '/en/register', '/en/forgot-password', '/de/reset-password']) {
      await page.goto(path);
      await hydrated(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
    await registerByApi(page.request, newEmail('axe'));
    const address = await page.request.post('/api/createAddress', {
      data: {
        alias: 'Home',
        firstname: 'Ada',
        lastname: 'Lovelace',
        address1: 'Via Dante',
        house_number: '7',
        postcode: '20121',
        city: 'Milano',
        id_country: 1,
        id_state: 14,
      },
    });
    const order = await placeOrder(
      page.request,
      ((await address.json()) as { psdata: { id_address: number } }).psdata.id_address,
    );
    markDelivered(order.id_order);
    for (const path of [
      '/en/my-account',
      '/en/my-account/addresses',
      '/en/my-account/orders',
      `/fr/my-account/orders/${order.id_order}`,
    ]) {
      await page.goto(path);
      await hydrated(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
    // The open header menu and the delete confirmation too.
    await page.getByRole('button', { name: /^Menu du compte de/ }).click();
    expect(await axeViolations(page), 'account menu').toEqual([]);
    await page.goto('/en/my-account/addresses');
    await hydrated(page);
    await page.getByRole('button', { name: 'Delete Home' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page), 'delete dialog').toEqual([]);
    expect(warnings).toEqual([]);
  });
});
