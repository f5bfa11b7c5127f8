import { sharedApi } from '../api/shared-endpoints.ts';
import { createEventBus } from '../events/index.ts';
import { listenForReconnect, makeStore, settleQueries } from './index.ts';

describe('listenForReconnect', () => {
  it('a query that failed offline fetches again when the window hears the connection come back', async () => {
    let online = false;
    const answer = { success: true, code: 200, psdata: { shop_name: 'Sartoria' } };
    const fetchFn = jest.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer), { status: 200 });
    });
    const store = makeStore({
      apiBaseUrl: 'http://api.test/api',
      lang: 'en',
      bus: createEventBus({ crossTab: false }),
      fetch: fetchFn as unknown as typeof fetch,
    });
    const browser = new EventTarget();
    const stop = listenForReconnect(store.dispatch, browser);
    // Subscribed, as a page that shows the query is.
    const subscription = store.dispatch(sharedApi.endpoints.bootstrap.initiate());
    await subscription;
    expect(sharedApi.endpoints.bootstrap.select()(store.getState())).toMatchObject({
      status: 'rejected',
      error: { kind: 'network' },
    });

    online = true;
    browser.dispatchEvent(new Event('online'));
    await settleQueries(store);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(sharedApi.endpoints.bootstrap.select()(store.getState())).toMatchObject({
      status: 'fulfilled',
      data: { shop_name: 'Sartoria' },
    });
    subscription.unsubscribe();
    stop();
  });
});
