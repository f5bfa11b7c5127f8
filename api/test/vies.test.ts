// Pins EU VAT numbers checked against VIES through the real api, VIES being a fake on loopback (VIES_URL): a number
// VIES knows is stored verified, one it does not know is refused (400, code 313), and when VIES cannot answer (slow,
// 5xx, a member state's register down, a dropped connection) the address or invoice is kept, marked not verified;
// a definite answer is asked once; domestic numbers (the shop's own country) are not asked; without VIES_URL nothing is asked at all.
import type { Address, CheckoutData } from '@storefront/shared/schemas';
import { berlin, milano, shopperWithCart } from './support/checkout.ts';
import { FAKE_VAT, startFakeVies, type FakeVies } from './support/fake-vies.ts';
import { sql } from './support/outbox.ts';
import { Shopper, startApi, type RunningApi } from './support/server.ts';

let vies: FakeVies;
let api: RunningApi;
beforeAll(async () => {
  vies = await startFakeVies();
  api = await startApi({ VIES_URL: vies.url, VIES_TIMEOUT_MS: '500', LOGIN_RATE_MAX: '50' });
});
afterAll(async () => {
  await api.stop();
  await vies.close();
});

let n = 0;
async function customer(base = api.url): Promise<Shopper> {
  const shopper = new Shopper(base);
  const email = `vies${++n}-${Date.now()}@example.com`;
  await shopper.ok('register', { email, password: 'Secret123!', firstname: 'Lena', lastname: 'Schmidt' });
  return shopper;
}

const askedFor = (vat: string) => vies.asked.filter((asked) => asked === vat).length;
const REFUSED = { success: false, code: 313, reason: 'vat.notInVies', psdata: null };

describe('address book', () => {
  test('a number VIES knows is stored verified, and the list shows it', async () => {
    const shopper = await customer();
    const saved = await shopper.ok<Address>('createAddress', { ...berlin, vat_number: 'DE 111 111 111' });
    expect(saved).toMatchObject({ vat_number: FAKE_VAT.registered, vat_verified: true });
    expect(await shopper.ok<Address[]>('getAddresses')).toEqual([saved]);
    const [row] = await sql<{ vat_verified: number }>(
      api.database,
      'SELECT vat_verified FROM address WHERE id_address = ?',
      saved.id_address,
    );
    expect(row?.vat_verified).toBe(1);
  });

  test('a number VIES does not know is refused with code 313, and nothing is saved', async () => {
    const shopper = await customer();
    const reply = await shopper.call('createAddress', { ...berlin, vat_number: FAKE_VAT.unknown });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      ...REFUSED,
      field: 'vat_number',
      message: "vat_number: the EU's VIES register does not know this VAT number",
    });
    expect(await shopper.ok<Address[]>('getAddresses')).toEqual([]);
  });

  test.each([
    ['does not answer in time', FAKE_VAT.slow],
    ['answers 500', FAKE_VAT.serverError],
    ["says the member state's register is unavailable", FAKE_VAT.memberStateDown],
    ['drops the connection', FAKE_VAT.dropped],
  ])('when VIES %s, the address is saved, its number marked not verified', async (_case, vat) => {
    const shopper = await customer();
    const started = Date.now();
    const saved = await shopper.ok<Address>('createAddress', { ...berlin, vat_number: vat });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(saved).toMatchObject({ vat_number: vat, vat_verified: false });
    // Saved again later: VIES is asked again (unavailability is not remembered).
    const before = askedFor(vat);
    await shopper.ok<Address>('updateAddress', { ...berlin, vat_number: vat, id_address: saved.id_address });
    expect(askedFor(vat)).toBe(before + 1);
  });

  test("a definite answer is asked once: the next save of the number uses the api's cache", async () => {
    const vat = 'DE111111111';
    const first = await customer();
    await first.ok<Address>('createAddress', { ...berlin, vat_number: vat });
    const asked = askedFor(vat);
    expect(asked).toBeGreaterThan(0);
    const second = await customer();
    expect(await second.ok<Address>('createAddress', { ...berlin, vat_number: vat })).toMatchObject({
      vat_verified: true,
    });
    expect((await second.call('createAddress', { ...berlin, vat_number: FAKE_VAT.unknown })).status).toBe(400);
    const unknownAsked = askedFor(FAKE_VAT.unknown);
    expect((await second.call('createAddress', { ...berlin, vat_number: FAKE_VAT.unknown })).status).toBe(400);
    expect(askedFor(vat)).toBe(asked);
    expect(askedFor(FAKE_VAT.unknown)).toBe(unknownAsked);
  });

  test('a domestic (Italian) number and an address without a number are not asked', async () => {
    const shopper = await customer();
    const count = vies.asked.length;
    const italian = await shopper.ok<Address>('createAddress', { ...milano, vat_number: 'IT12345678903' });
    const plain = await shopper.ok<Address>('createAddress', berlin);
    expect([italian.vat_verified, plain.vat_verified]).toEqual([null, null]);
    expect(vies.asked.length).toBe(count);
  });
});

describe('checkout invoice', () => {
  const invoiceTo = async (vat: string) => {
    const { shopper } = await shopperWithCart(api.url);
    return shopper.call<CheckoutData>('updateCheckoutAddress', {
      email: `guest-vies-${++n}@example.com`,
      delivery: berlin,
      invoice: { requested: true, vat_number: vat },
    });
  };

  test('a number VIES knows is kept verified with the invoice data', async () => {
    const reply = await invoiceTo('de111111111');
    expect(reply.body.psdata.invoice).toMatchObject({ vat_number: FAKE_VAT.registered, vat_verified: true });
  });

  test('a number VIES does not know is refused with code 313', async () => {
    const reply = await invoiceTo(FAKE_VAT.unknown);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      ...REFUSED,
      field: 'invoice.vat_number',
      message: "invoice.vat_number: the EU's VIES register does not know this VAT number",
    });
  });

  test('when VIES is down the checkout goes on, the invoice number marked not verified', async () => {
    const reply = await invoiceTo(FAKE_VAT.serverError);
    expect(reply.status).toBe(200);
    expect(reply.body.psdata.invoice).toMatchObject({ vat_number: FAKE_VAT.serverError, vat_verified: false });
    expect(reply.body.psdata.delivery_address?.vat_verified).toBeNull();
  });
});

test('without VIES_URL, VIES is never asked: numbers are checked for format only', async () => {
  const offline = await startApi({ LOGIN_RATE_MAX: '50' });
  try {
    const count = vies.asked.length;
    const shopper = await customer(offline.url);
    const saved = await shopper.ok<Address>('createAddress', { ...berlin, vat_number: FAKE_VAT.unknown });
    expect(saved).toMatchObject({ vat_number: FAKE_VAT.unknown, vat_verified: null });
    expect(vies.asked.length).toBe(count);
  } finally {
    await offline.stop();
  }
});
