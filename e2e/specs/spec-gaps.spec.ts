// Pins SPEC promises of the shell outside checkout and account: SHOP_REDIRECTS on client-side navigation too, the
// reload guard on a stale chunk after a rollback, a 503 page (in the page's language) when the api cannot be reached,
// and the navigation progress bar on a slow navigation.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { closedPortOrigin, deployRoot, hydrated, publishVariant, readRegistry } from '../support/shop.ts';
import { secondShop, secondShopBase } from '../support/second-shop.ts';

test.describe('spec-gaps', { tag: ['@shell', '@catalog', '@checkout', '@account'] }, () => {
  /** Marks the current document; a full page load starts a new one without the mark. */
  const markDocument = (page: Page) =>
    page.evaluate(() => Object.assign(window, { shellTestMark: 'still the same document' }));
  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as unknown as { shellTestMark?: string }).shellTestMark === 'still the same document');

  /** Every document the page loads at `pathname` (a client-side navigation loads none; a reload loads one). */
  function documentLoads(page: Page, pathname: string): string[] {
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && new URL(request.url()).pathname === pathname)
        loads.push(request.url());
    });
    return loads;
  }

  test.describe('redirect rules in the browser', () => {
    const offset = 900;
    const elsewhere = `http://127.0.0.1:${secondShopBase(offset) + 80}/en/terms-of-purchase`;
    const shop = secondShop('redirects', offset, () => ({
      SHOP_REDIRECTS: JSON.stringify([
        { from: '/en/help-faq', to: '/en/guarantee', status: 301 },
        { from: '/en/about-us', to: elsewhere, status: 302 },
      ]),
    }));

    test('a client-side click on a redirected link lands on its target; an absolute target is a full page load', async ({
      page,
    }) => {
      await page.goto(`${shop.url()}/en`);
      await hydrated(page);
      await markDocument(page);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Help and FAQ' }).click();
      await expect(page).toHaveURL(`${shop.url()}/en/guarantee`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guarantee');
      expect(await sameDocument(page)).toBe(true);
      // The redirected path is not left in the history: back goes home.
      await page.goBack();
      await expect(page).toHaveURL(`${shop.url()}/en`);

      await footer.getByRole('link', { name: 'About us' }).click();
      await expect(page).toHaveURL(elsewhere);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of purchase');
      expect(await sameDocument(page)).toBe(false);
    });
  });

  test.describe('the reload guard', () => {
    let cleanup: () => void = () => undefined;
    test.afterEach(() => cleanup());

    test('after a rollback whose old chunks are gone, a client-side navigation reloads the page once and lands', async ({
      page,
    }) => {
      const variant = publishVariant('catalog', 'New season, new favourites', 'Version two of the catalog');
      const folder = path.join(deployRoot(), 'catalog', variant.version);
      cleanup = () => {
        variant.restore();
        fs.rmSync(folder, { recursive: true, force: true });
      };
      await page.goto('/en');
      await hydrated(page);
      await expect(page.getByText('Version two of the catalog')).toBeVisible();
      // Rolled back, and the rolled-back version's files deleted: this page still names them.
      variant.restore();
      fs.rmSync(folder, { recursive: true, force: true });
      const loads = documentLoads(page, '/en/wishlist');
      await markDocument(page);

      await page.locator('header a[href="/en/wishlist"]').click();
      await expect(page).toHaveURL(/\/en\/wishlist$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible({ timeout: 15_000 });
      await hydrated(page);
      expect(await sameDocument(page)).toBe(false);
      expect(loads).toHaveLength(1);
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    });

    test('a chunk that is still missing after the reload shows the slot Retry, and the page never reloads again', async ({
      page,
    }) => {
      const variant = publishVariant('catalog', 'New season, new favourites', 'Version two of the catalog');
      const folder = path.join(deployRoot(), 'catalog', variant.version);
      cleanup = () => {
        variant.restore();
        fs.rmSync(folder, { recursive: true, force: true });
      };
      expect(readRegistry().remotes.catalog.version).toBe(variant.version);
      await page.goto('/en');
      await hydrated(page);
      // The published version lost its wishlist page's browser chunk (its Node build still renders the page).
      const chunks = fs.readdirSync(folder).filter((name) => name.startsWith('__federation_expose_WishlistPage.'));
      expect(chunks.length).toBeGreaterThan(0);
      for (const chunk of chunks) fs.rmSync(path.join(folder, chunk));
      const loads = documentLoads(page, '/en/wishlist');

      await page.locator('header a[href="/en/wishlist"]').click();
      // The guard loaded the page anew: the server's page, whose scripts start on the shopper's next gesture (ADR 0502).
      await expect.poll(() => loads.length, { timeout: 15_000 }).toBe(1);
      // The new document is in (the one left behind had hydrated), then the gesture.
      await page.waitForFunction(
        () => document.readyState === 'complete' && !document.documentElement.hasAttribute('data-hydrated'),
        null,
        { timeout: 15_000 },
      );
      await page.mouse.move(10, 10);
      await page.mouse.move(20, 20);
      const slotError = page.getByTestId('shared-slot-error-catalog/WishlistPage');
      await expect(slotError).toBeVisible({ timeout: 15_000 });
      await expect(slotError.getByRole('button', { name: 'Try again' })).toBeVisible();
      expect(loads).toHaveLength(1);
      // Settled: the page stays as it is (a reload would replace the slot's message).
      await markDocument(page);
      await page.waitForTimeout(1500);
      expect(await sameDocument(page)).toBe(true);
      expect(loads).toHaveLength(1);
    });
  });

  test.describe('a shop whose api cannot be reached', () => {
    const shop = secondShop('api-down', 400, async () => ({ API_URL: await closedPortOrigin() }));

    test('a page answers 503 with Retry-After in its language, never cached, with the SPEC message for operators', async ({
      page,
    }) => {
      const response = await page.goto(`${shop.url()}/fr/3-women`);
      expect(response?.status()).toBe(503);
      expect(Number(response?.headers()['retry-after'])).toBeGreaterThan(0);
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'La boutique n’est pas disponible pour le moment',
      );
      await expect(page.getByText('Veuillez réessayer dans quelques minutes.')).toBeVisible();
      await expect(page.getByTestId('shell-backend-down-detail')).toHaveText(
        'Veuillez vérifier que le middleware est en cours d’exécution et accessible depuis l’application frontend.',
      );
      await expect.poll(() => shop.shellLog()).toContain('/fr/3-women: the api at http://localhost:');
      expect(shop.shellLog()).toContain('Please check if the middleware is running and is accessible by frontend app');
      // The shop's name is never empty, even with no api to give it.
      await expect(page.getByRole('link', { name: 'Page d’accueil' })).toHaveText('Boutique');
    });
  });

  test('a slow client-side navigation shows the progress bar, announced once, until the page is there', async ({
    page,
  }) => {
    await page.goto('/en');
    await hydrated(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/getProducts', async (route) => {
      await held;
      await route.continue();
    });
    const bar = page.getByTestId('shell-navigation-progress');
    await expect(bar).toBeHidden();
    await page
      .getByRole('navigation', { name: 'Departments' })
      .getByRole('link', { name: 'Women', exact: true })
      .click();
    await expect(bar).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toHaveCount(1);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
    await expect(bar).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toHaveCount(0);
  });
});
