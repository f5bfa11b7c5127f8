/** The bench's flags and the pages `--pages` chooses. */
import { parseFlags, selectPages } from './options.ts';

const pages = [
  { name: 'home' },
  { name: 'cart' },
  { name: 'checkout-account' },
  { name: 'checkout-payment' },
  { name: 'login' },
] as const;

test('--pages takes a comma list; without it every page is benched', () => {
  expect(parseFlags([]).pages).toBeNull();
  expect(parseFlags(['--pages', 'login,cart']).pages).toEqual(['login', 'cart']);
  expect(parseFlags(['--pages=checkout-*']).pages).toEqual(['checkout-*']);
  expect(() => parseFlags(['--pages', ''])).toThrow(/--pages wants page names/);
});

test('selectPages keeps the bench order, takes a prefix with *, and refuses a name that matches nothing', () => {
  expect(selectPages(pages, null).map((page) => page.name)).toEqual(pages.map((page) => page.name));
  expect(selectPages(pages, ['login', 'cart']).map((page) => page.name)).toEqual(['cart', 'login']);
  expect(selectPages(pages, ['checkout-*']).map((page) => page.name)).toEqual(['checkout-account', 'checkout-payment']);
  expect(() => selectPages(pages, ['logn'])).toThrow(/no page logn/);
});

test('--lighthouse-runs takes a whole number from 1 to 9; one run by default', () => {
  expect(parseFlags([]).lighthouseRuns).toBe(1);
  expect(parseFlags(['--lighthouse-runs', '3']).lighthouseRuns).toBe(3);
  expect(() => parseFlags(['--lighthouse-runs', '0'])).toThrow(/from 1 to 9/);
});

test('--taps chooses the first-tap cases by short name and refuses others', () => {
  expect(parseFlags([]).taps).toBeNull();
  expect(parseFlags(['--first-tap', '--taps', 'add,search']).taps).toEqual(['add to cart', 'search']);
  expect(() => parseFlags(['--taps', 'add,checkout'])).toThrow(/--taps wants a list of add, facet, search/);
  expect(() => parseFlags(['--taps', ''])).toThrow(/--taps/);
});
