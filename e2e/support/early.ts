/** A shared page before its scripts run (ADR 0502): loaded and left alone, its scripts held back, its root's mark. */
import type { BrowserContext, Page } from '@playwright/test';

export const hydratedRoot = (page: Page) => page.locator('html[data-hydrated="true"]');

/** Loaded, then left alone for a while: long enough for any script that would start by itself to have been asked. */
export async function loadedAndLeft(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
}

/**
 * Holds the shell's scripts back until `release()`: what the test does meanwhile happens before any script ran, as on
 * a slow phone (on a fast machine the code could arrive between two of the test's presses).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/shell/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A wishlist an earlier visit left (one product) and the mark the catalog leaves for it: the browser has a saved list
 * to show, which pages start at once for (ADR 0502, 0504). Set before any page of `target` runs.
 */
export async function leaveSavedWishlist(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    if (!window.localStorage.getItem('catalog:wishlist'))
      window.localStorage.setItem(
        'catalog:wishlist',
        JSON.stringify([{ id: 1, name: 'Relaxed Linen Dress', slug: 'x' }]),
      );
    window.localStorage.setItem('sf:personal:catalog:wishlist', '1');
  });
}
