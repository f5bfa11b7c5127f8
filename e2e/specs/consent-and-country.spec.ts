// Pins: the cookie banner (server-rendered until a choice is saved (on a shared page: hidden by its head script once saved), keyboard-operable, reopened from the footer) and the country notice (a foreign visitor is told, a dismissal is remembered), with no hydration warning.
import { expect, test, type Page } from '@playwright/test';
import { hydrated, hydrationWarnings, layoutShift } from '../support/shop.ts';
import { baseURL } from '../support/ports.ts';

test.describe('consent-and-country', { tag: ['@shell', '@checkout'] }, () => {
  const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this shop' });
  const notice = (page: Page) => page.getByRole('region', { name: 'Your country' });
  /** Whether the server's HTML for `path` (with this browser's cookies and headers, before any script) holds the banner and the notice. */
  async function serverRenders(page: Page, path: string, headers: Record<string, string> = {}) {
    const html = await (await page.request.get(path, { headers })).text();
    return {
      banner: html.includes('data-testid="shell-consent-banner"'),
      notice: html.includes('data-testid="shell-country-notice"'),
    };
  }
  const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a first visit shows the banner in the server-rendered HTML', async ({ page }) => {
      await page.goto('/en');
      await expect(banner(page)).toBeVisible();
      await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible();
    });
  });

  test('accepting hides the banner, and the server leaves it out from then on', async ({ page }) => {
    const warnings = hydrationWarnings(page);
    await page.goto('/en');
    await hydrated(page);
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toHaveCount(0);

    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'shell_consent')?.value).toBe('necessary.statistics.marketing');
    // A personal page's server reads the choice; a shared page (the same bytes for everyone, ADR 0600) carries the
    // banner, hidden from the first paint by its head script, and gone after hydration.
    expect((await serverRenders(page, '/en/cart')).banner).toBe(false);
    await page.reload();
    await hydrated(page);
    await expect(banner(page)).toHaveCount(0);

    // The footer link brings the choice back, with the saved categories.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    await banner(page).getByRole('checkbox', { name: 'Marketing' }).uncheck();
    await banner(page).getByRole('button', { name: 'Save preferences' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'shell_consent')?.value).toBe(
      'necessary.statistics',
    );
    expect(warnings).toEqual([]);
  });

  test('the banner works from the keyboard alone, without trapping the focus', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Skip to content');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Necessary only');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Accept all');
    // Not a modal: the focus leaves the banner for the page.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="shell-consent-banner"]'))),
    ).toBe(false);

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('Necessary only');
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'shell_consent')?.value).toBe('necessary');

    // Reopened by keyboard: the focus moves to the banner, and back to the link once the shopper chooses.
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Cookies on this shop' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Accept all');
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    await expect(settings).toBeFocused();
  });

  test.describe('the banner hides nothing under it (WCAG 2.4.11)', () => {
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 412, height: 823 },
    ]) {
      test(`tabbing to the footer's last control scrolls it above the banner (${viewport.width}×${viewport.height})`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto('/en');
        await hydrated(page);
        await expect(banner(page)).toBeVisible();
        // The footer's controls in tab order (on a phone the languages end it): the last one and the one before it.
        const controls = page.getByRole('contentinfo').locator('a[href]:visible, button:visible');
        const last = controls.last();
        const before = controls.nth((await controls.count()) - 2);
        // From the control before it, with the page still at its top: the Tab scrolls the last one into view.
        await before.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
        await page.keyboard.press('Tab');
        await expect(last).toBeFocused();
        const bannerTop = (await banner(page).boundingBox())!.y;
        const box = (await last.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(bannerTop);
        await page.keyboard.press('Shift+Tab');
        await expect(before).toBeFocused();
        const beforeBox = (await before.boundingBox())!;
        expect(beforeBox.y + beforeBox.height).toBeLessThanOrEqual(bannerTop);
      });
    }

    test('the end of the page keeps the banner’s height free while it shows, and gives it back once answered', async ({
      page,
    }) => {
      await page.goto('/en');
      await hydrated(page);
      const reserved = () =>
        page.evaluate(() => ({
          padding: getComputedStyle(document.body).paddingBottom,
          scrollPadding: getComputedStyle(document.documentElement).scrollPaddingBottom,
        }));
      const height = (await banner(page).boundingBox())!.height;
      // Set once the browser has laid the banner out (a resize observation), not during hydration.
      await expect.poll(async () => Math.abs(parseFloat((await reserved()).padding) - height)).toBeLessThan(1);
      expect((await reserved()).scrollPadding).toBe((await reserved()).padding);
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await expect(banner(page)).toHaveCount(0);
      expect(await reserved()).toEqual({ padding: '0px', scrollPadding: 'auto' });
    });

    test('on a phone it takes a modest part of the screen, at most half with its categories open', async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto('/en');
      await hydrated(page);
      const height = async () => (await banner(page).boundingBox())!.height;
      expect(await height()).toBeLessThanOrEqual(823 * 0.25);
      await banner(page).getByText('Choose cookies').click();
      await expect(banner(page).getByRole('button', { name: 'Save preferences' })).toBeVisible();
      expect(await height()).toBeLessThanOrEqual(823 * 0.5);
    });
  });

  /**
   * A CDN in front of the shop names the visitor's country on the requests it passes to the shop, and only there: the
   * remotes' origins never see it (a header the browser itself added would also go to them, preflighted).
   */
  async function seenFromGermany(page: Page): Promise<void> {
    const shop = new URL(baseURL).origin;
    await page.route(
      (url) => url.origin === shop,
      (route) => route.continue({ headers: { ...route.request().headers(), 'x-country': 'DE' } }),
    );
  }

  test.describe('a visitor from another country', () => {
    test.beforeEach(({ page }) => seenFromGermany(page));

    test('sees the notice, dismisses it, and a reload keeps it dismissed', async ({ page }) => {
      const warnings = hydrationWarnings(page);
      await page.goto('/en');
      await hydrated(page);
      await expect(notice(page)).toContainText('You seem to be in Germany. This shop sells and ships from Italy.');
      await expect(notice(page).getByRole('button', { name: 'Ship to Germany' })).toBeVisible();
      await notice(page).getByRole('button', { name: 'Dismiss' }).click();
      await expect(notice(page)).toHaveCount(0);

      expect((await serverRenders(page, '/en/cart')).notice).toBe(false);
      await page.reload();
      await hydrated(page);
      await expect(notice(page)).toHaveCount(0);
      expect(warnings).toEqual([]);
    });

    test('switching saves the delivery country and closes the notice', async ({ page }) => {
      await page.goto('/de');
      await hydrated(page);
      const german = page.getByRole('region', { name: 'Ihr Land' });
      await german.getByRole('button', { name: 'Versand nach: Deutschland' }).click();
      await expect(german).toHaveCount(0);
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'shell_country')?.value).toBe('DE');
      expect(cookies.find((cookie) => cookie.name === 'shell_country_notice')?.value).toBe('DE');
    });

    test('"Ship to Germany" pressed on the cart before its scripts ran is answered once they have', async ({
      page,
    }) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/static\/shell\/main\.[^/]*\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto('/en/cart', { waitUntil: 'domcontentloaded' });
      await notice(page).getByRole('button', { name: 'Ship to Germany' }).click();
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
      release();
      await expect(notice(page)).toHaveCount(0, { timeout: 15_000 });
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'shell_country')?.value).toBe('DE');
    });
  });

  test('a visitor in the shop’s country sees no notice', async ({ page }) => {
    expect(await serverRenders(page, '/en', { 'x-country': 'IT' })).toEqual({ banner: true, notice: false });
    expect(await serverRenders(page, '/en', { 'x-country': 'DE' })).toEqual({ banner: true, notice: true });
  });

  test.describe('a first visit from abroad, banner and notice both shown', () => {
    test.beforeEach(({ page }) => seenFromGermany(page));

    test('nothing shifts on load (CLS 0)', async ({ page }) => {
      await page.goto('/en');
      await hydrated(page);
      await expect(banner(page)).toBeVisible();
      await expect(notice(page)).toBeVisible();
      expect(await layoutShift(page)).toBe(0);
    });
  });
});
