import { canonicalRedirect, canonicalUrl } from './canonical-url.ts';

describe('canonicalUrl', () => {
  const link = '/fr/1-robe-decontractee-en-lin.html';

  it('is nothing when the page was asked for at its own address', () => {
    expect(canonicalUrl(link, '', link)).toBeNull();
    expect(canonicalUrl(link, '?group-1=3', link)).toBeNull();
    expect(canonicalUrl('/fr/3-femme', '', '/fr/3-femme')).toBeNull();
  });

  it.each([
    ['another language’s slug', '/fr/1-vestito-rilassato-in-lino.html'],
    ['an old or mistyped slug', '/fr/1-robe-decontracte.html'],
    ['no slug at all', '/fr/1.html'],
    ['the id written with a leading zero', '/fr/01-robe-decontractee-en-lin.html'],
    ['another case', '/fr/1-Robe-Decontractee-En-Lin.html'],
  ])('is the reply’s link for %s, with the query kept as it came', (_case, path) => {
    expect(canonicalUrl(path, '', link)).toBe(link);
    expect(canonicalUrl(path, '?group-1=3&group-2=102', link)).toBe(`${link}?group-1=3&group-2=102`);
  });

  it('is a category’s own slug for a category asked for under another', () => {
    expect(canonicalUrl('/fr/3-women', '?page=2', '/fr/3-femme')).toBe('/fr/3-femme?page=2');
  });

  it('never sends the shopper off the shop, nor anywhere without a link', () => {
    expect(canonicalUrl('/fr/1-x.html', '', undefined)).toBeNull();
    expect(canonicalUrl('/fr/1-x.html', '', '')).toBeNull();
    expect(canonicalUrl('/fr/1-x.html', '', 'https://elsewhere.example/fr/1-x.html')).toBeNull();
    expect(canonicalUrl('/fr/1-x.html', '', '//elsewhere.example/fr/1-x.html')).toBeNull();
    expect(canonicalUrl('/fr/1-x.html', '', '/\\elsewhere.example/fr/1-x.html')).toBeNull();
    // Browsers drop tabs and line breaks from a Location before resolving it: '/\t/host' would be '//host'.
    expect(canonicalUrl('/fr/1-x.html', '', '/\t/elsewhere.example/fr/1-x.html')).toBeNull();
    expect(canonicalUrl('/fr/1-x.html', '', '/\n/elsewhere.example/fr/1-x.html')).toBeNull();
    expect(canonicalUrl('/fr/1-x.html', '', 'fr/1-x.html')).toBeNull();
  });
});

describe('canonicalRedirect', () => {
  it('answers a permanent redirect to the canonical path with the request’s query', () => {
    const query = new URLSearchParams('group-1=3&utm_source=mail');
    expect(
      canonicalRedirect('/fr/1-vestito-rilassato-in-lino.html', query, '/fr/1-robe-decontractee-en-lin.html'),
    ).toEqual({
      to: '/fr/1-robe-decontractee-en-lin.html?group-1=3&utm_source=mail',
      status: 301,
    });
    expect(canonicalRedirect('/fr/3-women', new URLSearchParams(), '/fr/3-femme')).toEqual({
      to: '/fr/3-femme',
      status: 301,
    });
  });

  it('is nothing at the canonical path', () => {
    expect(canonicalRedirect('/fr/3-femme', new URLSearchParams('page=2'), '/fr/3-femme')).toBeUndefined();
  });
});
