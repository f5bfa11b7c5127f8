/**
 * @jest-environment node
 *
 * A shared page's inlined state, as the browser's store reads it: the queries the server rendered with are answered
 * from it when the page's components subscribe after hydration, never fetched a second time (a refetch re-rendered
 * the whole page in one long task right after hydration). The real api on loopback, a real store on each side.
 */
import { createEventBus } from '@storefront/shared/events';
import { api, sharedApi } from '@storefront/shared/api';
import { makeStore, settleQueries } from '@storefront/shared/store';
import { startApi, type RunningApi } from '../../../api/test/support/server.ts';
import { stableState } from './document-render.tsx';

// The shell's test setup fails any network call (component tests use stubs); these stores talk to the real api.
const realFetch = globalThis.fetch;
let requests: string[] = [];
beforeEach(() => {
  requests = [];
  globalThis.fetch = (input, init) => {
    requests.push(input instanceof Request ? input.url : String(input));
    return realFetch(input, init);
  };
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

let running: RunningApi;
beforeAll(async () => {
  running = await startApi();
}, 90_000);
afterAll(() => running.stop());

const storeFor = (apiBaseUrl: string, state?: Parameters<typeof makeStore>[1]) =>
  makeStore({ apiBaseUrl: `${apiBaseUrl}/api`, lang: 'en', bus: createEventBus({ crossTab: false }) }, state);

describe('a shared page’s inlined state', () => {
  it('answers the browser’s subscriptions from the cache: no second request, no pending state', async () => {
    const server = storeFor(running.url);
    server.dispatch(sharedApi.endpoints.bootstrap.initiate());
    await settleQueries(server);
    expect(requests).toHaveLength(1);
    const inlined = stableState(server.getState());
    const entry = inlined[api.reducerPath].queries['bootstrap(undefined)'];
    expect(entry).toMatchObject({ status: 'fulfilled', requestId: 'ssr:bootstrap(undefined)' });

    const browser = storeFor(running.url, JSON.parse(JSON.stringify(inlined)) as typeof inlined);
    const seen: string[] = [];
    browser.subscribe(() => {
      seen.push(browser.getState()[api.reducerPath].queries['bootstrap(undefined)']?.status ?? 'none');
    });
    const subscription = browser.dispatch(sharedApi.endpoints.bootstrap.initiate());
    await settleQueries(browser);
    subscription.unsubscribe();

    expect(requests).toHaveLength(1);
    expect(seen).not.toContain('pending');
    expect(browser.getState()[api.reducerPath].queries['bootstrap(undefined)']).toMatchObject({
      status: 'fulfilled',
      requestId: 'ssr:bootstrap(undefined)',
      data: entry?.data,
    });
    // Ends the cache's removal timers.
    for (const store of [server, browser]) store.dispatch(api.util.resetApiState());
  });

  it('is the same bytes for two renders of the same data', async () => {
    const render = async () => {
      const store = storeFor(running.url);
      store.dispatch(sharedApi.endpoints.bootstrap.initiate());
      await settleQueries(store);
      const bytes = JSON.stringify(stableState(store.getState()));
      store.dispatch(api.util.resetApiState());
      return bytes;
    };
    expect(await render()).toBe(await render());
  });
});
