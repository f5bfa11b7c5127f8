// Pins the refusals the screens explain: each answers with its HTTP status, its PrestaShop-style code, and the reason
// (and field, and the numbers its text names) the screens map to their catalogues (shared/src/schemas/refusals.ts),
// through the real api. The last test fails when a reason in the shared list is never seen here.
import {
  CART_LINE_LIMIT,
  refusalReasons,
  type Cart,
  type Envelope,
  type ProductDetail,
  type RefusalDetail,
  type RefusalReason,
} from '@storefront/shared/schemas';
import { milano, newKey, shopperWithCart } from './support/checkout.ts';
import { FAKE_VAT, startFakeVies, type FakeVies } from './support/fake-vies.ts';
import { sql } from './support/outbox.ts';
import { Shopper, startApi, type Reply, type RunningApi } from './support/server.ts';

let vies: FakeVies;
let api: RunningApi;
beforeAll(async () => {
  vies = await startFakeVies();
  api = await startApi({
    VIES_URL: vies.url,
    VIES_TIMEOUT_MS: '5000',
    LOGIN_RATE_MAX: '3',
    // The provider loses the answer of this card's first charge per key (ADR 0106).
    PAYMENT_DROP_ANSWER_CARD: '5555 5555 5555 4444',
  });
});
afterAll(async () => {
  await api.stop();
  await vies.close();
});

const seen = new Set<RefusalReason>();

/** Asserts the refusal's envelope: status, code, reason, field (none unless given) and values (none unless given). */
function expectRefusal(reply: Reply<unknown>, status: number, code: number, detail: RefusalDetail): void {
  expect({ status: reply.status, ...pick(reply.body) }).toEqual({ status, success: false, code, ...detail });
  seen.add(detail.reason);
}

const pick = ({ success, code, reason, field, values }: Envelope<unknown>) => ({
  success,
  code,
  ...(reason === undefined ? {} : { reason }),
  ...(field === undefined ? {} : { field }),
  ...(values === undefined ? {} : { values }),
});

let n = 0;
async function member(): Promise<{ shopper: Shopper; email: string }> {
  const shopper = new Shopper(api.url);
  const email = `refusals${++n}-${Date.now()}@example.com`;
  await shopper.ok('register', { email, password: 'Secret123!', firstname: 'Ada', lastname: 'Neri' });
  return { shopper, email };
}

describe('vouchers', () => {
  test('unknown, expired, not yet valid, below the minimum, already added, not in the cart', async () => {
    const { shopper } = await shopperWithCart(api.url);
    const coupon = (body: object) => shopper.call('addOrRemoveCoupon', body);
    expectRefusal(await coupon({ code: 'NOPE' }), 404, 302, { reason: 'voucher.unknown' });
    expectRefusal(await coupon({ code: 'SPRING30' }), 400, 303, { reason: 'voucher.expired' });
    expectRefusal(await coupon({ code: 'WINTER25' }), 400, 303, { reason: 'voucher.notYetValid' });
    expectRefusal(await coupon({ code: 'TAKE20' }), 400, 303, { reason: 'voucher.minimum', values: { amount: 100 } });
    await shopper.ok('addOrRemoveCoupon', { code: 'WELCOME10' });
    expectRefusal(await coupon({ code: 'WELCOME10' }), 409, 304, { reason: 'voucher.alreadyAdded' });
    expectRefusal(await coupon({ remove: 9999 }), 404, 302, { reason: 'voucher.notInCart' });
  });

  test('inactive, then one of its kind per order', async () => {
    await sql(
      api.database,
      "INSERT INTO cart_rule (id_cart_rule, code, names, reduction_percent, date_from, date_to, active) VALUES (90, 'OFF5', '{}', 5, '2000-01-01', '2999-01-01', 0)",
    );
    const { shopper } = await shopperWithCart(api.url);
    expectRefusal(await shopper.call('addOrRemoveCoupon', { code: 'OFF5' }), 400, 303, { reason: 'voucher.inactive' });
    await sql(api.database, 'UPDATE cart_rule SET active = 1 WHERE id_cart_rule = 90');
    await shopper.ok('addOrRemoveCoupon', { code: 'WELCOME10' });
    expectRefusal(await shopper.call('addOrRemoveCoupon', { code: 'OFF5' }), 409, 305, { reason: 'voucher.oneOfKind' });
  });

  test('an empty cart', async () => {
    const { shopper, product, combo } = await shopperWithCart(api.url);
    await shopper.ok('removeCartItem', { id_product: product.id_product, id_product_attribute: combo });
    expectRefusal(await shopper.call('addOrRemoveCoupon', { code: 'WELCOME10' }), 400, 303, {
      reason: 'voucher.emptyCart',
    });
  });
});

describe('the cart', () => {
  test('a sold-out combination, and a line already at the most allowed', async () => {
    const shopper = new Shopper(api.url);
    const product = await shopper.ok<ProductDetail>('getProduct', { product_id: 5 });
    const soldOut = product.combinations.find((c) => c.quantity === 0);
    const add = { id_product: 5, id_product_attribute: soldOut?.id_product_attribute, qty: 1 };
    expectRefusal(await shopper.call('createCartItem', add), 409, 309, { reason: 'cart.outOfStock' });
    const full = await shopperWithCart(api.url, CART_LINE_LIMIT);
    const more = { id_product: full.product.id_product, id_product_attribute: full.combo, qty: 1 };
    expectRefusal(await full.shopper.call('createCartItem', more), 409, 311, { reason: 'cart.lineLimit' });
  });

  test('stock lowered under a cart at Place order: the shopper reviews it', async () => {
    const { shopper, combo } = await shopperWithCart(api.url, 2);
    await shopper.ok('updateCheckoutAddress', { email: `g-${newKey()}@example.com`, delivery: milano });
    await shopper.ok('updateCheckoutCarrier', { id_carrier: 1 });
    await sql(api.database, 'UPDATE product_attribute SET quantity = 1 WHERE id_product_attribute = ?', combo);
    const order = { idempotency_key: newKey(), payment_module: 'bankwire', terms_accepted: true };
    expectRefusal(await shopper.call('createOrder', order), 409, 309, { reason: 'cart.changed' });
  });

  test('the last line sold out, taken out by an earlier read, at Place order: the shopper is told why, not "empty"', async () => {
    const { shopper, combo } = await shopperWithCart(api.url, 1);
    await shopper.ok('updateCheckoutAddress', { email: `g-${newKey()}@example.com`, delivery: milano });
    await shopper.ok('updateCheckoutCarrier', { id_carrier: 1 });
    await sql(api.database, 'UPDATE product_attribute SET quantity = 0 WHERE id_product_attribute = ?', combo);
    // As an order placed elsewhere would: every instance's catalogue facts are read again.
    await sql(api.database, 'UPDATE catalog_version SET version = version + 1 WHERE id = 2');
    // Another tab's read reconciles the cart: the line goes, its note stays until the cart page has shown it.
    const read = await shopper.ok<Cart>('getCartItems');
    expect(read.products).toEqual([]);
    expect(read.notes.map((note) => note.type)).toEqual(['sold-out']);
    const order = { idempotency_key: newKey(), payment_module: 'bankwire', terms_accepted: true };
    expectRefusal(await shopper.call('createOrder', order), 409, 309, { reason: 'cart.changed' });
    await sql(api.database, 'UPDATE product_attribute SET quantity = 10 WHERE id_product_attribute = ?', combo);
  });
});

describe('addresses and the tax invoice', () => {
  test.each([
    [{ postcode: '2012' }, 303, { reason: 'address.postcode', field: 'postcode' }],
    [{ id_state: null }, 304, { reason: 'address.state', field: 'id_state' }],
    [{ id_country: 26, id_state: 34, postcode: '28001' }, 305, { reason: 'address.dni', field: 'dni' }],
    [{ vat_number: 'IT12345678901' }, 306, { reason: 'address.vatNumber', field: 'vat_number' }],
    [
      { id_country: 12, id_state: null, postcode: '10119', vat_number: FAKE_VAT.unknown },
      313,
      {
        reason: 'vat.notInVies',
        field: 'vat_number',
      },
    ],
  ] as const)('an address: %j', async (change, code, detail) => {
    const { shopper } = await member();
    expectRefusal(await shopper.call('createAddress', { ...milano, ...change }), 400, code, detail);
  });

  const good = { requested: true, vat_number: 'IT12345678903', tax_code: 'RSSMRA85T10A562S', sdi: 'ABC1234' };
  test.each([
    [{ vat_number: '' }, 306, { reason: 'invoice.vatNumber', field: 'invoice.vat_number' }],
    [{ tax_code: 'RSSMRA85T10A562X' }, 307, { reason: 'invoice.taxCode', field: 'invoice.tax_code' }],
    [{ sdi: '' }, 308, { reason: 'invoice.pecOrSdi' }],
  ] as const)('an Italian invoice: %j', async (change, code, detail) => {
    const { shopper } = await shopperWithCart(api.url);
    const body = { email: 'g@example.com', delivery: milano, invoice: { ...good, ...change } };
    expectRefusal(await shopper.call('updateCheckoutAddress', body), 400, code, detail);
  });

  test("a German invoice's number VIES does not know is said on the invoice's field", async () => {
    const { shopper } = await shopperWithCart(api.url);
    const delivery = { ...milano, id_country: 12, id_state: null, postcode: '10119' };
    const body = { email: 'g@example.com', delivery, invoice: { requested: true, vat_number: FAKE_VAT.unknown } };
    expectRefusal(await shopper.call('updateCheckoutAddress', body), 400, 313, {
      reason: 'vat.notInVies',
      field: 'invoice.vat_number',
    });
  });
});

describe('paying by card', () => {
  const card = (number: string, expiry = '12/39') => ({ name: 'Mario Rossi', number, expiry, cvv: '123' });
  test.each([
    [card('4000 0000 0000 0002'), 402, 402, { reason: 'payment.declined' }],
    [card('4242 4242 4242 4241'), 400, 307, { reason: 'payment.cardInvalid', field: 'card.number' }],
    [card('4242 4242 4242 4242', '01/20'), 400, 307, { reason: 'payment.cardExpired', field: 'card.expiry' }],
    [card('5555 5555 5555 4444'), 504, 313, { reason: 'payment.answerLost' }],
  ] as const)('%j', async (payment, status, code, detail) => {
    const { shopper } = await shopperWithCart(api.url);
    await shopper.ok('updateCheckoutAddress', { email: `g-${newKey()}@example.com`, delivery: milano });
    await shopper.ok('updateCheckoutCarrier', { id_carrier: 1 });
    const order = { idempotency_key: newKey(), payment_module: 'creditcard', terms_accepted: true, card: payment };
    expectRefusal(await shopper.call('createOrder', order), status, code, detail);
  });
});

describe('accounts', () => {
  test('an email taken, at registration and when changing it; a wrong current password', async () => {
    const { shopper, email } = await member();
    const again = { email, password: 'Secret123!', firstname: 'Ada', lastname: 'Neri' };
    expectRefusal(await new Shopper(api.url).call('register', again), 409, 308, {
      reason: 'customer.emailTaken',
      field: 'email',
    });
    const other = await member();
    expectRefusal(await shopper.call('updateCustomer', { email: other.email, password: 'Secret123!' }), 409, 310, {
      reason: 'customer.emailTaken',
      field: 'email',
    });
    expectRefusal(
      await shopper.call('updateCustomer', { new_password: 'Other1234!', password: 'Wrong1234!' }),
      403,
      350,
      {
        reason: 'customer.wrongPassword',
        field: 'password',
      },
    );
  });

  test('a failed sign-in, then too many', async () => {
    const shopper = new Shopper(api.url);
    const guess = { email: 'target@example.com', password: 'guess' };
    for (let i = 0; i < 3; i++) expectRefusal(await shopper.call('login', guess), 401, 306, { reason: 'auth.failed' });
    expectRefusal(await shopper.call('login', guess), 429, 429, { reason: 'request.tooMany' });
  });

  test('a wrong one-time code: a password reset, a newsletter confirmation', async () => {
    const { shopper, email } = await member();
    const reset = { email, code: '000000', password: 'NewSecret1!', confirmation: 'NewSecret1!' };
    expectRefusal(await new Shopper(api.url).call('resetPasswordEnter', reset), 400, 301, {
      reason: 'code.invalid',
      field: 'code',
    });
    expectRefusal(await shopper.call('confirmNewsletter', { email, code: '000000' }), 400, 301, {
      reason: 'code.invalid',
      field: 'code',
    });
  });

  test('a return asked of an order that cannot be returned (not delivered)', async () => {
    const { shopper } = await member();
    await shopper.ok('createCartItem', { id_product: 30, qty: 1 });
    await shopper.ok('updateCheckoutAddress', { delivery: milano });
    await shopper.ok('updateCheckoutCarrier', { id_carrier: 1 });
    const placed = await shopper.ok<{ order: { id_order: number } }>('createOrder', {
      idempotency_key: newKey(),
      payment_module: 'bankwire',
      terms_accepted: true,
    });
    const body = { id_order: placed.order.id_order, lines: [{ id_order_detail: 1, quantity: 1 }], reason: 'Too small' };
    expectRefusal(await shopper.call('createOrderReturn', body), 409, 311, { reason: 'return.notReturnable' });
  });
});

/** Reasons that need a fault this file cannot make, with the test that sees them. */
const seenElsewhere: Partial<Record<RefusalReason, string>> = {
  // The database restarting (PostgreSQL's `pg_ctl restart`), in the api-postgres project only.
  'service.busy': 'api/test/postgres-only/restart.test.ts',
};

test('every reason of the shared list was seen above', () => {
  expect(refusalReasons.filter((reason) => !seen.has(reason) && !seenElsewhere[reason])).toEqual([]);
});
