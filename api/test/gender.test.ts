// Pins SPEC section 3's gender (PrestaShop's id_gender: 0 not said, 1 Mr, 2 Mrs/Ms) on customers and addresses:
// saved, read back, written at the head of an address's name line in the request's language, and any other value
// refused as a 400 envelope that says which values are allowed.
import type { Address, CheckoutData, Customer, LoginData, OrderDetail } from '@storefront/shared/schemas';
import { Shopper, startApi, type RunningApi } from './support/server.ts';
import { berlin, milano, newKey, shopperWithCart } from './support/checkout.ts';
import { sql } from './support/outbox.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ LOGIN_RATE_MAX: '100' });
});
afterAll(() => api.stop());

const refusal = {
  success: false,
  code: 301,
  psdata: null,
  message: 'id_gender: must be 0 (not said), 1 (Mr) or 2 (Mrs/Ms)',
};
const BAD_VALUES = [3, -1, 1.5, '2', null, 'Mrs'];

async function member(extra: object = {}, lang = 'en'): Promise<{ shopper: Shopper; data: LoginData }> {
  const shopper = new Shopper(api.url, lang);
  const data = await shopper.ok<LoginData>('register', {
    email: `g-${newKey()}@example.com`,
    password: 'Secret123!',
    firstname: 'Ada',
    lastname: 'Neri',
    ...extra,
  });
  return { shopper, data };
}

describe("the customer's gender", () => {
  test('chosen at register: in the reply, in getCustomer and in the row', async () => {
    const { shopper, data } = await member({ id_gender: 1 });
    expect(data.user.id_gender).toBe(1);
    expect((await shopper.ok<Customer>('getCustomer')).id_gender).toBe(1);
    const [row] = await sql<{ id_gender: number }>(
      api.database,
      'SELECT id_gender FROM customer WHERE id_customer = ?',
      data.customer_id,
    );
    expect(Number(row?.id_gender)).toBe(1);
  });

  test('not given at register: 0, not said', async () => {
    const { shopper } = await member();
    expect((await shopper.ok<Customer>('getCustomer')).id_gender).toBe(0);
  });

  test('changed on the profile without a password, kept when a change leaves it out, and back to not said', async () => {
    const { shopper } = await member({ id_gender: 1 });
    expect((await shopper.ok<Customer>('updateCustomer', { id_gender: 2 })).id_gender).toBe(2);
    expect(await shopper.ok<Customer>('updateCustomer', { firstname: 'Anne' })).toMatchObject({
      firstname: 'Anne',
      id_gender: 2,
    });
    expect((await shopper.ok<Customer>('getCustomer')).id_gender).toBe(2);
    await shopper.ok('updateCustomer', { id_gender: 0 });
    expect((await shopper.ok<Customer>('getCustomer')).id_gender).toBe(0);
  });

  test.each(BAD_VALUES)('%j is refused at register and on the profile, and nothing changes', async (bad) => {
    const email = `g-${newKey()}@example.com`;
    const refused = await new Shopper(api.url).call('register', {
      email,
      password: 'Secret123!',
      firstname: 'Ada',
      lastname: 'Neri',
      id_gender: bad,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(refusal);
    expect(await sql(api.database, 'SELECT id_customer FROM customer WHERE email = ?', email)).toEqual([]);

    const { shopper } = await member({ id_gender: 2 });
    const update = await shopper.call('updateCustomer', { id_gender: bad, firstname: 'Anne' });
    expect(update.status).toBe(400);
    expect(update.body).toEqual(refusal);
    expect(await shopper.ok<Customer>('getCustomer')).toMatchObject({ firstname: 'Ada', id_gender: 2 });
  });
});

describe("an address's gender", () => {
  test('saved, read back, and the title heads the name line in the request’s language', async () => {
    const { shopper } = await member();
    const created = await shopper.ok<Address>('createAddress', { ...milano, id_gender: 2 });
    expect(created.id_gender).toBe(2);
    expect(created.formatted[0]).toBe('Ms Mario Rossi');
    const [listed] = await shopper.ok<Address[]>('getAddresses');
    expect(listed).toMatchObject({ id_address: created.id_address, id_gender: 2 });
    const [row] = await sql<{ id_gender: number }>(
      api.database,
      'SELECT id_gender FROM address WHERE id_address = ?',
      created.id_address,
    );
    expect(Number(row?.id_gender)).toBe(2);

    const titles: [string, string][] = [
      ['fr', 'Madame Mario Rossi'],
      ['it', 'Sig.ra Mario Rossi'],
      ['es', 'Sra. Mario Rossi'],
      ['de', 'Frau Mario Rossi'],
    ];
    for (const [lang, line] of titles) {
      shopper.lang = lang;
      expect((await shopper.ok<Address[]>('getAddresses'))[0]?.formatted[0]).toBe(line);
    }
    shopper.lang = 'en';

    const mr = await shopper.ok<Address>('updateAddress', { ...milano, id_address: created.id_address, id_gender: 1 });
    expect(mr).toMatchObject({ id_gender: 1, formatted: expect.arrayContaining(['Mr Mario Rossi']) });
    // Not said: the bare name, as before there was a title.
    const none = await shopper.ok<Address>('updateAddress', {
      ...milano,
      id_address: created.id_address,
      id_gender: 0,
    });
    expect(none).toMatchObject({ id_gender: 0, formatted: expect.arrayContaining(['Mario Rossi', 'Via Dante 7']) });
  });

  test('an address without one is not said: no title on its name line', async () => {
    const { shopper } = await member({ id_gender: 1 });
    const created = await shopper.ok<Address>('createAddress', milano);
    expect(created).toMatchObject({ id_gender: 0 });
    expect(created.formatted[0]).toBe('Mario Rossi');
  });

  test.each(BAD_VALUES)('%j is refused on the address book and at checkout', async (bad) => {
    const { shopper } = await member();
    const created = await shopper.call('createAddress', { ...milano, id_gender: bad });
    expect(created.status).toBe(400);
    expect(created.body).toEqual(refusal);
    expect(await shopper.ok<Address[]>('getAddresses')).toEqual([]);

    const saved = await shopper.ok<Address>('createAddress', { ...milano, id_gender: 2 });
    const updated = await shopper.call('updateAddress', { ...milano, id_address: saved.id_address, id_gender: bad });
    expect(updated.status).toBe(400);
    expect(updated.body).toEqual(refusal);
    expect((await shopper.ok<Address[]>('getAddresses'))[0]?.id_gender).toBe(2);

    const guest = (await shopperWithCart(api.url)).shopper;
    const checkout = await guest.call('updateCheckoutAddress', {
      email: 'guest@example.com',
      delivery: { ...milano, id_gender: bad },
    });
    expect(checkout.status).toBe(400);
    expect(checkout.body).toEqual({ ...refusal, message: `delivery.${refusal.message}` });
  });

  test("a guest's checkout addresses keep theirs, and the order keeps the titled lines", async () => {
    const { shopper } = await shopperWithCart(api.url);
    const data = await shopper.ok<CheckoutData>('updateCheckoutAddress', {
      email: 'guest@example.com',
      delivery: { ...milano, id_gender: 1 },
      billing_same_as_shipping: false,
      invoice_address: { ...berlin, id_gender: 2 },
    });
    expect(data.delivery_address).toMatchObject({
      id_gender: 1,
      formatted: expect.arrayContaining(['Mr Mario Rossi']),
    });
    expect(data.invoice_address).toMatchObject({
      id_gender: 2,
      formatted: expect.arrayContaining(['Ms Lena Schmidt']),
    });
  });

  test('an order placed to a titled address shows it in the history', async () => {
    const { shopper } = await member();
    await shopper.ok('createCartItem', { id_product: 30, qty: 1 });
    await shopper.ok('updateCheckoutAddress', { delivery: { ...milano, id_gender: 2 } });
    await shopper.ok('updateCheckoutCarrier', { id_carrier: 1 });
    const placed = await shopper.ok<{ order: { id_order: number } }>('createOrder', {
      idempotency_key: newKey(),
      payment_module: 'bankwire',
      terms_accepted: true,
    });
    const detail = await shopper.ok<OrderDetail>('getOrder', { id_order: placed.order.id_order });
    expect(detail.addresses.delivery).toMatchObject({ id_gender: 2 });
    expect(detail.addresses.delivery.formatted[0]).toBe('Ms Mario Rossi');
  });
});
