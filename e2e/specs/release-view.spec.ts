// Pins: the release view at /_release is refused without RELEASE_TOKEN's session (never cached, never indexed, not linked from the shop), promotes a canary by keyboard through its confirmation step with the CLI's own function (the registry and `status` show it), is axe-clean, and shows why the watcher aborted a failing canary by itself, as `status` does.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { distDir, root } from '../../scripts/lib/apps.ts';
import { canary, publish, readRegistry } from '../../scripts/lib/registry.ts';
import { secondShop, secondShopBase } from '../support/second-shop.ts';
import { axeViolations } from '../support/axe.ts';

test.describe('release-view', { tag: '@shell' }, () => {
  // Publishing a copy of the catalog's build hashes every file, and `status` starts npm and tsx: slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  const offset = 300;
  const token = 'e2e-release-token-0123456789';
  // A fast watcher with a small minimum, so a failing canary is judged within seconds.
  const shop = secondShop('release-view', offset, () => ({
    RELEASE_TOKEN: token,
    CANARY_WATCH_MS: '300',
    CANARY_MIN_VIEWS: '20',
  }));
  const catalogOrigin = `http://localhost:${secondShopBase(offset) + 1}`;

  /** `npm run release -- status` against the shop's deploy root. */
  function status(): string {
    const run = spawnSync('npm', ['run', '--silent', 'release', '--', 'status'], {
      cwd: root,
      env: { ...process.env, DEPLOY_ROOT: shop.deployRoot() },
      encoding: 'utf8',
    });
    return run.stdout + run.stderr;
  }

  /** The catalog's build once more under another version name, staged (the registry keeps the stable one). */
  const stageCatalog = (version: string) =>
    publish({
      deployRoot: shop.deployRoot(),
      app: 'catalog',
      origin: catalogOrigin,
      from: distDir('catalog'),
      version,
      stage: true,
    });

  /** Presses Tab until the focused element is the one named, as a keyboard user reaches it. */
  async function tabTo(page: Page, name: RegExp) {
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (name.test(focused)) return;
    }
    throw new Error(`Tab never reached ${name}`);
  }

  async function signIn(page: Page) {
    await page.goto(`${shop.url()}/_release`);
    await page.getByLabel('Release token').focus();
    await page.keyboard.type(token);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
  }

  test('is refused without the token, never cached or indexed, and not linked from the shop', async ({
    page,
    request,
  }) => {
    const anonymous = await request.get(`${shop.url()}/_release`);
    expect(anonymous.status()).toBe(401);
    expect(anonymous.headers()['cache-control']).toBe('no-store');
    expect(anonymous.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await anonymous.text()).not.toContain('catalog');
    const wrong = await request.post(`${shop.url()}/_release/login`, { form: { token: 'not-the-token' } });
    expect(wrong.status()).toBe(401);
    expect(await wrong.text()).toContain('That is not the release token.');
    const move = await request.post(`${shop.url()}/_release/act`, {
      form: { action: 'abort', app: 'catalog', version: 'x', form: 'x' },
    });
    expect(move.status()).toBe(401);
    // A forged session cookie is no session.
    const forged = await request.get(`${shop.url()}/_release`, {
      headers: { cookie: 'shell_release=9999999999999.a.b' },
    });
    expect(forged.status()).toBe(401);

    await page.goto(`${shop.url()}/_release`);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${shop.url()}/en`);
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await page.locator('a[href*="_release"]').count()).toBe(0);
  });

  test('promotes a running canary by keyboard, through its confirmation, as the CLI would', async ({ page }) => {
    const stable = readRegistry(shop.deployRoot())?.remotes.catalog.version ?? '';
    const next = stageCatalog('2.0.0-e2e-promote');
    canary(shop.deployRoot(), 'catalog', { version: next.version, percent: 50, by: 'cli' });

    await signIn(page);
    const catalog = page.getByRole('region', { name: 'catalog' });
    await expect(catalog).toContainText(
      `Stable: ${stable}. Running: canary ${next.version} for 50 % of shoppers since`,
    );
    await expect(catalog.getByRole('row', { name: new RegExp(next.version) })).toContainText('canary, 50 %');
    expect(await axeViolations(page)).toEqual([]);

    // A move posted without the form token of this session (another site's form) moves nothing.
    const forged = await page.request.post(`${shop.url()}/_release/act`, {
      form: { action: 'promote', app: 'catalog', version: next.version, form: 'forged' },
    });
    expect(forged.status()).toBe(403);
    expect(readRegistry(shop.deployRoot())?.remotes.catalog.version).toBe(stable);

    await tabTo(page, new RegExp(`^Promote ${next.version}`));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm the move' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      `Make catalog ${next.version} the stable version for every shopper.`,
    );
    expect(await axeViolations(page)).toEqual([]);
    // The confirmation has the focus: Enter confirms.
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('status')).toContainText(`promote ${next.version} by release-view`);
    const entry = readRegistry(shop.deployRoot())?.remotes.catalog;
    expect(entry?.version).toBe(next.version);
    expect(entry?.canary).toBeUndefined();
    expect(status()).toMatch(
      new RegExp(`^catalog +${next.version} .*\\n +last move: \\S+Z promote ${next.version} by release-view$`, 'm'),
    );
    // The shop serves the promoted version on the next request.
    const home = await page.request.get(`${shop.url()}/registry.json`);
    expect(((await home.json()) as { remotes: { catalog: { version: string } } }).remotes.catalog.version).toBe(
      next.version,
    );
  });

  test('a canary failing far more than the stable version is aborted by itself; status and the view say why', async ({
    page,
  }) => {
    const stable = readRegistry(shop.deployRoot())?.remotes.catalog.version ?? '';
    const failing = stageCatalog('3.0.0-e2e-failing');
    canary(shop.deployRoot(), 'catalog', { version: failing.version, percent: 10, by: 'cli' });
    // Counts as the shell processes write them (shell/server/slot-health.ts): this minute, per remote@version.
    const minute = new Date(Date.now() - (Date.now() % 60_000)).toISOString();
    const health = path.join(shop.deployRoot(), 'health');
    fs.mkdirSync(health, { recursive: true });
    fs.writeFileSync(
      path.join(health, 'e2e-other-host-1.json'),
      JSON.stringify({
        host: 'e2e-other-host',
        pid: 1,
        writtenAt: minute,
        minutes: {
          [minute]: {
            [`catalog@${stable}`]: { views: 200, byKind: { load: 0, render: 1, error: 1 } },
            [`catalog@${failing.version}`]: { views: 40, byKind: { load: 0, render: 8, error: 4 } },
          },
        },
      }),
    );

    await expect
      .poll(() => readRegistry(shop.deployRoot())?.remotes.catalog.canary?.version, { timeout: 10_000 })
      .toBeUndefined();
    const reason = `canary 30 % (12 failures in 40 views), stable 1 % (2 in 200): more than 2 points above stable`;
    expect(status()).toMatch(
      new RegExp(
        `^ +last move: \\S+Z auto-abort ${failing.version} by auto: ${reason.replace(/[()%.]/g, '\\$&')} \\{"stable"`,
        'm',
      ),
    );
    expect(readRegistry(shop.deployRoot())?.remotes.catalog.version).toBe(stable);

    await signIn(page);
    const catalog = page.getByRole('region', { name: 'catalog' });
    await expect(catalog).toContainText('No canary running.');
    await expect(catalog.getByRole('listitem').first()).toContainText(
      `auto-abort ${failing.version} by auto: ${reason}`,
    );
    await expect(catalog.getByRole('row', { name: new RegExp(failing.version) })).toContainText('30 % of 40 views');
    await expect(
      catalog.getByRole('img', {
        name: `catalog ${failing.version}: failure rate per minute over the last hour, highest 30 %`,
      }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
