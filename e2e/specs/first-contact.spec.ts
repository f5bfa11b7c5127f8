// Pins a first visit and a republish as a newcomer meets them: no page asks for a CSS file the server inlined (the
// chunk loader is told with a mark that names no file, so no browser fetches it), a shared page asks nothing of a
// remote's origin before it has loaded (then only the scripts its first use will run, fetched ahead), and a published
// version is immutable, hashes included: a republish with other bytes is refused and the shop keeps running the version
// it had.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { distDir, root } from '../../scripts/lib/apps.ts';
import { prepareDeployRoot } from '../../scripts/lib/shop.ts';
import { fillCart } from '../support/checkout.ts';
import { remotePages } from '../support/pages.ts';
import { deployRoot, hydrated, readRegistry } from '../support/shop.ts';

test.describe('first-contact', { tag: '@shell' }, () => {
  /** Pages a shared render serves: they run no script, so they ask nothing of a remote, before the first use. */
  const sharedPages = remotePages.catalog;
  /** Personal pages start at once; they too must never ask again for what the server inlined. */
  const personalPages = ['/en/cart', '/en/login', '/en/checkout/account'];

  const remoteOrigins = () => Object.values(readRegistry().remotes).map((entry) => new URL(entry.browser).origin);

  /** Every URL the page asks for from now on (the document included). */
  function requestsOf(page: Page): string[] {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    return urls;
  }

  /** The remote CSS files the server inlined into this document (ADR 0500). */
  const inlinedCss = (page: Page) =>
    page
      .locator('style[data-href]')
      .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href') ?? ''));

  async function expectInlinedCssNeverAskedFor(page: Page, requests: string[]) {
    const inlined = await inlinedCss(page);
    expect(inlined.length, 'the page inlined some remote CSS').toBeGreaterThan(0);
    // No element names an inlined file (the first way, a disabled link with the file's href, is fetched by some browsers).
    const named = await page
      .locator('link[href]')
      .evaluateAll(
        (links, files) =>
          links.flatMap((link) =>
            files.includes((link as HTMLLinkElement).href) ? [(link as HTMLLinkElement).href] : [],
          ),
        inlined,
      );
    expect(named).toEqual([]);
    expect(requests.filter((url) => inlined.includes(url))).toEqual([]);
  }

  for (const address of sharedPages) {
    test(`a first visit of ${address} asks nothing of a remote before it has loaded, then only scripts ahead, and never inlined CSS`, async ({
      page,
    }) => {
      const requests = requestsOf(page);
      let beforeLoad: string[] = [];
      page.once('load', () => (beforeLoad = [...requests]));
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      const origins = remoteOrigins();
      const ofRemotes = (urls: string[]) => urls.filter((url) => origins.some((origin) => url.startsWith(origin)));
      // Nothing a remote's origin could hold the page's load with.
      expect(ofRemotes(beforeLoad)).toEqual([]);
      // Once loaded, the rendered modules' scripts are fetched ahead (not run: the page has not started), nothing else.
      expect(ofRemotes(requests).length).toBeGreaterThan(0);
      expect(ofRemotes(requests).filter((url) => !url.endsWith('.js'))).toEqual([]);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

      // The first use starts the scripts: the rendered remote modules load, their inlined CSS is not asked for again.
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(
        requests.some((url) => origins.some((origin) => url.startsWith(origin))),
        'the remotes loaded after the first use',
      ).toBe(true);
      await expectInlinedCssNeverAskedFor(page, requests);
    });
  }

  for (const address of personalPages) {
    test(`a first visit of ${address} never asks for the CSS the server inlined`, async ({ page }) => {
      if (address.includes('/checkout/')) await fillCart(page, 1);
      const requests = requestsOf(page);
      await page.goto(address);
      await expect(page).toHaveURL(new RegExp(`${address.replace(/[/.?]/g, '\\$&')}$`));
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await expectInlinedCssNeverAskedFor(page, requests);
    });
  }

  /** `npm run release -- …args` against the running shop's deploy root. */
  function release(...args: string[]) {
    const run = spawnSync('npm', ['run', '--silent', 'release', '--', ...args], {
      cwd: root,
      env: { ...process.env, DEPLOY_ROOT: deployRoot() },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  }

  /** A product page's add to cart answers: the catalog's browser code runs (its entry passed its hash check). */
  async function catalogWorks(page: Page) {
    await page.goto('/en/12-striped-viscose-blouse.html');
    await hydrated(page);
    const badge = page.getByTestId('shell-cart-count');
    const before = Number(await badge.textContent());
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toContainText(
      'Added to your cart.',
    );
    await expect(badge).toHaveText(String(before + 1));
  }

  test('a republish of the running version: the same bytes change nothing, other bytes are refused, the shop keeps working', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const before = readRegistry();
    const version = before.remotes.catalog.version;
    const origin = new URL(before.remotes.catalog.browser).origin;

    // The same build again (a retried pipeline): accepted, nothing changes.
    const same = release('publish', 'catalog', '--origin', origin);
    expect(same.stderr).toBe('');
    expect(same.stdout).toContain(`catalog ${version} was already published with these same bytes`);
    expect(readRegistry()).toEqual(before);

    // A rebuild whose entry came out with other bytes, under the version already running: refused, file by file.
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-republish-'));
    try {
      fs.cpSync(distDir('catalog'), work, { recursive: true });
      const entry = path.join(work, 'browser', 'remoteEntry.js');
      fs.appendFileSync(entry, '\n/* rebuilt */\n');
      const refused = release('publish', 'catalog', '--from', work, '--version', version, '--origin', origin);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(`Refusing to publish catalog ${version}: that version is already published`);
      expect(refused.stderr).toMatch(/- remoteEntry\.js is sha384-\S+, recorded sha384-\S+/);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
    expect(readRegistry()).toEqual(before);
    expect(release('status').status).toBe(0);

    await catalogWorks(page);
  });
  test('npm start after a pull that added to shared checks the remotes against the shell it starts, not a stopped one', () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-start-'));
    try {
      // The record a shell of an earlier run left beside the registry: an older `shared`, serving none of the names
      // catalog imports from its config entry.
      fs.writeFileSync(
        path.join(work, 'live-shell.json'),
        JSON.stringify({ shared: { version: '1.0.0', serves: { config: [] } } }),
      );
      prepareDeployRoot(work, (app) => `http://localhost:${new URL(readRegistry().remotes[app].browser).port}`, false);
      const shell = JSON.parse(fs.readFileSync(path.join(work, 'live-shell.json'), 'utf8')) as {
        shared: { version: string };
      };
      const built = JSON.parse(fs.readFileSync(path.join(distDir('shell'), 'build-info.json'), 'utf8')) as {
        shared: { version: string };
      };
      expect(shell.shared.version).toBe(built.shared.version);
      const registry = JSON.parse(fs.readFileSync(path.join(work, 'registry.json'), 'utf8')) as {
        remotes: Record<string, { version: string }>;
      };
      expect(Object.keys(registry.remotes).sort()).toEqual(['account', 'catalog', 'checkout']);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });
});
