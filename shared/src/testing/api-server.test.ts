import { makeStore } from '../store/index.ts';
import { createEventBus } from '../events/index.ts';
import { sharedApi } from '../api/shared-endpoints.ts';
import { answerApi, apiHandler, apiRefusal } from './api-server.ts';
import { unansweredRequests } from './network-guard.ts';

const store = () =>
  makeStore({ apiBaseUrl: 'http://api.test/api', lang: 'en', bus: createEventBus({ crossTab: false }) });

describe('the api in unit tests', () => {
  it('answers a named call in the envelope, and records what was sent', async () => {
    const cart = { products: [], products_count: 2, totals: { total: { amount: 20 } } };
    const sent = answerApi(apiHandler('createCartItem', cart));
    const result = await store().dispatch(sharedApi.endpoints.createCartItem.initiate({ id_product: 1, qty: 2 }));
    expect(result.data?.products_count).toBe(2);
    expect(sent).toEqual([{ call: 'createCartItem', body: { id_product: 1, qty: 2 } }]);
  });

  it('refuses a call with the api’s status, code and message', async () => {
    answerApi(apiRefusal('createCartItem', 409, 'Product not added to cart', { code: 309 }));
    const result = await store().dispatch(sharedApi.endpoints.createCartItem.initiate({ id_product: 1, qty: 2 }));
    expect(result.error).toMatchObject({ kind: 'api', status: 409, code: 309, message: 'Product not added to cart' });
  });

  it('refuses a request no handler answers (a network error to the code), and keeps it for the test to fail on', async () => {
    const result = await store().dispatch(sharedApi.endpoints.getCartItems.initiate());
    expect(result.error).toMatchObject({ kind: 'network' });
    expect(unansweredRequests()).toEqual([expect.stringContaining('POST http://api.test/api/getCartItems')]);
  });
});
