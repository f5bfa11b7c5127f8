// Pins: the shop's pages have no WCAG 2.1 A/AA or best-practice violations axe can find (of any impact), hydrated, in English, French and German.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../support/shop.ts';

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
