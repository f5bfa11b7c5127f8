// Pins a personal page before its scripts have run (a phone still fetching them): a sign-in typed and pressed then is
// held and played once the page has hydrated, and the password never reaches a URL, the history or a Referer; a
// form the app cannot send goes as POST and the shop answers it by sending the shopper back to the page.
import { expect, test, type Page } from '@playwright/test';
import { newEmail, password, registerByApi, signIn } from '../support/account.ts';

test.describe('early-input-personal', { tag: ['@shell', '@checkout', '@account'] }, () => {
  /**
   * The shell's entry script arrives `ms` late, as on a slow link: the page is painted and usable long before it
   * hydrates. (Its other files are preloaded meanwhile; holding each of them too would chain the delays.)
   */
  async function slowScripts(page: Page, ms: number) {
    await page.route(/\/static\/shell\/main\.[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    });
  }

  /** Every URL asked for and every Referer sent from now on. */
  function traffic(page: Page): { urls: string[]; referers: string[] } {
    const seen = { urls: [] as string[], referers: [] as string[] };
    page.on('request', (request) => {
      seen.urls.push(request.url());
      const referer = request.headers()['referer'];
      if (referer) seen.referers.push(referer);
    });
    return seen;
  }

  const notHydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);

  test('sign in pressed before the page hydrated is played once it has; the password is never in a URL or a Referer', async ({
    page,
  }) => {
    const email = newEmail('early-sign-in');
    await registerByApi(page.request, email);
    await slowScripts(page, 2500);
    const seen = traffic(page);

    await page.goto('/en/login', { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await notHydrated(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await notHydrated(page);

    // Played once the app runs: the shopper is signed in and leaves the login page.
    await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: /^Account menu of/ })).toBeVisible();
    const leaked = (text: string) => text.includes(password) || text.includes(encodeURIComponent(password));
    expect(seen.urls.filter(leaked)).toEqual([]);
    expect(seen.referers.filter(leaked)).toEqual([]);
    expect(leaked(page.url())).toBe(false);
  });

  test('typing on the register page before it hydrated is kept', async ({ page }) => {
    await slowScripts(page, 2500);
    await page.goto('/en/register', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await notHydrated(page);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Create account' }).click();
    // The names typed early count: the form asks for what is still missing, never for them.
    await expect(page.getByText('Form incomplete.')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');
    await expect(page.getByText('First name is required.')).toHaveCount(0);
  });

  test('a form sent natively goes as POST, and the shop answers by sending the shopper back to the page', async ({
    page,
  }) => {
    await page.goto('/en/login');
    expect(
      await page
        .locator('main form')
        .first()
        .evaluate((form) => (form as HTMLFormElement).method),
    ).toBe('post');
    const answer = await page.request.post('/en/login?back=%2Fen%2Fcart', {
      form: { email: 'someone@example.com', password },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers()['location']).toBe('/en/login?back=%2Fen%2Fcart');
  });

  test('"Login was successful!" stays readable on the page the shopper lands on, until the shopper moves on', async ({
    page,
  }) => {
    const email = newEmail('login-notice');
    await registerByApi(page.request, email);
    await page.goto('/en/login');
    await signIn(page, email);
    const notice = page.getByTestId('account-notice');
    await expect(notice).toHaveText(/Login was successful!/);
    // Still there once the landing page has settled, long after the sign-in.
    await page.waitForTimeout(1500);
    await expect(notice).toBeVisible();
    // Said once to a screen reader (the live region), not twice.
    await expect(page.getByRole('status').filter({ hasText: 'Login was successful!' })).toHaveCount(1);
    // Moving on to another page ends it.
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/en\/cart$/);
    await expect(notice).toHaveCount(0);
  });
});
