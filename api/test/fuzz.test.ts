// Throws malformed and random bodies at EVERY call of a real server, as a guest and as a logged-in customer:
// the answer is always a well-formed envelope, a 4xx with a message on failure, never a 5xx, never a crash.
import * as fc from 'fast-check';
import { Shopper, startApi, type RunningApi } from './support/server.ts';

/** SPEC section 7, plus the calls this api adds; the health route must list every one. */
const SPEC_CALLS = [
  'bootstrap',
  'login',
  'logout',
  'register',
  'getCustomer',
  'updateCustomer',
  'resetPasswordEmail',
  'resetPasswordEnter',
  'getProducts',
  'getProduct',
  'getRelatedProducts',
  'getProductsFeatured',
  'getProductsBestsellers',
  'getProductsLatest',
  'getCategory',
  'getBrands',
  'getBrand',
  'search',
  'getCartItems',
  'createCartItem',
  'updateCartItem',
  'removeCartItem',
  'addOrRemoveCoupon',
  'getCheckout',
  'getCountries',
  'getCountry',
  'updateCheckoutAddress',
  'getCarriers',
  'updateCheckoutCarrier',
  'addOrEditDeliveryMessage',
  'getDeliveryMessage',
  'getGateways',
  'createOrder',
  'updateOrder',
  'validateOrder',
  'getAddresses',
  'createAddress',
  'updateAddress',
  'removeAddress',
  'getOrders',
  'getOrder',
  'getContent',
  'sendContactMessage',
  'subscribeNewsletter',
  'confirmNewsletter',
];

const FIELDS = [
  'id_product',
  'product_id',
  'id_product_attribute',
  'qty',
  'group',
  'id_category',
  'categorySlug',
  'page',
  'resultsPerPage',
  'q',
  'order',
  's',
  'suggestions',
  'email',
  'password',
  'firstname',
  'lastname',
  'code',
  'remove',
  'id_address',
  'id_country',
  'id_state',
  'delivery',
  'id_carrier',
  'message',
  'idempotency_key',
  'payment_module',
  'terms_accepted',
  'card',
  'id_order',
  'key',
  'lines',
  'reason',
  'slug',
  'id',
  'sections',
  'consent',
  'new_password',
  'confirmation',
  'invoice',
  'iso_code',
  'id_manufacturer',
  'with_category_tree',
  '__proto__',
  'constructor',
];

const value = fc.oneof(
  fc.integer(),
  fc.integer({ min: 1, max: 200 }),
  fc.double(),
  fc.constantFrom(
    0,
    -1,
    2 ** 31,
    Number.MAX_SAFE_INTEGER,
    1e308,
    '1',
    '',
    ' ',
    'null',
    '../../etc/passwd',
    '<script>',
    "' OR 1=1 --",
    '"*',
    'NEAR(',
    'a@b.it',
    'price-0_25/colour-black\\-',
  ),
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string(), fc.object()), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom(...FIELDS, '1', '2'), fc.oneof(fc.integer(), fc.string(), fc.boolean()), {
    maxKeys: 4,
  }),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string().map((s) => `{${s}`),
  fc.constantFrom(
    '',
    'null',
    '[]',
    '"x"',
    '{"a":',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '1e9999',
    '\u0000',
  ),
);

let api: RunningApi;
let calls: { name: string; method: string; path: string }[];
const member = () => new Shopper(api.url);
let customer: Shopper;

beforeAll(async () => {
  api = await startApi({ LOGIN_RATE_MAX: '1000' });
  calls = ((await (await fetch(`${api.url}/api/health`)).json()) as { psdata: { calls: typeof calls } }).psdata.calls;
  customer = member();
  await customer.ok('register', {
    email: `fuzz-${Date.now()}@example.com`,
    password: 'Secret123!',
    firstname: 'Fu',
    lastname: 'Zz',
  });
  await customer.ok('createCartItem', { id_product: 1, qty: 1 });
}, 60_000);
afterAll(() => api.stop());

test('every call of the spec is served', () => {
  expect(calls.map((c) => c.name)).toEqual(expect.arrayContaining(SPEC_CALLS));
});

async function send(
  call: { method: string; path: string },
  raw: string,
  cookie: string,
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'accept-language': 'it',
    ...(cookie ? { cookie } : {}),
  };
  const response =
    call.method === 'GET'
      ? await fetch(`${api.url}${call.path}?${new URLSearchParams({ x: raw.slice(0, 200) }).toString()}`, { headers })
      : await fetch(`${api.url}${call.path}`, { method: 'POST', headers, body: raw });
  return { status: response.status, text: await response.text() };
}

function assertEnvelope(status: number, text: string): void {
  expect(status).toBeLessThan(500);
  const envelope = JSON.parse(text) as { success: unknown; code: unknown; message?: unknown };
  expect(typeof envelope.success).toBe('boolean');
  expect(typeof envelope.code).toBe('number');
  // Success is a 200; a failure is a 4xx with a non-empty message.
  const ok = envelope.success === true;
  expect(ok ? status === 200 : status >= 400).toBe(true);
  expect(ok || (typeof envelope.message === 'string' && envelope.message.length > 0)).toBe(true);
}

test('random and malformed bodies never break any call', async () => {
  for (const call of calls) {
    for (const who of ['guest', 'customer'] as const) {
      await fc.assert(
        fc.asyncProperty(body, async (raw) => {
          const { status, text } = await send(call, raw, who === 'customer' ? customer.cookie : '');
          try {
            assertEnvelope(status, text);
          } catch (error) {
            throw new Error(`${call.path} as ${who} with ${JSON.stringify(raw)} → ${status} ${text}`, { cause: error });
          }
        }),
        { numRuns: 25, seed: 20_261_121 },
      );
    }
  }
  // The server survived all of it.
  expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}, 240_000);
