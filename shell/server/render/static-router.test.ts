/**
 * @jest-environment node
 *
 * The server's router state is built from the one route's match: the same as react-router's static handler answers.
 */
import { queriedRouting, staticRouting } from './static-router.tsx';

describe('staticRouting', () => {
  it.each([
    'http://shop.test/',
    'http://shop.test/en',
    'http://shop.test/en/3-women?q=size-m&order=product.price.asc',
    'http://shop.test/en/12-striped-viscose-blouse.html?id_product_attribute=7',
    'http://shop.test/fr/3-wom%C3%A9n/',
    'http://shop.test/en/search?q=a%20b%2Fc',
    'http://shop.test/en/3-women?',
    'http://shop.test/en/bad%E0%A4%A',
    'http://shop.test/en//double/',
    'http://shop.test/en/3-women/',
    'http://shop.test/en/3-women#reviews',
    'http://shop.test/en/a%252Fb%2F',
  ])('gives what the static handler answers for %s', async (href) => {
    const url = new URL(href);
    expect(staticRouting(url)).toEqual(await queriedRouting(url));
  });
});
