// Pins the whole way back from a bad canary with nobody watching: a catalog version whose product page throws once it has hydrated runs as a 50 % canary while scripted shoppers browse; their browsers report the failures (slot reports), the shell counts them beside each version's page views, and its watcher aborts the canary by itself; shoppers on the stable version never see a failure, and `status` says why the canary ended.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { root } from '../../scripts/lib/apps.ts';
import { secondShop } from '../support/second-shop.ts';
import { hydrated, publishEdited, readRegistry, writeRegistry } from '../support/shop.ts';

test.describe('canary-auto-abort', { tag: ['@shell', '@catalog'] }, () => {
  /** What the broken version adds to its product page's code: once the page has hydrated, an uncaught error. */
  const fault =
    '\n;(function wait(){document.documentElement.dataset.hydrated==="true"' +
    '?setTimeout(function(){throw new Error("canary fault: the product page fails after hydration")},0)' +
    ':setTimeout(wait,50)})();\n';

  test.describe.configure({ timeout: 240_000 });
  // A watcher that looks often and judges after a few views, so the spec ends in seconds rather than minutes.
  const shop = secondShop('canary-abort', 250, () => ({ CANARY_WATCH_MS: '300', CANARY_MIN_VIEWS: '8' }));

  test('a canary whose product page throws is aborted by itself; stable shoppers see no failure', async ({
    browser,
  }) => {
    const deployRoot = shop.deployRoot();
    const original = readRegistry(deployRoot);
    const stable = original.remotes.catalog;
    const broken = publishEdited(
      'catalog',
      'the product page throws after hydration',
      (text, file) =>
        /__federation_expose_ProductPage[^/]*\.js$/.test(file) && !file.includes(`${path.sep}server${path.sep}`)
          ? text + fault
          : text,
      { root: deployRoot, what: 'the product page fault' },
    );
    const brokenEntry = readRegistry(deployRoot).remotes.catalog;
    writeRegistry(
      {
        remotes: {
          ...original.remotes,
          catalog: { ...stable, canary: { ...brokenEntry, percent: 50, since: new Date().toISOString() } },
        },
      },
      deployRoot,
    );

    const seen = { stable: 0, canary: 0 };
    const stableErrors: string[] = [];
    const canaryErrors: string[] = [];
    const deadline = Date.now() + 180_000;
    while (readRegistry(deployRoot).remotes.catalog.canary && Date.now() < deadline) {
      // A new shopper each time: drawn into either side at the canary's share.
      const context = await browser.newContext();
      await context.route('**/api/img/**', (route) => route.abort());
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(`${shop.url()}/en/12-striped-viscose-blouse.html`);
      const onCanary = response?.headers()['x-storefront-variant'] === `catalog@${broken.version}`;
      await hydrated(page);
      if (onCanary) await expect.poll(() => errors.length).toBeGreaterThan(0);
      else await page.waitForTimeout(300);
      // Leaving the page sends what it has to report (navigator.sendBeacon on pagehide).
      await page.goto('about:blank');
      await context.close();
      if (onCanary) {
        seen.canary += 1;
        canaryErrors.push(...errors);
      } else {
        seen.stable += 1;
        stableErrors.push(...errors);
      }
    }

    // The watcher ended the canary: the stable version serves everyone, and shoppers on it never saw a failure.
    const after = readRegistry(deployRoot).remotes.catalog;
    expect(after.canary).toBeUndefined();
    expect(after.version).toBe(stable.version);
    expect(seen.stable).toBeGreaterThan(0);
    expect(seen.canary).toBeGreaterThanOrEqual(8);
    expect(stableErrors).toEqual([]);
    expect(canaryErrors.every((message) => message.includes('canary fault'))).toBe(true);
    const response = await browser.newContext().then(async (context) => {
      const page = await context.newPage();
      const answer = await page.goto(`${shop.url()}/en/12-striped-viscose-blouse.html`);
      const variant = answer?.headers()['x-storefront-variant'];
      await context.close();
      return variant;
    });
    expect(response).toBe('stable');

    // `status` says when, by whom and why, with the figures the decision read.
    const status = spawnSync('npm', ['run', '--silent', 'release', '--', 'status'], {
      cwd: root,
      env: { ...process.env, DEPLOY_ROOT: deployRoot },
      encoding: 'utf8',
    });
    expect(status.stdout).toMatch(
      new RegExp(
        `last move: \\S+Z auto-abort ${broken.version} by auto: canary [\\d.]+ % \\(\\d+ failures in \\d+ views\\), stable 0 % \\(0 in \\d+\\): more than 2 points above stable`,
      ),
    );
  });
});
