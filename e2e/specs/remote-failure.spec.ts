// Pins: a remote that is down, answers 500 or hangs costs only its slot: header, footer and language switcher stay, the slot offers a retry within 3 s.
import { expect, test } from '@playwright/test';
import { closedPortOrigin, pointRemoteAt, startMisbehavingServer } from '../support/shop.ts';

const pages = {
  catalog: { path: '/en', other: '/en/cart' },
  checkout: { path: '/en/cart', other: '/en' },
  account: { path: '/en/login', other: '/en' },
} as const;

type Mode = 'down' | '500' | 'hang';

for (const remote of ['catalog', 'checkout', 'account'] as const) {
  for (const mode of ['down', '500', 'hang'] as Mode[]) {
    test(`${remote} ${mode === 'down' ? 'down' : mode === '500' ? 'answering 500' : 'hanging'} costs only its slot`, async ({
      page,
    }) => {
      const misbehaving = mode === 'down' ? null : await startMisbehavingServer(mode);
      const restore = pointRemoteAt(remote, misbehaving?.origin ?? (await closedPortOrigin()));
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        // A hanging remote may hold the load event; the page is usable long before it.
        const response = await page.goto(pages[remote].path, { waitUntil: 'domcontentloaded' });
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.getByRole('link', { name: 'FR', exact: true })).toBeVisible();
        const slot = page.getByRole('main').getByRole('alert');
        await expect(slot).toContainText('This part of the shop could not be loaded.', { timeout: 8_000 });
        // Measured in the page, from the start of navigation: the retry is offered within 3 s.
        const shownAfter = await page.evaluate(() => performance.now());
        test.info().annotations.push({ type: 'retry offered after (ms)', description: String(Math.round(shownAfter)) });
        expect(shownAfter).toBeLessThan(3_000);
        await expect(slot.getByRole('button', { name: 'Try again' })).toBeVisible();

        // The other remotes keep working on the same page load.
        await page.getByRole('link', { name: remote === 'checkout' ? 'Home page' : /^Cart/ }).click();
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        if (remote !== 'catalog') await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      } finally {
        restore();
        await misbehaving?.close();
      }
      expect(errors).toEqual([]);
    });
  }

  test(`${remote}: retry recovers once the remote is back`, async ({ page }) => {
    const restore = pointRemoteAt(remote, await closedPortOrigin());
    try {
      await page.goto(pages[remote].path, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible({ timeout: 8_000 });
    } finally {
      restore();
    }
    // The page's registry still names the dead origin: a new page load takes the restored one.
    await page.reload();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
}
