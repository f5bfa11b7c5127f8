// Pins: content pages /{lang}/{slug} are server-rendered from the content api with their head, reached from the footer, 404 for an unknown slug and 301 to the language's own slug; /sitemap.xml lists every page with its language alternates.
import { expect, test } from '@playwright/test';
import { baseURL } from '../support/ports.ts';
import { hydrated } from '../support/shop.ts';

test.describe('content-pages', { tag: '@shell' }, () => {
  const aboutUs = {
    en: '/en/about-us',
    fr: '/fr/a-propos',
    it: '/it/chi-siamo',
    es: '/es/quienes-somos',
    de: '/de/ueber-uns',
  };

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a French content page arrives server-rendered with its title, body and head', async ({ page }) => {
      const response = await page.goto('/fr/a-propos');
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('À propos');
      await expect(main.getByText(/Sartoria Nova est née à Milan en 2012/)).toBeVisible();
      await expect(page).toHaveTitle('À propos');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/fr/a-propos`);
      for (const [lang, path] of Object.entries(aboutUs)) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
          'href',
          `${baseURL}${path}`,
        );
      }
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /^Sartoria Nova est née à Milan/,
      );
    });

    test('an unknown slug is a 404 with the not-found page', async ({ page }) => {
      const response = await page.goto('/fr/page-qui-n-existe-pas');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
      await expect(page.getByText('Page introuvable: /fr/page-qui-n-existe-pas')).toBeVisible();
    });
  });

  test('another language’s slug answers 301 to the page’s own in this language', async ({ request }) => {
    const response = await request.get('/fr/chi-siamo?utm_source=mail', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/fr/a-propos?utm_source=mail');
  });

  test('a footer link reaches its content page', async ({ page }) => {
    await page.goto('/fr');
    await hydrated(page);
    await page
      .getByRole('navigation', { name: 'Aide et informations' })
      .getByRole('link', { name: 'À propos' })
      .click();
    await expect(page).toHaveURL(/\/fr\/a-propos$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('À propos');
    await expect(page.getByRole('main').getByText(/Sartoria Nova est née à Milan en 2012/)).toBeVisible();
  });

  test('sitemap.xml is XML listing a product with its five language alternates', async ({ page, request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    const dress = `${baseURL}/fr/1-robe-decontractee-en-lin.html`;
    // Parsed by the browser's XML parser: a malformed document would report a parsererror.
    const parsed = await page.evaluate(
      ({ text, productLoc }) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        const sitemap = 'http://www.sitemaps.org/schemas/sitemap/0.9';
        const urls = [...doc.getElementsByTagNameNS(sitemap, 'url')];
        const url = urls.find(
          (candidate) => candidate.getElementsByTagNameNS(sitemap, 'loc')[0]?.textContent === productLoc,
        );
        const alternates = [...(url?.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link') ?? [])].map(
          (link) => [link.getAttribute('hreflang'), link.getAttribute('href')],
        );
        const locs = urls.map((candidate) => candidate.getElementsByTagNameNS(sitemap, 'loc')[0]?.textContent ?? '');
        return {
          errors: doc.getElementsByTagName('parsererror').length,
          root: doc.documentElement.localName,
          count: urls.length,
          alternates,
          locs,
        };
      },
      { text: xml, productLoc: dress },
    );
    expect(parsed.errors).toBe(0);
    expect(parsed.root).toBe('urlset');
    expect(Object.fromEntries(parsed.alternates)).toEqual({
      en: `${baseURL}/en/1-relaxed-linen-dress.html`,
      fr: dress,
      it: `${baseURL}/it/1-abito-comodo-in-lino.html`,
      es: `${baseURL}/es/1-vestido-holgado-de-lino.html`,
      de: `${baseURL}/de/1-lassiges-kleid-aus-leinen.html`,
      'x-default': `${baseURL}/en/1-relaxed-linen-dress.html`,
    });
    // Home, a category and a content page are there too, in every language.
    expect(parsed.locs).toEqual(
      expect.arrayContaining([
        `${baseURL}/de`,
        `${baseURL}/it/3-donna`,
        ...Object.values(aboutUs).map((path) => `${baseURL}${path}`),
      ]),
    );
  });
});
