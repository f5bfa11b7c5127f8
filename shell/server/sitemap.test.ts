/** @jest-environment node */
import zlib from 'node:zlib';
import { createSitemapSource } from './sitemap.ts';

const tree = (lang: string) => ({
  id: 2,
  link: `/${lang}/2-catalogue`,
  children: [{ id: 3, link: `/${lang}/3-${lang}-women`, children: [{ id: 10, link: `/${lang}/10-${lang}-dresses`, children: [] }] }],
});

/** A stub api: two pages of one product each, a category tree, one content page; `fail` makes every call a 500. */
function stubApi() {
  const stub = { calls: [] as string[], fail: false };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const lang = new Headers(init?.headers).get('accept-language') ?? 'en';
    const body = JSON.parse(String(init?.body)) as { page?: number };
    stub.calls.push(`${url} ${lang} ${body.page ?? ''}`.trim());
    if (stub.fail) return new Response(JSON.stringify({ success: false, code: 500, psdata: null, message: 'down' }), { status: 500 });
    const psdata = url.endsWith('/api/getProducts')
      ? { pagination: { pages_count: 2 }, products: [{ id_product: body.page, link: `/${lang}/${body.page}-${lang}-product.html` }], categories: body.page === 1 ? tree(lang) : null }
      : url.endsWith('/api/bootstrap')
        ? { cms_pages: [{ id: 5, slug: 'about-us', title: 'About us' }] }
        : { links: { en: '/en/about-us', fr: '/fr/a-propos', it: '/it/chi-siamo', es: '/es/quienes-somos', de: '/de/ueber-uns' } };
    return new Response(JSON.stringify({ success: true, code: 200, psdata }));
  });
  return stub;
}

afterEach(() => jest.restoreAllMocks());

const text = (document: { xml: Buffer }) => document.xml.toString('utf8');

describe('createSitemapSource', () => {
  let clock = 0;
  const source = () => createSitemapSource({ apiBaseUrl: 'http://api.test/api', contentBaseUrl: 'http://api.test/cms', ttlMs: 600_000, now: () => clock });

  it('lists home, categories below the root, every page of products and the content pages, in five languages', async () => {
    const api = stubApi();
    const xml = text(await source().document('https://shop.example'));
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toHaveLength(6 * 5);
    expect(locs).toEqual(expect.arrayContaining(['https://shop.example/fr', 'https://shop.example/it/3-it-women', 'https://shop.example/de/10-de-dresses', 'https://shop.example/es/2-es-product.html', 'https://shop.example/fr/a-propos']));
    expect(xml).not.toContain('2-catalogue');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="it" href="https://shop.example/it/1-it-product.html"/>');
    // Per language, two listing pages; the content pages in one language (their links name the others).
    expect(api.calls.filter((call) => call.includes('getProducts'))).toHaveLength(10);
    expect(api.calls).toEqual(expect.arrayContaining(['http://api.test/api/bootstrap en', 'http://api.test/cms/getContent en']));
  });

  it('generates once per ttl, for every origin, and gzips what it serves', async () => {
    const api = stubApi();
    const sitemap = source();
    clock = 0;
    const [first, second] = await Promise.all([sitemap.document('https://shop.example'), sitemap.document('https://shop.example')]);
    expect(first).toBe(second);
    expect(zlib.gunzipSync(first.gzip).equals(first.xml)).toBe(true);
    const calls = api.calls.length;
    clock = 599_999;
    expect(text(await sitemap.document('http://localhost:8080'))).toContain('<loc>http://localhost:8080/en</loc>');
    expect(api.calls).toHaveLength(calls);
    clock = 600_000;
    await sitemap.document('https://shop.example');
    expect(api.calls).toHaveLength(calls * 2);
  });

  it('keeps answering with the last sitemap while the api fails, and fails without one', async () => {
    const api = stubApi();
    const sitemap = source();
    api.fail = true;
    await expect(sitemap.document('https://shop.example')).rejects.toThrow('answered 500: down');
    api.fail = false;
    clock = 0;
    const good = text(await sitemap.document('https://shop.example'));
    api.fail = true;
    clock = 700_000;
    expect(text(await sitemap.document('https://shop.example'))).toBe(good);
  });
});
