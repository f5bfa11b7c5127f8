import { pageAlternates, serializeForScript } from './page-data.ts';

describe('serializeForScript', () => {
  it('cannot close the script or open a comment, and parses back to the same value', () => {
    const hostile = {
      name: '</script><script>alert(1)</script>',
      note: '<!-- x -->',
      sep: 'a\u2028b\u2029c',
      amp: 'a&b',
    };
    const text = serializeForScript(hostile);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<!--');
    expect(text).not.toMatch(/[\u2028\u2029<>&]/);
    // eslint-disable-next-line no-new-func
    expect(new Function(`return ${text}`)()).toEqual(hostile);
  });
});

describe('pageAlternates', () => {
  it('keeps the shop languages as paths (no x-default, no other hreflang, no query) with the rendered path', () => {
    const alternates = {
      en: '/en/3-women?page=2',
      fr: '/fr/3-femmes?page=2',
      it: '/it/3-donna?page=2',
      'x-default': '/en/3-women?page=2',
      pl: '/pl/3-kobiety',
    };
    expect(pageAlternates('/fr/3-femmes', alternates)).toEqual({
      path: '/fr/3-femmes',
      links: { en: '/en/3-women', fr: '/fr/3-femmes', it: '/it/3-donna' },
    });
  });

  it('is nothing when the page named no shop language', () => {
    expect(pageAlternates('/fr/cart', undefined)).toBeUndefined();
    expect(pageAlternates('/fr/x', { 'x-default': '/en/x' })).toBeUndefined();
  });
});
