import { headTags, inlineStyleTags, shellStylesheetTag } from './document.ts';

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

describe('inlineStyleTags', () => {
  it('inlines each file and marks it loaded for the chunk loader with a disabled link, which nothing fetches', () => {
    const href = 'https://cdn.example/catalog/1.0.0/__federation_expose_HomePage.1a2b.css?v="1"&x';
    expect(inlineStyleTags([{ href, css: '.a{color:red}</style><script>' }])).toEqual([
      '<style data-href="https://cdn.example/catalog/1.0.0/__federation_expose_HomePage.1a2b.css?v=&quot;1&quot;&amp;x">.a{color:red}<\\/style><script></style>',
      '<link rel="stylesheet" href="https://cdn.example/catalog/1.0.0/__federation_expose_HomePage.1a2b.css?v=&quot;1&quot;&amp;x" disabled>',
    ]);
  });
});

describe('shellStylesheetTag', () => {
  it("names the link as rspack's CSS chunk loader names its own, so the loader adopts it instead of adding another", () => {
    expect(shellStylesheetTag('/static/shell/75.c00b4627.css')).toBe(
      '<link rel="stylesheet" href="/static/shell/75.c00b4627.css" data-rspack="shell:chunk-75">',
    );
    // A twin (the same CSS under another chunk) is marked loaded without being fetched.
    expect(shellStylesheetTag('/static/shell/302.8337d619.css', true)).toBe(
      '<link rel="stylesheet" href="/static/shell/302.8337d619.css" data-rspack="shell:chunk-302" disabled>',
    );
  });
});
