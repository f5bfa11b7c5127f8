// Pins: searching from the header: suggestions as you type (keyboard to a product), 'Show all results' to a results page whose sort survives a reload, a facet that narrows the results and survives a reload (dropped by a new phrase), 'No Results' for a phrase that finds nothing, the nothing-searched page, and the box as a plain form without JavaScript.
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../support/shop.ts';

test.describe('search', { tag: '@catalog' }, () => {
  const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the shop' });
  const productNames = (page: Page) =>
    page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
  /** The list has settled: no request in flight (the previous list stays, dimmed, while the next one loads). */
  const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  /** Prices of the listed products, as numbers (the discounted price when there is one: the last price in a tile). */
  const prices = async (page: Page) =>
    (await page.getByRole('main').getByRole('article').allTextContents()).map((text) => {
      const amounts = [...text.matchAll(/€([\d,]+\.\d{2})/g)].map((match) => Number(match[1]?.replace(/,/g, '')));
      return amounts.at(-1) ?? Number.NaN;
    });

  test('suggestions appear as the shopper types, and the keyboard opens one', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    const box = searchBox(page);
    await box.pressSequentially('dress', { delay: 40 });

    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const first = suggestions.getByRole('option').first();
    await expect(first).toBeVisible();
    await expect(suggestions.getByRole('option', { name: /Dresses/ })).toBeVisible();

    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'missing');
    const chosen = (await first.textContent()) ?? '';
    await box.press('Enter');

    await expect(page).toHaveURL(/\/en\/\d+-[a-z0-9-]+\.html$/);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? 'missing';
    expect(chosen).toContain(heading);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  test("'Show all results' leads to a results page whose sort order survives a reload", async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    await searchBox(page).pressSequentially('shirt', { delay: 40 });
    await page.getByRole('link', { name: 'Show all results for “shirt”' }).click();

    await expect(page).toHaveURL(/\/en\/search\?q=shirt$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “shirt”');
    await expect(page).toHaveTitle('Results for “shirt”');
    await expect(searchBox(page)).toHaveValue('shirt');
    const byRelevance = await productNames(page);
    expect(byRelevance.length).toBeGreaterThan(2);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price, low to high' });
    await expect(page).toHaveURL(/[?&]order=price_asc/);
    await settled(page);
    const byPrice = await productNames(page);
    expect(byPrice).not.toEqual(byRelevance);
    const ascending = await prices(page);
    expect(ascending.every(Number.isFinite)).toBe(true);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “shirt”');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    expect(await productNames(page)).toEqual(byPrice);
  });

  test('a facet narrows the results of a phrase, a reload keeps it, and a new phrase starts unfiltered', async ({
    page,
  }) => {
    await page.goto('/en');
    await hydrated(page);
    await searchBox(page).fill('sweater');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=sweater$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “sweater”');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const everything = await productNames(page);

    // Tick a colour: the box, a removable chip and the URL say so (the phrase stays in q, the facet goes to f).
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const navy = filters.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { name: /^Navy/ });
    await navy.click();
    await expect(navy).toBeChecked();
    await expect(page).toHaveURL(/\/en\/search\?q=sweater&f=colour-navy$/);
    const chip = page
      .getByRole('region', { name: 'Active filters' })
      .getByRole('button', { name: 'Remove filter Colour: Navy' });
    await expect(chip).toBeVisible();
    await settled(page);

    // The list narrows to some of the products the phrase found.
    const narrowed = await productNames(page);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(everything.length);
    expect(everything).toEqual(expect.arrayContaining(narrowed));
    await expect(page.getByRole('status').filter({ hasText: /^\d+ products?$/ })).toHaveText(
      `${narrowed.length} products`,
    );

    // A reload (server-rendered from the URL) shows the same filtered list, with the box ticked.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “sweater”');
    await expect(navy).toBeChecked();
    await expect(chip).toBeVisible();
    expect(await productNames(page)).toEqual(narrowed);

    // Another phrase from the header: a fresh results page, none of the old phrase's filters.
    await searchBox(page).fill('shirt');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=shirt$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “shirt”');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Active filters' })).toHaveCount(0);
    await expect(filters.getByRole('group', { name: 'Colour' }).getByRole('checkbox', { checked: true })).toHaveCount(
      0,
    );
  });

  test("a phrase that finds nothing says 'No Results' with the phrase", async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    const box = searchBox(page);
    await box.fill('qzxwvy');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\?q=qzxwvy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No Results');
    await expect(page.getByRole('main')).toContainText('Nothing matches “qzxwvy”');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  });

  test('the search page before anything is searched asks what the shopper is looking for', async ({ page }) => {
    const response = await page.goto('/en/search');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    await expect(page.getByRole('main')).toContainText('What are you looking for?');
    await expect(page).toHaveTitle('Search');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the header box is a form that reaches server-rendered results', async ({ page }) => {
      await page.goto('/en');
      await searchBox(page).fill('sweater');
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(/\/en\/search\?q=sweater$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “sweater”');
      expect((await productNames(page)).length).toBeGreaterThan(0);
    });
  });
});
