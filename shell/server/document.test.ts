import { afterMainId } from '../src/layout/main-region.ts';
import { documentHead, headTags, inlineStyleTags, shellStylesheetTag } from './document.ts';
import { documentText } from './document-gzip.ts';
import { faviconPngs } from './favicon.ts';

describe('headTags', () => {
  it('writes title, description, canonical, alternates and structured data, escaped', () => {
    const tags = headTags(
      {
        title: 'Dress <b>&</b> more',
        description: 'A "light" dress',
        canonical: '/en/1-dress.html',
        alternates: { fr: '/fr/1-robe.html', 'x-default': '/en/1-dress.html' },
        jsonLd: { '@type': 'Product', name: '</script><script>alert(1)</script>' },
      },
      'https://shop.example',
    );
    expect(tags).toEqual([
      '<title>Dress &lt;b&gt;&amp;&lt;/b&gt; more</title>',
      '<meta name="description" content="A &quot;light&quot; dress">',
      '<link rel="canonical" href="https://shop.example/en/1-dress.html">',
      '<link rel="alternate" hreflang="fr" href="https://shop.example/fr/1-robe.html">',
      '<link rel="alternate" hreflang="x-default" href="https://shop.example/en/1-dress.html">',
      expect.stringMatching(/^<script type="application\/ld\+json">\{.*\}<\/script>$/),
    ]);
    expect(tags.join('')).not.toContain('</script><script>');
  });

  it('writes nothing for an empty head', () => {
    expect(headTags({}, 'http://x')).toEqual([]);
  });
});

/** The head's text: its pieces joined. */
const headText = (input: Parameters<typeof documentHead>[0]) => documentText(documentHead(input));

describe('documentHead', () => {
  const base = {
    lang: 'en',
    theme: 'default' as const,
    shell: { scripts: [], preload: [], stylesheets: ['/static/shell/main.css'], integrity: {} },
    page: { scripts: [], stylesheets: [], cssChunks: {} },
    head: {},
    origin: 'http://x',
  };

  it('links the shop’s icon as PNGs the server has, never the SVG', () => {
    const html = headText(base);
    const icons = [...html.matchAll(/<link rel="icon"[^>]*>/g)].map(([tag]) => tag);
    expect(icons).toEqual([
      '<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">',
      '<link rel="icon" href="/favicon-192.png" sizes="192x192" type="image/png">',
    ]);
    expect(Object.keys(faviconPngs).map((size) => `/favicon-${size}.png`)).toEqual(
      icons.map((tag) => /href="([^"]+)"/.exec(tag)?.[1]),
    );
    for (const [size, png] of Object.entries(faviconPngs)) {
      const bytes = Buffer.from(png, 'base64');
      // The PNG signature, then the header chunk's width and height.
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([Number(size), Number(size)]);
    }
  });

  it('preloads the shell’s scripts with the hash and CORS mode its chunk loader will ask for them with', () => {
    const html = headText({
      lang: 'en',
      theme: 'default',
      shell: {
        scripts: ['/static/shell/main.js'],
        preload: ['/static/shell/main.js', '/static/shell/1.js'],
        stylesheets: [],
        integrity: { '/static/shell/main.js': 'sha384-abc' },
      },
      page: { scripts: [], stylesheets: [], cssChunks: {} },
      head: {},
      origin: 'https://shop.example',
    });
    expect(html).toContain(
      '<link rel="preload" as="script" href="/static/shell/main.js" integrity="sha384-abc" crossorigin="anonymous">',
    );
    // A file whose hash is unknown is preloaded as before.
    expect(html).toContain('<link rel="preload" as="script" href="/static/shell/1.js">');
  });

  it('gives a shared page its head script and the visitor country its notice was rendered for', () => {
    const html = headText({ ...base, sharedState: { script: 'window.marked=1', visitorCountry: 'DE' } });
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en" data-theme="default" data-visitor="DE"><head>/);
    expect(html).toContain('<script>window.marked=1</script>');
    // Before the stylesheets, so the marks are set before anything paints.
    expect(html.indexOf('window.marked')).toBeLessThan(html.indexOf('main.css'));
  });

  it('links the forms’ stylesheets (and marks their twins loaded) only on a page that renders forms', () => {
    const shell = {
      ...base.shell,
      formStylesheets: { linked: ['/static/shell/140.f1.css'], twins: ['/static/shell/759.f1.css'] },
    };
    const withForms = headText({ ...base, shell, forms: true });
    expect(withForms).toContain(shellStylesheetTag('/static/shell/140.f1.css'));
    expect(withForms).toContain('<link rel="stylesheet" data-rspack="shell:chunk-759">');
    expect(withForms).not.toContain('759.f1.css');
    // After the shell's own, so a field's rules win over the layout's like they do once the forms' code adds them.
    expect(withForms.indexOf('140.f1.css')).toBeGreaterThan(withForms.indexOf('main.css'));
    expect(headText({ ...base, shell })).not.toContain('f1.css');
    expect(headText({ ...base, shell })).not.toContain('chunk-759');
  });

  it('holds the first paint until the main region is parsed, so a half-parsed header never paints', () => {
    const html = headText(base);
    expect(html).toContain(`<link rel="expect" href="#${afterMainId}" blocking="render">`);
    expect(html.indexOf('rel="expect"')).toBeLessThan(html.indexOf('main.css'));
  });

  it('gives a personal page neither', () => {
    const html = headText(base);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('data-visitor');
  });
});

describe('inlineStyleTags', () => {
  it('inlines each file and marks its chunk loaded for the chunk loader with a link that names no file', () => {
    const href = 'https://cdn.example/catalog/1.0.0/__federation_expose_HomePage.1a2b.css?v="1"&x';
    expect(inlineStyleTags([{ href, css: '.a{color:red}</style><script>' }], { [href]: 'catalog:chunk-781' })).toEqual([
      '<style data-href="https://cdn.example/catalog/1.0.0/__federation_expose_HomePage.1a2b.css?v=&quot;1&quot;&amp;x">.a{color:red}<\\/style><script></style>',
      '<link rel="stylesheet" data-rspack="catalog:chunk-781">',
    ]);
  });

  it('leaves a file unmarked when the build does not name its chunk (never a link with its href)', () => {
    const tags = inlineStyleTags([{ href: 'https://cdn.example/catalog/0.9.0/a.css', css: '.a{}' }]);
    expect(tags).toEqual(['<style data-href="https://cdn.example/catalog/0.9.0/a.css">.a{}</style>']);
  });
});

describe('shellStylesheetTag and chunkMark', () => {
  it("names the link as rspack's CSS chunk loader names its own, so the loader adopts it instead of adding another", () => {
    expect(shellStylesheetTag('/static/shell/75.c00b4627.css')).toBe(
      '<link rel="stylesheet" href="/static/shell/75.c00b4627.css" data-rspack="shell:chunk-75">',
    );
    expect(shellStylesheetTag('/static/shell/shared-forms.c00b4627.css', 'shell:chunk-412')).toBe(
      '<link rel="stylesheet" href="/static/shell/shared-forms.c00b4627.css" data-rspack="shell:chunk-412">',
    );
  });

  it('marks a twin (the same CSS under another chunk) loaded without naming a file to fetch', () => {
    const html = headText({
      lang: 'en',
      theme: 'default',
      shell: {
        scripts: [],
        preload: [],
        stylesheets: ['/static/shell/75.aaaa.css'],
        stylesheetTwins: ['/static/shell/302.aaaa.css'],
        cssChunks: { '/static/shell/75.aaaa.css': 'shell:chunk-75', '/static/shell/302.aaaa.css': 'shell:chunk-302' },
        integrity: {},
      },
      page: { scripts: [], stylesheets: [], cssChunks: {} },
      head: {},
      origin: 'http://x',
    });
    expect(html).toContain('<link rel="stylesheet" data-rspack="shell:chunk-302">');
    expect(html).not.toContain('302.aaaa.css');
    expect(html).not.toContain(' disabled');
  });
});
