// Pins: a remote that is refused, answers 500, serves broken JavaScript, or hangs on every file (for the server and the browser, or for the browser alone while the server renders it) costs only its slot, on each of its pages: the document paints and finishes loading, header, footer and language switcher stay and work, and the slot settles on a retry.
import { expect, test, type Page } from '@playwright/test';
import { remotePages } from '../support/pages.ts';
import { closedPortOrigin, pointRemoteAt, readRegistry, startMisbehavingServer } from '../support/shop.ts';

test.describe('remote-failure', { tag: '@shell' }, () => {
  type RemoteName = 'catalog' | 'checkout' | 'account';

  /**
   * - refused, 500, bad-js: the registry points the remote (both builds) at an origin that misbehaves so.
   * - hang: the remote's whole origin accepts connections and never answers, for the server and the browser.
   * - browser-hang: a CDN that hangs for shoppers only: the server still renders the remote, every request the browser
   *   makes under the remote's origin (entry, chunks, CSS, manifest) never gets an answer.
   */
  type Mode = 'refused' | '500' | 'bad-js' | 'hang' | 'browser-hang';
  const label: Record<Mode, string> = {
    refused: 'refusing connections',
    '500': 'answering 500',
    'bad-js': 'serving broken JavaScript',
    hang: 'hanging on every request',
    'browser-hang': 'hanging on every request from the browser',
  };

  /** How long a slot may take to settle on a busy machine: far under the runtime's own 20 s script time-out. */
  const settles = { timeout: 12_000 };

  /** Breaks `remote` as `mode` says; returns what undoes it. */
  async function breakRemote(page: Page, remote: RemoteName, mode: Mode): Promise<() => Promise<void>> {
    if (mode === 'browser-hang') {
      const origin = new URL(readRegistry().remotes[remote].browser).origin;
      // Never fulfilled, continued nor aborted: the request stays open, as under a hanging CDN.
      await page.route(
        (url) => url.origin === origin,
        () => undefined,
      );
      return async () => undefined;
    }
    const server = mode === 'refused' ? null : await startMisbehavingServer(mode);
    const restore = pointRemoteAt(remote, server?.origin ?? (await closedPortOrigin()));
    return async () => {
      restore();
      await server?.close();
    };
  }

  async function expectOnlyTheSlotLost(page: Page, remote: RemoteName, path: string, mode: Mode) {
    const remoteOrigin = new URL(readRegistry().remotes[remote].browser).origin;
    let firstRemoteRequestAt: number | null = null;
    page.on('request', (request) => {
      if (firstRemoteRequestAt === null && request.url().startsWith(remoteOrigin)) firstRemoteRequestAt = Date.now();
    });
    const response = await page.goto(path, { waitUntil: 'commit' });
    expect(response?.status()).toBe(200);

    // The document paints and finishes loading: nothing of the remote holds it.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, settles);
    await page.waitForFunction(() => document.readyState === 'complete', null, settles);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'FR', exact: true })).toBeVisible();
    // A shopper's first gesture: a shared page starts its scripts on it (ADR 0502), a personal page has already.
    await page.mouse.move(10, 10);
    await page.mouse.move(20, 20);

    // The slot settles on its retry. How long it took is reported, not asserted (the bench measures speed).
    const slot = page.getByRole('main').getByRole('alert');
    await expect(slot).toContainText('This part of the shop could not be loaded.', settles);
    await expect(slot.getByRole('button', { name: 'Try again' })).toBeVisible();
    if (firstRemoteRequestAt !== null) {
      test.info().annotations.push({
        type: 'retry shown after the remote was first asked (ms)',
        description: String(Date.now() - firstRemoteRequestAt),
      });
    }
    if (mode === 'browser-hang')
      expect(firstRemoteRequestAt, 'the browser asked the remote for something').not.toBeNull();

    // The rest of the shop works on the same page load: the shell's own links navigate, other remotes render.
    await page.getByRole('link', { name: remote === 'checkout' ? 'Home page' : /^Cart/ }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible(settles);
    if (remote !== 'catalog') await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  }

  for (const remote of Object.keys(remotePages) as RemoteName[]) {
    const [firstPage = '/en'] = remotePages[remote];
    const cases: [Mode, string][] = [
      ...(['refused', '500', 'bad-js'] as const).map((mode): [Mode, string] => [mode, firstPage]),
      ...remotePages[remote].flatMap((path): [Mode, string][] => [
        ['hang', path],
        ['browser-hang', path],
      ]),
    ];
    for (const [mode, path] of cases) {
      test(`${remote} ${label[mode]} costs only its slot on ${path}`, async ({ page }) => {
        test.setTimeout(60_000);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        const restore = await breakRemote(page, remote, mode);
        try {
          await expectOnlyTheSlotLost(page, remote, path, mode);
        } finally {
          await restore();
        }
        // A broken remote script fails to parse where the browser evaluates it; nothing else may throw.
        expect(errors.filter((message) => !(mode === 'bad-js' && /Unexpected|SyntaxError/.test(message)))).toEqual([]);
      });
    }

    test(`${remote}: retry recovers once the remote is back`, async ({ page }) => {
      const restore = pointRemoteAt(remote, await closedPortOrigin());
      try {
        await page.goto(firstPage, { waitUntil: 'domcontentloaded' });
        await expect(page.getByRole('main').getByRole('alert')).toBeVisible(settles);
      } finally {
        restore();
      }
      // The page's registry still names the dead origin: a new page load takes the restored one.
      await page.reload();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
