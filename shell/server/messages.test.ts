import { withShopDescription } from './messages.ts';

describe('withShopDescription', () => {
  it("gives a page without a description the shop's, in the page's language", () => {
    const english = withShopDescription({ title: 'Home' }, 'en').description;
    const french = withShopDescription({ title: 'Accueil' }, 'fr').description;
    expect(english).toMatch(/\w{3,}/);
    expect(french).toMatch(/\w{3,}/);
    expect(french).not.toBe(english);
    expect(english).not.toContain('shell.meta');
  });

  it("keeps the page's own description", () => {
    expect(withShopDescription({ description: 'A red dress' }, 'de')).toEqual({ description: 'A red dress' });
  });
});
