import { productFixture } from './product-fixture.ts';
import { plainText, productHead } from './product-head.ts';

describe('productHead', () => {
  const head = productHead(productFixture, 'fr', 'https://shop.example');

  it('names the product, its canonical path and the same product in every language under its own slug', () => {
    expect(head.title).toBe('Relaxed Linen Dress – Maison Sauvage');
    expect(head.description).toBe('Made of linen. An easy piece for every day, designed to last season after season.');
    expect(head.canonical).toBe('/fr/1-relaxed-linen-dress.html');
    expect(head.alternates).toEqual({
      en: '/en/1-relaxed-linen-dress.html',
      fr: '/fr/1-robe-decontractee-en-lin.html',
      it: '/it/1-abito-comodo-in-lino.html',
      es: '/es/1-vestido-holgado-de-lino.html',
      de: '/de/1-lassiges-kleid-aus-leinen.html',
      'x-default': '/en/1-relaxed-linen-dress.html',
    });
  });

  it('names alternates only for the shop languages the api links, and no default without English', () => {
    const partial = productHead(
      { ...productFixture, links: { it: '/it/1-abito-comodo-in-lino.html', pl: '/pl/1-sukienka-lniana.html' } },
      'it',
      'http://x',
    );
    expect(partial.alternates).toEqual({ it: '/it/1-abito-comodo-in-lino.html' });
  });

  it('names the page alone when the api is a release older than its links', () => {
    const { links: _links, ...older } = productFixture;
    const alone = productHead(older as typeof productFixture, 'it', 'http://x');
    expect(alone.alternates).toEqual({ it: alone.canonical });
  });

  it('describes a schema.org Product with an offer in euros', () => {
    expect(head.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Relaxed Linen Dress',
      sku: 'WDRE-0001',
      brand: { '@type': 'Brand', name: 'Maison Sauvage' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/fr/1-relaxed-linen-dress.html',
        price: '99.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(head.jsonLd?.image).toHaveLength(6);
    expect(head.jsonLd).toHaveProperty(['image', 0], 'https://shop.example/api/img/p/1-1.svg');
  });

  it('says when the chosen combination runs low or is sold out', () => {
    const low = productHead({ ...productFixture, availability: 'last_remaining_items' }, 'en', 'http://x');
    const none = productHead({ ...productFixture, availability: 'unavailable' }, 'en', 'http://x');
    expect(low.jsonLd).toHaveProperty('offers.availability', 'https://schema.org/LimitedAvailability');
    expect(none.jsonLd).toHaveProperty('offers.availability', 'https://schema.org/OutOfStock');
  });
});

describe('plainText', () => {
  it('drops tags and shortens on a word boundary', () => {
    expect(plainText('<p>Soft <b>wool</b>&nbsp;&amp; silk</p>')).toBe('Soft wool & silk');
    expect(plainText('one two three four five six', 12)).toBe('one two…');
  });
});
