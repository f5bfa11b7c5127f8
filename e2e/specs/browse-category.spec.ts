// Pins: browsing a department from the menu down to a sub-category, then filter + sort + view + page kept in the URL: a reload shows the same list with the same controls, and Back returns to the previous list.
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../support/shop.ts';

test.describe('browse-category', { tag: '@catalog' }, () => {
  const productNames = (page: Page) =>
    page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();

  /** The list has settled: no request in flight (the previous list stays, dimmed, while the next one loads). */
  const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  const viewButton = (page: Page, name: 'Grid' | 'List') =>
    page.getByRole('group', { name: 'View' }).getByRole('button', { name, exact: true });

  test('a shopper narrows a department down, and the URL keeps the list through a reload and Back', async ({
    page,
  }) => {
    await page.goto('/en');
    await hydrated(page);

    // Department, then one of its sub-categories from the category tree; the breadcrumb follows.
    await page
      .getByRole('navigation', { name: 'Departments' })
      .getByRole('link', { name: 'Women', exact: true })
      .click();
    await expect(page).toHaveURL(/\/en\/\d+-women$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women');
    const tree = page.getByRole('navigation', { name: 'Categories' });
    await tree.getByRole('link', { name: 'Dresses' }).click();
    await expect(page).toHaveURL(/\/en\/\d+-women-dresses$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dresses');
    await expect(tree.getByRole('link', { name: 'Dresses' })).toHaveAttribute('aria-current', 'page');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb).toHaveText(/Home\s*\/?\s*Women\s*\/?\s*Dresses/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    // Back up to the department, which has more than one page.
    await breadcrumb.getByRole('link', { name: 'Women' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women');

    // Filter: in stock only. The box, a removable chip and the URL say so.
    const inStock = page.getByRole('group', { name: 'Availability' }).getByRole('checkbox', { name: /^In stock/ });
    // The filter lives in the URL: the box shows it once the router has moved (click, then wait for it).
    await inStock.click();
    await expect(inStock).toBeChecked();
    await expect(page).toHaveURL(/[?&]q=availability-in_stock/);
    await expect(
      page
        .getByRole('region', { name: 'Active filters' })
        .getByRole('button', { name: 'Remove filter Availability: In stock' }),
    ).toBeVisible();
    await settled(page);

    // Sort: price, low to high.
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Price, low to high' });
    await expect(page).toHaveURL(/[?&]order=price_asc/);
    await settled(page);

    // View: list.
    await viewButton(page, 'List').click();
    await expect(page).toHaveURL(/[?&]view=list/);
    await expect(viewButton(page, 'List')).toHaveAttribute('aria-pressed', 'true');
    const firstPage = await productNames(page);
    expect(firstPage.length).toBe(24);

    // Page 2.
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await settled(page);
    // The keyboard continues from the new page's start, not from the link at the bottom of the old one.
    await expect(page.getByRole('region', { name: /^\d+ products$/ })).toBeFocused();
    const secondPage = await productNames(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage).not.toEqual(firstPage.slice(0, secondPage.length));

    // A reload (server-rendered from the URL) shows the same products in the same order, with the same controls.
    const url = page.url();
    await page.reload();
    await hydrated(page);
    expect(page.url()).toBe(url);
    expect(await productNames(page)).toEqual(secondPage);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    await expect(viewButton(page, 'List')).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('group', { name: 'Availability' }).getByRole('checkbox', { name: /^In stock/ }),
    ).toBeChecked();
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Back: the previous list (page 1, same filter, order and view).
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=2/);
    await expect(page).toHaveURL(/[?&]view=list/);
    await settled(page);
    expect(await productNames(page)).toEqual(firstPage);
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('filters that match nothing say so and can be cleared', async ({ page }) => {
    const response = await page.request.post('/api/getProducts', {
      data: { categorySlug: 'women' },
      headers: { 'accept-language': 'en' },
    });
    const { link } = (await response.json()).psdata as { link: string };
    // A price range no product of the category falls into: the api keeps an active value that matches nothing.
    await page.goto(`${link}?q=${encodeURIComponent('price-9000_9001')}`);
    await hydrated(page);
    await expect(page.getByText('No products match these filters.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Clear all filters' }).last().click();
    await expect(page).toHaveURL(link);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });
});
