// Pins: offline, the hydrated shop says so (a status line) and a page that cannot load without the connection shows the shell's offline screen in place of the browser's error or a reload; when the connection comes back a notice says so and the same page loads by itself, on the same document (no reload). Both ways a page fails offline: its remote code not yet loaded, and its data.
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../support/shop.ts';

test.describe('offline', { tag: ['@shell'] }, () => {
  const departments = (page: Page) => page.getByRole('navigation', { name: 'Departments' });
  const notice = (page: Page) => page.getByTestId('shell-connection-notice');
  const offlineScreen = (page: Page) =>
    page.getByRole('main').getByRole('heading', { level: 1, name: 'You are offline' });

  /** Marks the document, so a reload (a new document) shows as the mark gone. */
  const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { e2eMark: number }).e2eMark = 1));
  const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { e2eMark?: number }).e2eMark === 1);

  test('a category asked for offline shows the offline screen, and loads by itself once back online', async ({
    page,
    context,
  }) => {
    await page.goto('/en');
    await hydrated(page);
    await markDocument(page);
    await expect(notice(page)).toHaveText('');

    await context.setOffline(true);
    await expect(notice(page)).toHaveText(
      'You are offline. What is on screen stays; other pages load once you are back online.',
    );
    // The category page's code was never loaded: it cannot be, offline.
    await departments(page).getByRole('link', { name: 'Women', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/\d+-women$/);
    await expect(offlineScreen(page)).toBeVisible();
    await expect(page.getByRole('main')).toContainText('This page could not be loaded without an internet connection.');
    // The header and footer stay, and the page is the same document: no reload into the browser's error page.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await sameDocument(page)).toBe(true);

    // Try again while still offline: the screen again, by the keyboard.
    await page.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await expect(offlineScreen(page)).toBeVisible();

    await context.setOffline(false);
    await expect(notice(page)).toHaveText('You are back online.');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Women');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    // The notice goes after a few seconds; the status line stays, empty, for the next message.
    await expect(notice(page)).toHaveText('', { timeout: 10_000 });
  });

  test('a page whose code is loaded but whose data cannot be fetched offline shows the offline screen, then its data', async ({
    page,
    context,
  }) => {
    await page.goto('/en');
    await hydrated(page);
    // Online, one category loads the category page's code; back home, offline, another category needs only data.
    await departments(page).getByRole('link', { name: 'Women', exact: true }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Women');
    await page.getByRole('link', { name: 'Home page' }).click();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await markDocument(page);

    await context.setOffline(true);
    await departments(page).getByRole('link', { name: 'Men', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/\d+-men$/);
    await expect(offlineScreen(page)).toBeVisible();
    await expect(notice(page)).toContainText('You are offline.');

    await context.setOffline(false);
    await expect(notice(page)).toHaveText('You are back online.');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Men');
    expect(await sameDocument(page)).toBe(true);
  });
});
