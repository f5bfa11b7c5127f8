/** @jest-environment node */
import { createEventBus, type EventMap } from '../events/index.ts';
import { makeStore } from '../store/index.ts';
import { answerApi, apiHandler, apiRefusal } from '../testing/api-server.ts';
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

describe('a cart change told first', () => {
  const { requestAnimationFrame: raf, document: doc } = globalThis as {
    requestAnimationFrame?: unknown;
    document?: unknown;
  };
  afterEach(() => Object.assign(globalThis, { requestAnimationFrame: raf, document: doc }));

  it('tells the count as the reply comes, and the store has the reply once the next frame has been painted', async () => {
    answerApi(apiHandler('createCartItem', cartOf(3)));
    // A browser's frames, painted when the test says so.
    const frames: (() => void)[] = [];
    Object.assign(globalThis, {
      requestAnimationFrame: (paint: () => void) => frames.push(paint),
      document: { visibilityState: 'visible' },
    });
    const bus = createEventBus({ crossTab: false });
    const store = storeFor(bus);
    const inCache = () => sharedApi.endpoints.getCartItems.select()(store.getState()).data?.products_count;
    const told: { count: number; added: boolean; cached: number | undefined }[] = [];
    bus.subscribe('checkout:cart-updated', (summary) =>
      told.push({ count: summary.count, added: summary.added?.qty === 3, cached: inCache() }),
    );
    let answered = false;
    const adding = store.dispatch(sharedApi.endpoints.createCartItem.initiate({ id_product: 1, qty: 3 }));
    void adding.then(() => (answered = true));
    for (let waited = 0; frames.length === 0 && waited < 100; waited++) await settled();

    // Told with the add, before the cache or the caller has the reply: nothing of the store's comes before the frame.
    expect(told).toEqual([{ count: 3, added: true, cached: undefined }]);
    await settled();
    expect([answered, inCache()]).toEqual([false, undefined]);
    frames.forEach((paint) => paint());
    await adding;
    await settled();
    expect([answered, inCache(), told.length]).toEqual([true, 3, 1]);
  });

  it('tells nothing of a refused change, and the caller has the refusal', async () => {
    answerApi(apiRefusal('updateCartItem', 409, 'Not enough stock.'));
    const bus = createEventBus({ crossTab: false });
    const told: unknown[] = [];
    bus.subscribe('checkout:cart-updated', (summary) => told.push(summary));
    const store = storeFor(bus);
    const result = await store.dispatch(sharedApi.endpoints.updateCartItem.initiate({ id_product: 1, qty: 9 }));
    expect('error' in result).toBe(true);
    expect(told).toEqual([]);
  });

  it('answers a reply it cannot sum up as a bad response: told to nobody, written nowhere', async () => {
    answerApi(apiHandler('createCartItem', { products: [], products_count: 2 }));
    const bus = createEventBus({ crossTab: false });
    const told: unknown[] = [];
    bus.subscribe('checkout:cart-updated', (summary) => told.push(summary));
    const store = storeFor(bus);
    const result = await store.dispatch(sharedApi.endpoints.createCartItem.initiate({ id_product: 1, qty: 2 }));
    await settled();
    expect('error' in result && result.error).toMatchObject({
      kind: 'bad-response',
      messageId: 'shell.errors.badResponse',
    });
    expect(told).toEqual([]);
    expect(sharedApi.endpoints.getCartItems.select()(store.getState()).data).toBeUndefined();
  });

  it('writes the last reply told: one told before another is not written after it', async () => {
    const frames: (() => void)[] = [];
    Object.assign(globalThis, {
      requestAnimationFrame: (paint: () => void) => frames.push(paint),
      document: { visibilityState: 'visible' },
    });
    answerApi(apiHandler('updateCartItem', (made: { body: { qty: number } }) => cartOf(made.body.qty)));
    const store = storeFor();
    const written = jest.spyOn(sharedApi.util, 'upsertQueryData');
    const first = store.dispatch(sharedApi.endpoints.updateCartItem.initiate({ id_product: 1, qty: 1 }));
    for (let waited = 0; frames.length < 1 && waited < 100; waited++) await settled();
    const second = store.dispatch(sharedApi.endpoints.updateCartItem.initiate({ id_product: 2, qty: 2 }));
    for (let waited = 0; frames.length < 2 && waited < 100; waited++) await settled();
    frames.forEach((paint) => paint());
    await Promise.all([first, second]);
    await settled();
    // The first reply, told before the second, is never written after it: the cache holds the second, written once.
    expect(written.mock.calls.map(([, , cart]) => (cart as { products_count: number }).products_count)).toEqual([2]);
    expect(sharedApi.endpoints.getCartItems.select()(store.getState()).data?.products_count).toBe(2);
    written.mockRestore();
  });

  it('settles without a frame when none comes (a tab hidden while it waited)', async () => {
    answerApi(apiHandler('createCartItem', cartOf(1)));
    Object.assign(globalThis, { requestAnimationFrame: () => 0, document: { visibilityState: 'visible' } });
    const store = storeFor();
    const since = Date.now();
    await store.dispatch(sharedApi.endpoints.createCartItem.initiate({ id_product: 1, qty: 1 }));
    expect(Date.now() - since).toBeGreaterThanOrEqual(150);
    await settled();
    expect(sharedApi.endpoints.getCartItems.select()(store.getState()).data?.products_count).toBe(1);
  });
});
