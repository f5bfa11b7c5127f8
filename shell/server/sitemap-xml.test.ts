import { escapeXml, sitemapXml } from './sitemap-xml.ts';

const dress = {
  en: '/en/1-relaxed-linen-dress.html',
  fr: '/fr/1-robe-decontractee-en-lin.html',
  it: '/it/1-abito-comodo-in-lino.html',
  es: '/es/1-vestido-holgado-de-lino.html',
  de: '/de/1-lockeres-leinenkleid.html',
};

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');
const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNs = 'http://www.w3.org/1999/xhtml';

describe('sitemapXml', () => {
  it('lists a page once per language, each with every language and English as x-default', () => {
    const doc = parse(sitemapXml([dress], 'https://shop.example'));
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const urls = [...doc.getElementsByTagNameNS(sitemapNs, 'url')];
    expect(urls.map((url) => url.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent)).toEqual(
      Object.values(dress).map((path) => `https://shop.example${path}`),
    );
    for (const url of urls) {
      const links = [...url.getElementsByTagNameNS(xhtmlNs, 'link')].map((link) => [
        link.getAttribute('rel'),
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
      expect(links).toEqual([
        ...Object.entries(dress).map(([lang, path]) => ['alternate', lang, `https://shop.example${path}`]),
        ['alternate', 'x-default', 'https://shop.example/en/1-relaxed-linen-dress.html'],
      ]);
    }
  });

  it('leaves out the languages a page lacks, and x-default without English', () => {
    const doc = parse(sitemapXml([{ fr: '/fr/a-propos', it: '/it/chi-siamo' }], 'http://localhost:8080'));
    expect(doc.getElementsByTagNameNS(sitemapNs, 'url')).toHaveLength(2);
    expect([...doc.getElementsByTagNameNS(xhtmlNs, 'link')].map((link) => link.getAttribute('hreflang'))).toEqual([
      'fr',
      'it',
      'fr',
      'it',
    ]);
  });

  it('escapes what XML reserves, in text and in attributes', () => {
    const xml = sitemapXml([{ en: `/en/search?q=a&b<c>"d"'e` }], 'https://shop.example');
    expect(xml).toContain('<loc>https://shop.example/en/search?q=a&amp;b&lt;c&gt;&quot;d&quot;&apos;e</loc>');
    const doc = parse(xml);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent).toBe(
      `https://shop.example/en/search?q=a&b<c>"d"'e`,
    );
    expect(doc.getElementsByTagNameNS(xhtmlNs, 'link')[0]?.getAttribute('href')).toBe(
      `https://shop.example/en/search?q=a&b<c>"d"'e`,
    );
  });

  it('is an empty urlset without pages', () => {
    const doc = parse(sitemapXml([], 'https://shop.example'));
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe(sitemapNs);
    expect(doc.getElementsByTagNameNS(sitemapNs, 'url')).toHaveLength(0);
  });

  it('escapes each reserved character', () => {
    expect(escapeXml(`&<>"'plain`)).toBe('&amp;&lt;&gt;&quot;&apos;plain');
  });
});
