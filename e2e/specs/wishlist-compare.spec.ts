// Pins: wishlist and compare: add from tiles and the product page → header counts → a reload keeps them → wishlist and compare pages; the limit of 4; another tab follows.
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../support/shop.ts';

test.describe('wishlist-compare', { tag: '@catalog' }, () => {
  async function womenCategory(page: Page): Promise<string> {
    const response = await page.request.post('/api/getProducts', {
      data: { categorySlug: 'women' },
      headers: { 'accept-language': 'en' },
    });
    return ((await response.json()) as { psdata: { link: string } }).psdata.link;
  }

  const tileName = async (page: Page, index: number) =>
    ((await page.getByRole('main').getByRole('article').nth(index).getByRole('heading').textContent()) ?? '').trim();

  test('a shopper saves and compares products, and finds them after a reload', async ({ page }) => {
    await page.goto(await womenCategory(page));
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Wishlist, no items' })).toBeVisible();
    const [first, second, third] = [await tileName(page, 0), await tileName(page, 1), await tileName(page, 2)];

    // From the tiles: two into the wishlist, two into the comparison.
    await page.getByRole('button', { name: `Add ${first} to the wishlist` }).click();
    await page.getByRole('button', { name: `Add ${second} to the wishlist` }).click();
    await expect(page.getByRole('button', { name: `Remove ${first} from the wishlist` })).toBeVisible();
    await page.getByRole('button', { name: `Add ${first} to compare` }).click();
    await page.getByRole('button', { name: `Add ${second} to compare` }).click();
    await expect(page.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compare, 2 items' })).toBeVisible();

    // From the product page: the third into the comparison.
    await page.getByRole('main').getByRole('article').nth(2).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(third);
    await page.getByRole('button', { name: 'Add to compare' }).click();
    await expect(page.getByRole('button', { name: 'Remove from compare' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compare, 3 items' })).toBeVisible();

    // The server renders without the browser's lists; the page fills them in after hydration, without a mismatch.
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|#418|#425/i.test(message.text())) hydrationErrors.push(message.text());
    });
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compare, 3 items' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from compare' })).toBeVisible();

    await page.getByRole('link', { name: 'Wishlist, 2 items' }).click();
    await expect(page).toHaveURL(/\/en\/wishlist$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wishlist');
    const saved = page.getByRole('list', { name: 'Saved products' }).getByRole('article');
    await expect(saved.getByRole('heading')).toHaveText([first, second]);
    await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();

    await page.getByRole('link', { name: 'Compare, 3 items' }).click();
    await expect(page).toHaveURL(/\/en\/compare$/);
    const table = page.getByRole('table', { name: '3 products compared' });
    await expect(table.getByRole('columnheader')).toHaveText([first, second, third]);
    await expect(table.getByRole('rowheader', { name: 'Composition' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Sizes' })).toBeVisible();
    expect(hydrationErrors).toEqual([]);

    // Removing from the wishlist page empties it down to its empty state.
    await page.goto('/en/wishlist');
    await hydrated(page);
    await page.getByRole('button', { name: `Remove ${first} from the wishlist` }).click();
    await page.getByRole('button', { name: `Remove ${second} from the wishlist` }).click();
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wishlist, no items' })).toBeVisible();
  });

  test('a fifth product is not compared, and the shopper is told why', async ({ page }) => {
    await page.goto(await womenCategory(page));
    await hydrated(page);
    const names = await Promise.all([0, 1, 2, 3, 4].map((index) => tileName(page, index)));
    for (const name of names.slice(0, 4)) await page.getByRole('button', { name: `Add ${name} to compare` }).click();
    await expect(page.getByRole('link', { name: 'Compare, 4 items' })).toBeVisible();
    await page.getByRole('button', { name: `Add ${names[4]} to compare` }).click();
    // The page's one polite region announces it; the notice beside the button shows it with the way to the list.
    await expect(page.getByRole('status').filter({ hasText: 'You can compare up to 4 products' })).toHaveText(
      `You can compare up to 4 products. Remove one to add ${names[4]}.`,
    );
    await expect(page.getByRole('link', { name: 'See the comparison' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compare, 4 items' })).toBeVisible();
  });

  test('another tab sees the change without a reload', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(await womenCategory(first));
    await second.goto('/en/wishlist');
    await Promise.all([hydrated(first), hydrated(second)]);
    await expect(second.getByText('Your wishlist is empty.')).toBeVisible();

    const name = await tileName(first, 0);
    await first.getByRole('button', { name: `Add ${name} to the wishlist` }).click();
    await first.getByRole('button', { name: `Add ${name} to compare` }).click();
    await expect(second.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    await expect(second.getByRole('link', { name: 'Compare, 1 item' })).toBeVisible();
    await expect(second.getByRole('list', { name: 'Saved products' }).getByRole('heading')).toHaveText([name]);

    await first.getByRole('button', { name: `Remove ${name} from the wishlist` }).click();
    await expect(second.getByRole('link', { name: 'Wishlist, no items' })).toBeVisible();
    await expect(second.getByText('Your wishlist is empty.')).toBeVisible();
  });
});
