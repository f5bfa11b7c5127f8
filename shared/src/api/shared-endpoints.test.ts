/** @jest-environment node */
import { createEventBus, type EventMap } from '../events/index.ts';
import { makeStore } from '../store/index.ts';
import { answerApi, apiHandler } from '../testing/api-server.ts';
import { sharedApi } from './shared-endpoints.ts';

const cartOf = (count: number) => ({
  id_cart: 1,
  products: [],
  products_count: count,
  subtotals: { products: { amount: 0 }, discounts: null, shipping: null, tax: null },
  totals: { total: { amount: 10 * count }, total_including_tax: { amount: 0 }, total_excluding_tax: { amount: 0 } },
  vouchers: { allowed: true, added: [] },
  errors: [],
  notes: [],
  shipping_estimate: null,
  id_address_delivery: null,
  id_address_invoice: null,
  id_carrier: null,
  delivery_message: '',
});

/** The store's own follow-ups (the reply written, the event told) have run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

let stores: ReturnType<typeof makeStore>[] = [];
function storeFor(bus = createEventBus({ crossTab: false })) {
  const store = makeStore({ apiBaseUrl: 'http://api.test/api', lang: 'en', bus });
  stores.push(store);
  return store;
}

afterEach(() => {
  // Drops the cache's removal timers with the entries, so nothing outlives the test.
  for (const store of stores) store.dispatch(sharedApi.util.resetApiState());
  stores = [];
});

describe('a cart change and a read of the cart that crossed it', () => {
  it('never puts the older count back: the read asked before the add lands first, the add after', async () => {
    // The read leaves before the add and comes back after it, with the cart as it was when it was read.
    let landRead: () => void = () => {};
    const readMayLand = new Promise<void>((resolve) => (landRead = resolve));
    const sent = answerApi(
      apiHandler('getCartItems', async () => {
        await readMayLand;
        return cartOf(0);
      }),
      apiHandler('createCartItem', cartOf(1)),
    );
    const bus = createEventBus({ crossTab: false });
    const told: EventMap['checkout:cart-updated'][] = [];
    bus.subscribe('checkout:cart-updated', (summary) => told.push(summary));
    const store = storeFor(bus);
    const counts: (number | undefined)[] = [];
    store.subscribe(() => {
      const count = sharedApi.endpoints.getCartItems.select()(store.getState()).data?.products_count;
      if (counts.at(-1) !== count) counts.push(count);
    });

    const read = store.dispatch(sharedApi.endpoints.getCartItems.initiate());
    const added = store.dispatch(sharedApi.endpoints.createCartItem.initiate({ id_product: 1, qty: 1 }));
    await added;
    // The add has answered; the read has not.
    await settled();
    landRead();
    await read;
    await settled();

    expect(sharedApi.endpoints.getCartItems.select()(store.getState()).data?.products_count).toBe(1);
    // 1 is the last word: once the cart held the add, no older count came back.
    expect(counts.slice(counts.indexOf(1))).toEqual([1]);
    expect(told.map((summary) => summary.count)).toEqual([1]);
    expect(sent.map((made) => made.call)).toEqual(['getCartItems', 'createCartItem']);
  });

  it('writes the reply at once when no read is on its way', async () => {
    answerApi(apiHandler('createCartItem', cartOf(2)));
    const store = storeFor();
    await store.dispatch(sharedApi.endpoints.createCartItem.initiate({ id_product: 1, qty: 2 }));
    await settled();
    expect(sharedApi.endpoints.getCartItems.select()(store.getState()).data?.products_count).toBe(2);
  });
});
