/** @jest-environment node */
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLimit, createSitemapSource, serveSitemap, sitemapConcurrency } from './sitemap.ts';

const tree = (lang: string) => ({
  id: 2,
  link: `/${lang}/2-catalogue`,
  children: [
    {
      id: 3,
      link: `/${lang}/3-${lang}-women`,
      children: [{ id: 10, link: `/${lang}/10-${lang}-dresses`, children: [] }],
    },
  ],
});

/**
 * A stub api: `pages` pages of one product each, a category tree, content pages 5 (about us) and 6; `fail` makes every
 * call a 500, `failContent` lists the content pages whose getContent fails. Counts the calls in flight at once.
 */
function stubApi(pages = 2) {
  const stub = { calls: [] as string[], fail: false, failContent: [] as number[], inFlight: 0, mostInFlight: 0 };
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const lang = new Headers(init?.headers).get('accept-language') ?? 'en';
    const body = JSON.parse(String(init?.body)) as { page?: number; id?: number };
    stub.calls.push(`${url} ${lang} ${body.page ?? ''}`.trim());
    stub.inFlight += 1;
    stub.mostInFlight = Math.max(stub.mostInFlight, stub.inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    stub.inFlight -= 1;
    const failure = (message: string) =>
      new Response(JSON.stringify({ success: false, code: 500, psdata: null, message }), { status: 500 });
    if (stub.fail) return failure('down');
    if (url.endsWith('/cms/getContent') && stub.failContent.includes(body.id ?? 0))
      return failure(`content ${body.id} broken`);
    const psdata = url.endsWith('/api/getProducts')
      ? {
          pagination: { pages_count: pages },
          products: [{ id_product: body.page, link: `/${lang}/${body.page}-${lang}-product.html` }],
          categories: body.page === 1 ? tree(lang) : null,
        }
      : url.endsWith('/api/getBrands')
        ? [{ id_manufacturer: 9, link: `/${lang}/brands/9-blue-harbor` }]
        : url.endsWith('/api/bootstrap')
          ? {
              cms_pages: [
                { id: 5, slug: 'about-us', title: 'About us' },
                { id: 6, slug: 'terms', title: 'Terms' },
              ],
            }
          : body.id === 5
            ? {
                links: {
                  en: '/en/about-us',
                  fr: '/fr/a-propos',
                  it: '/it/chi-siamo',
                  es: '/es/quienes-somos',
                  de: '/de/ueber-uns',
                },
              }
            : {
                links: { en: '/en/terms', fr: '/fr/conditions', it: '/it/termini', es: '/es/terminos', de: '/de/agb' },
              };
    return new Response(JSON.stringify({ success: true, code: 200, psdata }));
  });
  return stub;
}

afterEach(() => jest.restoreAllMocks());

const text = (document: { xml: Buffer }) => document.xml.toString('utf8');

describe('createSitemapSource', () => {
  let clock = 0;
  const source = () =>
    createSitemapSource({
      apiBaseUrl: 'http://api.test/api',
      contentBaseUrl: 'http://api.test/cms',
      ttlMs: 600_000,
      publicOrigin: 'https://shop.example',
      now: () => clock,
    });

  it('lists home, categories below the root, every page of products and the content pages, in five languages', async () => {
    const api = stubApi();
    const xml = text(await source().document('https://shop.example'));
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toHaveLength(7 * 5);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://shop.example/fr',
        'https://shop.example/it/3-it-women',
        'https://shop.example/de/10-de-dresses',
        'https://shop.example/es/2-es-product.html',
        'https://shop.example/fr/a-propos',
      ]),
    );
    expect(xml).not.toContain('2-catalogue');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="it" href="https://shop.example/it/1-it-product.html"/>',
    );
    // Per language, two listing pages; the content pages in one language (their links name the others).
    expect(api.calls.filter((call) => call.includes('getProducts'))).toHaveLength(10);
    expect(api.calls).toEqual(
      expect.arrayContaining(['http://api.test/api/bootstrap en', 'http://api.test/cms/getContent en']),
    );
  });

  it('lists the brands index and each brand only when the shop has brand pages (the blue theme)', async () => {
    const api = stubApi();
    expect(text(await source().document('https://shop.example'))).not.toContain('/brands');
    expect(api.calls.filter((call) => call.includes('getBrands'))).toHaveLength(0);
    const blue = createSitemapSource({
      apiBaseUrl: 'http://api.test/api',
      contentBaseUrl: 'http://api.test/cms',
      ttlMs: 600_000,
      publicOrigin: 'https://shop.example',
      brands: true,
    });
    const xml = text(await blue.document('https://shop.example'));
    expect(xml).toContain('<loc>https://shop.example/de/brands</loc>');
    expect(xml).toContain('<loc>https://shop.example/fr/brands/9-blue-harbor</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="it" href="https://shop.example/it/brands/9-blue-harbor"/>',
    );
  });

  it('generates once per ttl, keeps the public origin’s document only, and gzips what it serves', async () => {
    const api = stubApi();
    const sitemap = source();
    clock = 0;
    const [first, second] = await Promise.all([
      sitemap.document('https://shop.example'),
      sitemap.document('https://shop.example'),
    ]);
    expect(first).toBe(second);
    expect(zlib.gunzipSync(first.gzip).equals(first.xml)).toBe(true);
    const calls = api.calls.length;
    clock = 599_999;
    // Another host (a Host header is the client's to choose) gets its own document, kept for nobody.
    const other = await sitemap.document('http://evil.example');
    expect(text(other)).toContain('<loc>http://evil.example/en</loc>');
    expect(await sitemap.document('http://evil.example')).not.toBe(other);
    expect(await sitemap.document('https://shop.example')).toBe(first);
    expect(api.calls).toHaveLength(calls);
    clock = 600_000;
    await sitemap.document('https://shop.example');
    expect(api.calls).toHaveLength(calls * 2);
  });

  it('has at most four api calls in flight, however many listing pages five languages have', async () => {
    const api = stubApi(6);
    await source().document('https://shop.example');
    expect(api.calls.filter((call) => call.includes('getProducts'))).toHaveLength(6 * 5);
    expect(api.mostInFlight).toBe(sitemapConcurrency);
    expect(sitemapConcurrency).toBe(4);
  });

  it('leaves out a content page whose getContent fails, logs it, and lists the rest', async () => {
    const api = stubApi();
    api.failContent = [6];
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const xml = text(await source().document('https://shop.example'));
    expect(xml).toContain('<loc>https://shop.example/fr/a-propos</loc>');
    expect(xml).not.toContain('conditions');
    expect(xml).toContain('<loc>https://shop.example/de/10-de-dresses</loc>');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('content page 6 left out: getContent answered 500: content 6 broken'),
    );
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

describe('createLimit', () => {
  it('runs at most n tasks at once, in order, and passes results and failures through', async () => {
    const limit = createLimit(2);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const task = (n: number) => async () => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      if (n === 3) throw new Error('three');
      return n * 10;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => limit(task(n))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(
      results.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error).message)),
    ).toEqual([10, 20, 'three', 40, 50]);
  });
});

describe('serveSitemap', () => {
  /** A response that records what is written to it. */
  const response = () => {
    const sent = { status: 0, headers: {} as Record<string, unknown>, body: undefined as unknown };
    const res = {
      writeHead: (status: number, headers: Record<string, unknown>) => Object.assign(sent, { status, headers }),
      end: (body?: unknown) => Object.assign(sent, { body }),
    } as unknown as ServerResponse;
    return { res, sent };
  };
  const get = { method: 'GET', headers: {} } as IncomingMessage;
  const fakeSource = () => ({
    document: jest.fn(async () => ({ xml: Buffer.from('<urlset/>'), gzip: Buffer.from('') })),
  });

  it('answers 503 with Retry-After in maintenance, without walking the catalogue', async () => {
    const source = fakeSource();
    const { res, sent } = response();
    await serveSitemap(get, res, source, { origin: 'https://shop.example', cacheable: true, maintenance: true });
    expect(sent.status).toBe(503);
    expect(sent.headers).toMatchObject({ 'retry-after': '300', 'cache-control': 'no-store' });
    expect(source.document).not.toHaveBeenCalled();
  });

  it('lets shared caches keep the public origin’s sitemap only', async () => {
    const source = fakeSource();
    const first = response();
    await serveSitemap(get, first.res, source, { origin: 'https://shop.example', cacheable: true, maintenance: false });
    expect(first.sent).toMatchObject({ status: 200, headers: { 'cache-control': 'public, max-age=600' } });
    const second = response();
    await serveSitemap(get, second.res, source, {
      origin: 'http://evil.example',
      cacheable: false,
      maintenance: false,
    });
    expect(second.sent).toMatchObject({ status: 200, headers: { 'cache-control': 'no-store' } });
  });
});
