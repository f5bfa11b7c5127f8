// Pins: the shop's pages have no WCAG 2.1 A/AA or best-practice violations axe can find (of any impact), hydrated, in English, French and German.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../support/shop.ts';

test.describe('accessibility', { tag: ['@shell', '@catalog', '@checkout', '@account'] }, () => {
  async function violations(page: Page): Promise<string[]> {
    const { violations: found } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    return found.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  }

  const pages = [
    '/en',
    '/en/3-women',
    '/en/3-women?view=list',
    '/en/12-striped-viscose-blouse.html',
    '/en/search?q=sweater',
    '/en/cart',
    '/en/login',
    '/en/wishlist',
    '/en/compare',
    '/fr/a-propos',
    '/de/no-such-page',
  ];

  for (const path of pages) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('the cookie banner answered, the product page with its size guide open has none either', async ({ page }) => {
    await page.goto('/en/12-striped-viscose-blouse.html');
    await hydrated(page);
    await page
      .getByRole('region', { name: /cookies/i })
      .getByRole('button', { name: 'Accept all' })
      .click();
    await page.getByRole('button', { name: /size guide/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test.describe('on a phone (390 px wide)', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the header keeps one row, the cart at the top right; the languages are in the footer; axe stays clean', async ({
      page,
    }) => {
      await page.goto('/en');
      await hydrated(page);
      const header = page.getByRole('banner');
      const logo = await header.getByRole('link', { name: 'Home page' }).boundingBox();
      const cart = await header.getByRole('link', { name: /^Cart/ }).boundingBox();
      const tools = await header
        .getByRole('navigation', { name: 'Shop tools' })
        .locator(':scope > *')
        .evaluateAll((items) =>
          items.flatMap((item) => {
            const box = item.getBoundingClientRect();
            return box.width > 0 ? [box.top + box.height / 2] : [];
          }),
        );
      if (!logo || !cart) throw new Error('no logo or cart link in the header');
      // One row: every tool's middle on the logo's line; the cart is the rightmost thing, at the top.
      const middle = logo.y + logo.height / 2;
      for (const toolMiddle of tools) expect(Math.abs(toolMiddle - middle)).toBeLessThanOrEqual(6);
      expect(390 - (cart.x + cart.width)).toBeLessThanOrEqual(24);
      expect(cart.y).toBeLessThan(60);
      // The logo reads whole.
      expect(
        await header.getByRole('link', { name: 'Home page' }).evaluate((link) => link.scrollWidth <= link.clientWidth),
      ).toBe(true);
      expect(await violations(page)).toEqual([]);

      // The languages, from the footer.
      await page.getByRole('contentinfo').getByRole('link', { name: 'FR', exact: true }).click();
      await expect(page).toHaveURL(/\/fr$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  });
});
