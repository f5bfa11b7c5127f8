import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints, endpointsIn, events, exposes, renderContracts, routes } from './contracts.ts';

const root = path.resolve(__dirname, '..', '..');

/** The calls of SPEC section 7 plus the ones the api documents as its own (api/README.md). */
const knownCalls = new Set([
  'bootstrap',
  'login',
  'logout',
  'register',
  'getProducts',
  'getRelatedProducts',
  'getProduct',
  'getProductsFeatured',
  'getProductsBestsellers',
  'getProductsLatest',
  'getCarriers',
  'getCountries',
  'getCountry',
  'getBrands',
  'getBrand',
  'getCategory',
  'getCheckout',
  'updateCheckoutAddress',
  'updateCheckoutCarrier',
  'getGateways',
  'getAddresses',
  'createAddress',
  'updateAddress',
  'removeAddress',
  'getCustomer',
  'updateCustomer',
  'getOrder',
  'getOrders',
  'createOrder',
  'updateOrder',
  'validateOrder',
  'getCartItems',
  'createCartItem',
  'updateCartItem',
  'removeCartItem',
  'addOrRemoveCoupon',
  'markCartNotesSeen',
  'search',
  'resetPasswordEmail',
  'resetPasswordEnter',
  'addOrEditDeliveryMessage',
  'getDeliveryMessage',
  'getContent',
  'createOrderReturn',
  'sendContactMessage',
  'subscribeNewsletter',
  'confirmNewsletter',
  'getNewsletter',
  'unsubscribeNewsletter',
]);

describe('contracts', () => {
  it('docs/contracts.md matches the code (regenerate with `npx tsx scripts/contracts/write.ts`)', () => {
    expect(fs.readFileSync(path.join(root, 'docs', 'contracts.md'), 'utf8')).toBe(renderContracts());
  });

  it('injects every endpoint name once (RTK silently keeps the first of two definitions)', () => {
    const names = endpoints().map((endpoint) => endpoint.name);
    expect(names.length).toBeGreaterThan(5);
    const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
    expect(duplicates).toEqual([]);
  });

  it('names endpoints after the api calls (SPEC section 7 helpers excepted)', () => {
    // SPEC section 7's client helpers: recommended products (over getProductsBestsellers here) and mocked reviews.
    const clientHelpers = new Set(['getRecommendedProducts', 'getProductReviews']);
    const unknown = endpoints()
      .map((endpoint) => endpoint.name)
      .filter((name) => !knownCalls.has(name) && !clientHelpers.has(name));
    expect(unknown).toEqual([]);
  });

  it('gives every exposed key a file that exists', () => {
    expect(exposes().length).toBeGreaterThan(3);
    for (const expose of exposes()) expect(fs.existsSync(path.join(root, expose.file))).toBe(true);
  });

  it('reads routes and events from the sources', () => {
    expect(routes().map((route) => route.id)).toEqual(
      expect.arrayContaining(['home', 'cart', 'login', 'product', 'category']),
    );
    expect(events().map((event) => event.name)).toEqual(expect.arrayContaining(['checkout:cart-updated']));
  });
});

test('an endpoint is found by its shape, however it is laid out, and a look-alike is not', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contracts-')), 'odd-api.ts');
  fs.writeFileSync(
    file,
    [
      'export const oddApi = api.injectEndpoints({ endpoints: (build) => ({ getOne: build.query<number, void>({ query: () => 1 }),',
      '        saveOne:',
      '          build.mutation({ query: () => 2 }),',
      "  notOne: other.query({}), label: 'build.query',",
      '}) });',
    ].join('\n'),
  );
  expect(endpointsIn(file)).toEqual([
    { name: 'getOne', kind: 'query' },
    { name: 'saveOne', kind: 'mutation' },
  ]);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
});
