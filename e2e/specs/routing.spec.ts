// Pins what the shell's router does besides moving between pages: Back lands where the shopper was on a listing, a
// link to a section of another page lands on that section, and leaving an address form with unsaved input asks first
// (Stay keeps the page and the input, Leave goes).
import { expect, test, type Page } from '@playwright/test';
import { newEmail, registerByApi } from '../support/account.ts';
import { hydrated } from '../support/shop.ts';

test.describe('routing', { tag: ['@shell', '@catalog', '@account'] }, () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  test('Back from a product lands where the shopper was on the listing', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    await page
      .getByRole('navigation', { name: 'Departments' })
      .getByRole('link', { name: 'Women', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women');

    // Down the list to its last product, then into it.
    const tile = page.getByRole('main').getByRole('article').last();
    await tile.scrollIntoViewIfNeeded();
    const where = await scrollY(page);
    expect(where).toBeGreaterThan(200);
    const name = (await tile.getByRole('heading').textContent()) ?? '';
    await tile.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women');
    await expect.poll(() => scrollY(page)).toBe(where);
    await expect(tile).toBeInViewport();
  });

  test('the shop’s icon the browser fetches again after the app moves the address is a PNG', async ({ page }) => {
    // Chromium asks for a page's icon again after each address the app moves to and reads it on the page's main
    // thread, where an SVG icon is a document to build, in the middle of the new list's render (ADR 0502).
    const icons: { url: string; type: string }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'other' && /\/favicon/.test(response.url()))
        icons.push({ url: new URL(response.url()).pathname, type: response.headers()['content-type'] ?? '' });
    });
    await page.goto('/en/3-women');
    await hydrated(page);
    await expect.poll(() => icons.length).toBeGreaterThan(0);
    const before = icons.length;
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Dresses/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dresses');
    await expect.poll(() => icons.length).toBeGreaterThan(before);
    for (const icon of icons) expect(icon).toEqual({ url: expect.stringMatching(/\.png$/), type: 'image/png' });
  });

  test.describe('a signed-in shopper', () => {
    // Short enough a window that the account overview scrolls.
    test.use({ viewport: { width: 1024, height: 600 } });

    test.beforeEach(async ({ page }) => {
      await registerByApi(page.request, newEmail('routing'));
      await page.goto('/en/my-account/addresses');
      await hydrated(page);
    });

    test('a link to a section of another page lands on that section', async ({ page }) => {
      await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Newsletter' }).click();
      await expect(page).toHaveURL(/\/en\/my-account#account-newsletter$/);
      const heading = page.getByRole('heading', { level: 2, name: 'Newsletter' });
      await expect(heading).toBeInViewport();
      await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    });

    test('leaving an address form with unsaved input asks first', async ({ page }) => {
      await page.getByRole('button', { name: 'Add an address' }).click();
      await page.getByLabel('Street').fill('Via Dante');
      const orders = page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Orders' });
      const dialog = page.getByRole('dialog', { name: 'Leave this page?' });

      // Stay: the page and what was typed are kept.
      await orders.click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('What you typed here has not been saved.');
      await expect(dialog.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Stay on this page' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/en\/my-account\/addresses$/);
      await expect(page.getByLabel('Street')).toHaveValue('Via Dante');

      // Leave: the next page.
      await orders.click();
      await dialog.getByRole('button', { name: 'Leave' }).click();
      await expect(page).toHaveURL(/\/en\/my-account\/orders$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
    });
  });
});
