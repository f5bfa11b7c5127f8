// Pins the account area: the address book, order history with full detail, invoice download, returns within 14
// days. Ownership is covered in ownership.test.ts.
import type { Address, CreateOrderData, LoginData, OrderDetail, OrderList } from '@storefront/shared/schemas';
import { Shopper, startApi, type RunningApi } from './support/server.ts';
import { milano, newKey } from './support/checkout.ts';
import { sql } from './support/outbox.ts';

const DEMO = { email: 'demo@sartorianova.example', password: 'Demo1234!' };
let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ LOGIN_RATE_MAX: '100' });
});
afterAll(() => api.stop());

async function member(): Promise<Shopper> {
  const shopper = new Shopper(api.url);
  await shopper.ok<LoginData>('register', {
    email: `m-${newKey()}@example.com`,
    password: 'Secret123!',
    firstname: 'Ada',
    lastname: 'Neri',
  });
  return shopper;
}

describe('addresses', () => {
  test("guests are told to sign in ('User Not Authenticated')", async () => {
    for (const call of ['getAddresses', 'createAddress', 'updateAddress', 'removeAddress']) {
      const reply = await new Shopper(api.url).call(call, { ...milano, id_address: 1 });
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe(410);
    }
  });

  test('create, list, update, delete', async () => {
    const shopper = await member();
    expect(await shopper.ok<Address[]>('getAddresses')).toEqual([]);
    const created = await shopper.ok<Address>('createAddress', milano);
    expect(created).toMatchObject({
      alias: 'Casa',
      city: 'Milano',
      country: 'Italy',
      state: 'Milano',
      formatted: expect.arrayContaining(['Mario Rossi', 'Via Dante 7']),
    });
    const updated = await shopper.ok<Address>('updateAddress', {
      ...milano,
      id_address: created.id_address,
      alias: 'Ufficio',
      address2: 'Scala B',
    });
    expect(updated).toMatchObject({ id_address: created.id_address, alias: 'Ufficio', address2: 'Scala B' });
    expect((await shopper.ok<Address[]>('getAddresses')).map((a) => a.alias)).toEqual(['Ufficio']);
    await shopper.ok('removeAddress', { id_address: created.id_address });
    expect(await shopper.ok<Address[]>('getAddresses')).toEqual([]);
    expect((await shopper.call('removeAddress', { id_address: created.id_address })).status).toBe(404);
  });

  test('the same country rules as checkout', async () => {
    const shopper = await member();
    const reply = await shopper.call('createAddress', { ...milano, postcode: 'ABCDE' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('Invalid postcode');
    expect((await shopper.call('updateAddress', { ...milano })).status).toBe(400);
  });
});

describe('orders', () => {
  test('the demo customer sees a delivered order with history, lines, totals, carrier and addresses', async () => {
    const shopper = new Shopper(api.url, 'it');
    await shopper.ok('login', DEMO);
    const list = await shopper.ok<OrderList>('getOrders');
    expect(list.orders.length).toBeGreaterThanOrEqual(1);
    const demo = list.orders.find((o) => o.reference === 'DEMOORDER');
    expect(demo).toMatchObject({ state: 'delivered', state_label: 'Consegnato', products_count: 2 });
    const order = await shopper.ok<OrderDetail>('getOrder', { id_order: demo?.id_order });
    expect(order.history.map((h) => h.state)).toEqual(['delivered', 'shipped', 'processing', 'payment_accepted']);
    expect(order.products).toHaveLength(2);
    expect(order.carrier.name).toBe('Standard');
    expect(order.addresses.delivery.city).toBe('Milano');
    expect(order.totals.total.amount).toBeCloseTo(order.subtotals.products.amount + order.subtotals.shipping.amount, 2);
    expect(order.is_returnable).toBe(true);
    expect(order.invoice_url).toBe(`/api/invoice/${order.id_order}`);
  });

  test('the invoice is a real downloadable document for the owner only', async () => {
    const shopper = new Shopper(api.url);
    await shopper.ok('login', DEMO);
    const list = await shopper.ok<OrderList>('getOrders');
    const id = list.orders.find((o) => o.reference === 'DEMOORDER')?.id_order;
    const response = await shopper.get(`/api/invoice/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="invoice-DEMOORDER.html"');
    const html = await response.text();
    expect(html).toContain('Fattura DEMOORDER');
    expect(html).toContain('Sartoria Nova S.r.l.');
    const stranger = await (await member()).get(`/api/invoice/${id}`);
    expect(stranger.status).toBe(404);
    expect((await shopper.get('/api/invoice/abc')).status).toBe(404);
  });

  test('an order placed at checkout appears in the history; unpaid orders have no invoice yet', async () => {
    const s = await member();
    await s.ok('createCartItem', { id_product: 30, qty: 1 });
    await s.ok('updateCheckoutAddress', { delivery: milano });
    await s.ok('updateCheckoutCarrier', { id_carrier: 1 });
    const placed = await s.ok<CreateOrderData>('createOrder', {
      idempotency_key: newKey(),
      payment_module: 'bankwire',
      terms_accepted: true,
    });
    const list = await s.ok<OrderList>('getOrders');
    expect(list.orders.map((o) => o.id_order)).toEqual([placed.order.id_order]);
    const detail = await s.ok<OrderDetail>('getOrder', { id_order: placed.order.id_order });
    expect(detail.invoice_url).toBeNull();
    expect(detail.is_returnable).toBe(false);
    expect((await s.get(`/api/invoice/${placed.order.id_order}`)).status).toBe(404);
    expect(
      (
        await s.call('createOrderReturn', {
          id_order: placed.order.id_order,
          lines: [{ id_order_detail: detail.products[0]?.id_order_detail, quantity: 1 }],
          reason: 'Too small',
        })
      ).status,
    ).toBe(409);
  });

  test('returns: within 14 days of delivery, never more than was bought', async () => {
    const shopper = new Shopper(api.url);
    await shopper.ok('login', DEMO);
    const id = (await shopper.ok<OrderList>('getOrders')).orders.find((o) => o.reference === 'DEMOORDER')?.id_order;
    const order = await shopper.ok<OrderDetail>('getOrder', { id_order: id });
    const line = order.products[0];
    const tooMany = await shopper.call('createOrderReturn', {
      id_order: id,
      lines: [{ id_order_detail: line?.id_order_detail, quantity: 5 }],
      reason: 'Too small',
    });
    expect(tooMany.status).toBe(400);
    const after = await shopper.ok<OrderDetail>('createOrderReturn', {
      id_order: id,
      lines: [{ id_order_detail: line?.id_order_detail, quantity: 1 }],
      reason: 'Too small',
    });
    expect(after.returns).toHaveLength(1);
    expect(after.returns[0]).toMatchObject({
      state: 'requested',
      state_label: 'Return requested',
      reason: 'Too small',
    });
    expect(after.products[0]?.returnable_quantity).toBe(0);
    expect(
      (
        await shopper.call('createOrderReturn', {
          id_order: id,
          lines: [{ id_order_detail: line?.id_order_detail, quantity: 1 }],
          reason: 'Again',
        })
      ).status,
    ).toBe(400);
    await sql(
      api.database,
      "UPDATE order_history SET date_add = '2020-01-01T00:00:00.000Z' WHERE id_order = ? AND state = 'delivered'",
      id,
    );
    const late = await shopper.call('createOrderReturn', {
      id_order: id,
      lines: [{ id_order_detail: order.products[1]?.id_order_detail, quantity: 1 }],
      reason: 'Late',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('within 14 days');
  });

  test('bad input and unknown orders', async () => {
    const shopper = await member();
    expect((await shopper.call('getOrder', { id_order: 'x' })).status).toBe(400);
    expect((await shopper.call('getOrder', { id_order: 424242 })).body).toMatchObject({
      success: false,
      code: 404,
      message: 'order not found',
    });
    expect((await shopper.call('getOrders', { page: 0 })).status).toBe(400);
    expect((await shopper.call('createOrderReturn', { id_order: 1, lines: [], reason: 'x' })).status).toBe(400);
  });
});
