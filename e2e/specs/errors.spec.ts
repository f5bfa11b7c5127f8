// Pins: the shell's error screens (SPEC section 2): 404 wording and the home link; /{lang}/error is the generic error screen (500, blank layout, a 'Go back home' button); in maintenance mode (MAINTENANCE=1) every page answers 503 with Retry-After and the maintenance screen in the shopper's language (/sitemap.xml a 503 too), while the api, the shell's files and its documents keep answering; an api answering 503 gives the same maintenance answer; a registry without a remote costs only its slots; a render that fails in the shell itself answers 500 with the error screen.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { secondShop, secondShopBase } from '../support/second-shop.ts';
import { hydrated, readRegistry, startMisbehavingServer, writeRegistry } from '../support/shop.ts';

test.describe('errors', { tag: '@shell' }, () => {
  test('a missing page says so in the SPEC words and links the localized root', async ({ page }) => {
    const response = await page.goto('/de/gibt/es/nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/de');

    await page.goto('/en/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible();
    await expect(page.getByText('Page Not Found: /en/no/such/page')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/en');
  });

  test('/en/error is the generic error screen: 500, blank layout, a button home', async ({ page }) => {
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') complaints.push(message.text());
    });
    const response = await page.goto('/en/error');
    expect(response?.status()).toBe(500);
    // A screen is never shared (ADR 0600): nothing keeps it, a browser included.
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(await response?.text()).toMatch(/<h1[^>]*>An error occurred<\/h1>/);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occurred');
    await expect(page).toHaveTitle('An error occurred');
    // The blank layout: the logo only, no header widgets, no footer.
    await expect(page.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/en');
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // Hydrated without a mismatch, and no remote module was needed for it.
    expect(complaints.filter((text) => !/status of 500/.test(text))).toEqual([]);

    await page.getByRole('button', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/en\??$/);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('/fr/error speaks French', async ({ page }) => {
    expect((await page.goto('/fr/error'))?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Une erreur s’est produite');
    await expect(page.getByRole('button', { name: 'Retour à l’accueil' })).toBeVisible();
  });

  test("a registry without a remote costs only that remote's slots: the page answers 200 and the cart slot offers its retry", async ({
    page,
  }) => {
    const original = readRegistry();
    const { checkout: _checkout, ...rest } = original.remotes;
    writeRegistry({ remotes: rest } as unknown as typeof original);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      const response = await page.goto('/it/cart');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const slot = page.getByRole('main').getByRole('alert');
      await expect(slot).toContainText('Non è stato possibile caricare questa sezione del negozio.');
      await expect(slot.getByRole('button', { name: 'Riprova' })).toBeVisible();
      // The browser was told of the other remotes only, and leaves checkout unregistered.
      expect(
        await page.evaluate(() =>
          Object.keys((window as unknown as { __SF__: { entries: object } }).__SF__.entries).sort(),
        ),
      ).toEqual(['account', 'catalog']);
      // The rest of the shop works on the same page load: catalog's header widget, then its page.
      await expect(page.getByRole('combobox', { name: 'Cerca nel negozio' })).toBeVisible();
      await page.getByRole('link', { name: 'Pagina iniziale' }).click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    } finally {
      writeRegistry(original);
    }
    expect(errors).toEqual([]);
    await page.goto('/it/cart');
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  /**
   * The shop's api, except that its content call replies with a page whose title is a language map (a PrestaShop-style
   * quirk our contract does not allow): every other call is passed through to the real api at `apiOrigin`.
   */
  async function startApiWithMalformedContent(apiOrigin: string): Promise<{ origin: string; close(): Promise<void> }> {
    const malformed = {
      success: true,
      code: 200,
      psdata: {
        id: 5,
        slug: 'chi-siamo',
        title: { 1: 'Chi siamo' },
        content: '<p>Chi siamo</p>',
        meta_description: '',
        links: { it: '/it/chi-siamo' },
      },
    };
    const server = http.createServer((req, res) => {
      if (req.url?.startsWith('/cms/getContent')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(malformed));
      }
      const upstream = http.request(
        `${apiOrigin}${req.url ?? '/'}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      origin: `http://localhost:${port}`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  test.describe('a shop whose api replies malformed content', () => {
    // The shell's own content page cannot render a title that is a language map: the render fails in the shell
    // itself, outside any remote's slot. (The content base must be on the api's origin, so the api itself misbehaves.)
    let api: Awaited<ReturnType<typeof startApiWithMalformedContent>> | undefined;
    const offset = 700;
    const shop = secondShop('bad-content', offset, async () => {
      api = await startApiWithMalformedContent(`http://localhost:${secondShopBase(offset) + 81}`);
      return { API_URL: api.origin };
    });
    test.afterAll(async () => api?.close());

    test('a render that fails in the shell itself is a 500 with the error screen, not a stack', async ({ page }) => {
      const response = await page.goto(`${shop.url()}/it/chi-siamo`);
      expect(response?.status()).toBe(500);
      expect(response?.headers()['cache-control']).toBe('no-store');
      const html = (await response?.text()) ?? '';
      expect(html).not.toMatch(/at .+\.js:\d+/);
      expect(html).not.toContain('<script');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Si è verificato un errore');
      await page.getByRole('button', { name: 'Torna alla home page' }).click();
      await expect(page).toHaveURL(/\/it\??$/);
      // Pages that need no content call still render.
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  });

  test.describe('a shop whose api answers 503', () => {
    // SPEC: 'Maintenance triggers on status 503'. The api (not the shell's MAINTENANCE setting) is in maintenance.
    let api: Awaited<ReturnType<typeof startMisbehavingServer>> | undefined;
    const shop = secondShop('api-503', 800, async () => {
      api = await startMisbehavingServer('503');
      return { API_URL: api.origin };
    });
    test.afterAll(async () => api?.close());

    test('pages answer 503 with Retry-After and the maintenance screen in the language of their path', async ({
      page,
      request,
    }) => {
      const response = await page.goto(`${shop.url()}/fr/3-women`);
      expect(response?.status()).toBe(503);
      expect(response?.headers()['retry-after']).toBe('300');
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('En maintenance');
      await expect(page.getByText('Veuillez réessayer dans quelques minutes.')).toBeVisible();
      expect(await page.locator('script[src]').count()).toBe(0);

      for (const [pagePath, text] of [
        ['/de/cart', 'Bitte versuchen Sie es in ein paar Minuten erneut.'],
        ['/en', 'Please try again in a few minutes.'],
      ]) {
        const other = await request.get(`${shop.url()}${pagePath}`);
        expect(other.status()).toBe(503);
        expect(await other.text()).toContain(text);
      }
    });
  });

  test.describe('in maintenance mode', () => {
    const shop = secondShop('maintenance', 600, () => ({ MAINTENANCE: '1' }));

    test('a page answers 503 with Retry-After and the maintenance screen in the language of its path, loading no remote', async ({
      page,
    }) => {
      const remoteRequests: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(shop.url())) remoteRequests.push(request.url());
      });
      const response = await page.goto(`${shop.url()}/fr/3-women`);
      expect(response?.status()).toBe(503);
      expect(response?.headers()['retry-after']).toBe('300');
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('En maintenance');
      await expect(page.getByText('Le site est en maintenance. Nous serons bientôt de retour.')).toBeVisible();
      await expect(page.getByText('Veuillez réessayer dans quelques minutes.')).toBeVisible();
      await expect(page).toHaveTitle('En maintenance');
      // The blank layout: the logo, no widgets, no footer; styled by the shell's own files, which still load.
      await expect(page.getByRole('link', { name: 'Page d’accueil' })).toHaveAttribute('href', '/fr');
      await expect(page.getByRole('searchbox')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      expect(
        await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.cssRules.length > 0).length),
      ).toBeGreaterThan(0);
      expect(await page.locator('script[src]').count()).toBe(0);
      expect(remoteRequests).toEqual([]);
    });

    test('the root answers 503 itself, in the language the shopper would be sent to', async ({ request }) => {
      const response = await request.get(`${shop.url()}/`, {
        maxRedirects: 0,
        headers: { 'accept-language': 'it-IT,it;q=0.9,en;q=0.5' },
      });
      expect(response.status()).toBe(503);
      expect(response.headers()['retry-after']).toBe('300');
      expect(response.headers().vary).toContain('Accept-Language');
      const html = await response.text();
      expect(html).toContain('<html lang="it"');
      expect(html).toContain('Riprova tra qualche minuto.');

      const english = await request.get(`${shop.url()}/en/cart`);
      expect(english.status()).toBe(503);
      expect(await english.text()).toContain('Please try again in a few minutes.');
    });

    test('/sitemap.xml answers 503 with Retry-After too, not a sitemap', async ({ request }) => {
      const response = await request.get(`${shop.url()}/sitemap.xml`);
      expect(response.status()).toBe(503);
      expect(response.headers()['retry-after']).toBe('300');
      expect(response.headers()['cache-control']).toBe('no-store');
    });

    test("the api, the runtime config, the registry, health and the shell's files keep answering", async ({
      request,
    }) => {
      const bootstrap = await request.post(`${shop.url()}/api/bootstrap`, { data: {} });
      expect(bootstrap.status()).toBe(200);
      expect(await bootstrap.json()).toMatchObject({ success: true });
      const config = await request.get(`${shop.url()}/config.json`);
      expect(config.headers()['cache-control']).toBe('no-store');
      expect(await config.json()).toMatchObject({ maintenance: true });
      expect((await request.get(`${shop.url()}/registry.json`)).status()).toBe(200);
      expect((await request.get(`${shop.url()}/healthz`)).status()).toBe(200);
      const html = await (await request.get(`${shop.url()}/en`)).text();
      const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
      expect(stylesheet).toMatch(/^\/static\/shell\//);
      const css = await request.get(`${shop.url()}${stylesheet}`);
      expect(css.status()).toBe(200);
      expect(css.headers()['content-type']).toContain('text/css');
    });
  });
});
