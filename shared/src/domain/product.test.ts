/** The SPEC section 3 mapping, on a reply captured from the api (`getProducts`, Italian, women). */
import type { Envelope, ProductListing } from '../schemas/index.ts';
import reply from './fixtures/get-products-it.json';
import { mapProduct } from './product.ts';

const listing = (reply as Envelope<ProductListing>).psdata;

describe('mapProduct', () => {
  it('maps a discounted product as SPEC section 3 says', () => {
    const [discounted] = listing.products;
    expect(discounted && mapProduct(discounted)).toEqual({
      id: 12,
      name: 'Blusa a righe in viscosa',
      slug: discounted?.link_rewrite,
      sku: 'WBLO-0012',
      description: discounted?.description_short,
      quantityLimit: 238,
      price: { isDiscounted: true, regularPrice: 112.9, value: 67.74 },
      primaryImage: { url: '/api/img/p/12-1.svg', alt: 'Blusa a righe in viscosa', width: 600, height: 750 },
      variants: [],
      gallery: [],
      attributes: [],
      rating: { average: 0, count: 0 },
    });
  });

  it('keeps the regular price equal to the price when there is no discount', () => {
    const plain = listing.products.find((product) => !product.has_discount);
    expect(plain).toBeDefined();
    const mapped = mapProduct(plain!);
    expect(mapped.price).toEqual({ isDiscounted: false, regularPrice: 99.9, value: 99.9 });
    expect(mapped.primaryImage.alt).toBe(plain!.name);
  });

  it('maps a frozen reply (the store’s, a kept one) to one frozen product, and any other anew each time', () => {
    const [first] = listing.products;
    if (!first) throw new Error('the fixture lists no product');
    const kept = Object.freeze(structuredClone(first));
    const mapped = mapProduct(kept);
    expect(mapProduct(kept)).toBe(mapped);
    expect(Object.isFrozen(mapped) && Object.isFrozen(mapped.price) && Object.isFrozen(mapped.primaryImage)).toBe(true);
    expect(mapped).toEqual(mapProduct(first));
    const open = structuredClone(first);
    expect(mapProduct(open)).not.toBe(mapProduct(open));
    expect(Object.isFrozen(mapProduct(open))).toBe(false);
  });

  it('maps every product of the reply with numbers, never formatted strings', () => {
    for (const product of listing.products.map(mapProduct)) {
      expect(typeof product.price.value).toBe('number');
      expect(product.price.value).toBeLessThanOrEqual(product.price.regularPrice);
      expect(product.id).toBeGreaterThan(0);
    }
  });
});
