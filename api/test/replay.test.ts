// Holds the api to shared's `replayableCalls`, the calls the shop's proxy sends again when their connection was
// dropped before any answer: every name is a call the api serves, a keyed call's request takes its key, and a call
// that sets a value, run twice as a resend would, answers the second time as the first and leaves what the first left.
import { replayableCalls } from '@storefront/shared/server/replay';
import type { CheckoutData } from '@storefront/shared/schemas';
import { z } from 'zod';
import { ALL_CALLS } from '../src/calls/index.ts';
import { berlin, readyGuest } from './support/checkout.ts';
import { startApi, type RunningApi } from './support/server.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(() => api.stop());

test('every call the proxy may send again is one the api serves; a keyed one takes an idempotency key', () => {
  const served = new Map(ALL_CALLS.map((call) => [call.name, call]));
  for (const [name, replay] of Object.entries(replayableCalls)) {
    const call = served.get(name);
    expect(call).toBeDefined();
    if (replay !== 'keyed') continue;
    const shape = call?.schema instanceof z.ZodObject ? (call.schema.shape as Record<string, unknown>) : {};
    expect(Object.keys(shape)).toContain('idempotency_key');
  }
});

test('a call that sets a value or reads, run twice, answers the same and leaves the same cart', async () => {
  const { shopper, combo, product } = await readyGuest(api.url);
  const line = { id_product: product.id_product, id_product_attribute: combo };
  const twice = async (name: string, body: unknown) => {
    const [first, second] = [await shopper.call(name, body), await shopper.call(name, body)];
    expect({ name, status: second.status, body: second.body }).toEqual({
      name,
      status: first.status,
      body: first.body,
    });
    expect(first.status).toBe(200);
  };
  for (const [name, body] of [
    ['getCartItems', {}],
    ['getCheckout', {}],
    ['updateCartItem', { ...line, qty: 2 }],
    ['updateCheckoutAddress', { email: 'twice@example.com', delivery: berlin }],
    ['updateCheckoutCarrier', { id_carrier: 1 }],
    ['addOrEditDeliveryMessage', { message: 'Ring twice' }],
    ['markCartNotesSeen', { stamp: 1 }],
    ['updateCartItem', { ...line, qty: 0 }],
  ] as const) {
    expect(replayableCalls[name]).toBeDefined();
    await twice(name, body);
  }
  expect((await shopper.ok<CheckoutData>('getCheckout')).cart.products).toEqual([]);
});
