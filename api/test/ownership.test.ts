// Proves that one customer can never read or change another's addresses, orders or cart, nor a guest another
// guest's: foreign ids answer exactly like missing ones (404), and nothing changes.
import type { Address, Cart, CreateOrderData, OrderList } from '@storefront/shared/schemas';
import { Shopper, startApi, type RunningApi } from './support/server.ts';
import { milano, newKey } from './support/checkout.ts';

let api: RunningApi;
let alice: Shopper;
let bob: Shopper;
let aliceAddress: Address;
let aliceOrder: CreateOrderData;

beforeAll(async () => {
  api = await startApi({ LOGIN_RATE_MAX: '100' });
  alice = new Shopper(api.url);
  bob = new Shopper(api.url);
  await alice.ok('register', {
    email: `alice-${newKey()}@example.com`,
    password: 'Secret123!',
    firstname: 'Alice',
    lastname: 'Bianco',
  });
  await bob.ok('register', {
    email: `bob-${newKey()}@example.com`,
    password: 'Secret123!',
    firstname: 'Bob',
    lastname: 'Nero',
  });
  aliceAddress = await alice.ok<Address>('createAddress', milano);
  await alice.ok('createCartItem', { id_product: 40, qty: 1 });
  await alice.ok('updateCheckoutAddress', { id_address_delivery: aliceAddress.id_address });
  await alice.ok('updateCheckoutCarrier', { id_carrier: 1 });
  aliceOrder = await alice.ok<CreateOrderData>('createOrder', {
    idempotency_key: newKey(),
    payment_module: 'creditcard',
    terms_accepted: true,
    card: { name: 'A', number: '4242424242424242', expiry: '12/39', cvv: '123' },
  });
});
afterAll(() => api.stop());

test("Bob cannot read, change or delete Alice's address", async () => {
  expect((await bob.ok<Address[]>('getAddresses')).map((a) => a.id_address)).not.toContain(aliceAddress.id_address);
  const update = await bob.call('updateAddress', { ...milano, id_address: aliceAddress.id_address, city: 'Hacked' });
  const remove = await bob.call('removeAddress', { id_address: aliceAddress.id_address });
  for (const reply of [update, remove])
    expect(reply.body).toMatchObject({ success: false, message: 'Address not found' });
  expect(update.status).toBe(404);
  const [mine] = await alice.ok<Address[]>('getAddresses');
  expect(mine).toMatchObject({ id_address: aliceAddress.id_address, city: 'Milano' });
});

test("Bob cannot ship to Alice's address at checkout", async () => {
  await bob.ok('createCartItem', { id_product: 41, qty: 1 });
  const reply = await bob.call('updateCheckoutAddress', { id_address_delivery: aliceAddress.id_address });
  expect(reply.status).toBe(404);
  const billing = await bob.call('updateCheckoutAddress', {
    delivery: milano,
    billing_same_as_shipping: false,
    id_address_invoice: aliceAddress.id_address,
  });
  expect(billing.status).toBe(404);
});

test("Bob cannot read Alice's orders, invoice or follow-up, nor request a return", async () => {
  expect((await bob.ok<OrderList>('getOrders')).orders).toEqual([]);
  const id = aliceOrder.order.id_order;
  for (const [call, body] of [
    ['getOrder', { id_order: id }],
    ['validateOrder', { id_order: id }],
    ['updateOrder', { id_order: id, notifications: true }],
    ['createOrderReturn', { id_order: id, lines: [{ id_order_detail: 1, quantity: 1 }], reason: 'mine now' }],
  ] as const) {
    const reply = await bob.call(call, body);
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('order not found');
  }
  expect((await bob.get(`/api/invoice/${id}`)).status).toBe(404);
  expect((await alice.get(`/api/invoice/${id}`)).status).toBe(200);
});

test("Bob cannot see or change Alice's cart", async () => {
  const aliceCart = await alice.ok<Cart>('createCartItem', { id_product: 42, qty: 1 });
  const line = aliceCart.products[0];
  const bobCart = await bob.ok<Cart>('getCartItems');
  expect(bobCart.id_cart).not.toBe(aliceCart.id_cart);
  expect(bobCart.products.map((p) => p.id_product_attribute)).not.toContain(line?.id_product_attribute);
  expect(
    (
      await bob.call('updateCartItem', {
        id_product: line?.id_product,
        id_product_attribute: line?.id_product_attribute,
        qty: 5,
      })
    ).status,
  ).toBe(404);
  expect(
    (
      await bob.call('removeCartItem', {
        id_product: line?.id_product,
        id_product_attribute: line?.id_product_attribute,
      })
    ).status,
  ).toBe(404);
  expect(
    (await alice.ok<Cart>('getCartItems')).products.find((p) => p.id_product_attribute === line?.id_product_attribute)
      ?.cart_quantity,
  ).toBe(1);
});

test("a guest cannot use another guest's address, nor a customer's", async () => {
  const guestA = new Shopper(api.url);
  await guestA.ok('createCartItem', { id_product: 43, qty: 1 });
  const data = await guestA.ok<{ delivery_address: Address }>('updateCheckoutAddress', {
    email: 'ga@example.com',
    delivery: milano,
  });
  const guestB = new Shopper(api.url);
  await guestB.ok('createCartItem', { id_product: 44, qty: 1 });
  expect(
    (
      await guestB.call('updateCheckoutAddress', {
        email: 'gb@example.com',
        id_address_delivery: data.delivery_address.id_address,
      })
    ).status,
  ).toBe(404);
  expect(
    (
      await guestB.call('updateCheckoutAddress', {
        email: 'gb@example.com',
        id_address_delivery: aliceAddress.id_address,
      })
    ).status,
  ).toBe(404);
  expect((await alice.call('updateAddress', { ...milano, id_address: data.delivery_address.id_address })).status).toBe(
    404,
  );
});
