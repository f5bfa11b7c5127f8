// Pins the contact form on the contact page: the form layer's rules and 'Form incomplete.', a message sent and stored
// by the api (read from the database), and the confirmation in the shopper's language.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { query } from '../support/database.ts';
import { hydrated } from '../support/shop.ts';

test.describe('contact', { tag: '@shell' }, () => {
  test('a French shopper sends a message about an order: stored, and confirmed in French', async ({ page }) => {
    const email = `contact-${Date.now()}@example.com`;
    await page.goto('/fr/contact');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Écrivez-nous' });
    await expect(form).toBeVisible({ timeout: 10_000 });

    // Nothing filled in: the form says so and sends nothing.
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByRole('alert')).toContainText('Formulaire incomplet.');
    await expect(form.getByLabel('Nom')).toBeFocused();

    await form.getByLabel('Nom').fill('Camille Durand');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Numéro de commande (facultatif)').fill('12');
    await form.getByLabel('Message').fill('Court');
    await form.getByLabel('Message').blur();
    await expect(form.getByText(/au moins 10 caractères/)).toBeVisible();
    await form.getByLabel('Message').fill('Bonjour, ma commande n’est pas encore arrivée. Merci !');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();

    const confirmation = page.getByTestId('shell-contact-sent');
    await expect(confirmation).toHaveText(
      `Merci, Camille Durand. Votre message a été envoyé : nous vous répondrons à l’adresse ${email}.`,
    );
    await expect(confirmation).toBeFocused();
    expect(
      query<{ name: string; subject: string; id_order: number; lang: string; message: string }>(
        'SELECT name, subject, id_order, lang, message FROM contact_message WHERE email = ?',
        email,
      ),
    ).toEqual([
      {
        name: 'Camille Durand',
        subject: 'order',
        id_order: 12,
        lang: 'fr',
        message: 'Bonjour, ma commande n’est pas encore arrivée. Merci !',
      },
    ]);

    // Another message starts from an empty form.
    await page.getByRole('button', { name: 'Écrire un autre message' }).click();
    await expect(page.getByLabel('Nom')).toHaveValue('');
    await expect(page.getByLabel('Nom')).toBeFocused();
  });

  test('the form is only on the contact page, and the button is busy and the form disabled while sending', async ({
    page,
  }) => {
    await page.goto('/en/about-us');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('shell-contact')).toHaveCount(0);

    await page.goto('/en/contact');
    await hydrated(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/sendContactMessage', async (route) => {
      await held;
      await route.continue();
    });
    const form = page.getByRole('form', { name: 'Write to us' });
    await form.getByLabel('Name').fill('Jo');
    await form.getByLabel('Email').fill(`busy-${Date.now()}@example.com`);
    await form.getByLabel('Message').fill('A question about sizes, please.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expect(form.getByLabel('Name')).toBeDisabled();
    release();
    await expect(page.getByTestId('shell-contact-sent')).toContainText('Thank you, Jo.');
  });

  test('the contact page with its form, and its form after a blocked submit, has no accessibility violations', async ({
    page,
  }) => {
    const axe = async () =>
      (
        await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
      ).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    await page.goto('/de/kontakt');
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Schreiben Sie uns' });
    await expect(form).toBeVisible({ timeout: 10_000 });
    expect(await axe()).toEqual([]);
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    expect(await axe()).toEqual([]);
  });
});
