/** @jest-environment node */
import { createEventBus, type EventMap } from '../events/index.ts';
import { makeStore } from '../store/index.ts';
import { answerApi, apiHandler, apiRefusal } from '../testing/api-server.ts';
import { authApi, isNotSignedIn } from './auth-endpoints.ts';

function storeWithBus() {
  const bus = createEventBus({ crossTab: false });
  const heard: EventMap['account:auth-changed'][] = [];
  bus.subscribe('account:auth-changed', (payload) => heard.push(payload));
  const store = makeStore({ apiBaseUrl: 'http://api.test/api', lang: 'en', bus });
  return { store, heard };
}

const user = { id: 7, email: 'a@b.example', firstname: 'Giulia', lastname: 'Bianchi', id_gender: 2, newsletter: false };

describe('auth endpoints', () => {
  it('announce a sign-in with the first name from the reply', async () => {
    const { store, heard } = storeWithBus();
    answerApi(apiHandler('login', { customer_id: 7, cart_count: 0, user }));
    await store.dispatch(authApi.endpoints.login.initiate({ email: user.email, password: 'x' }));
    expect(heard).toEqual([{ signedIn: true, firstname: 'Giulia' }]);
  });

  it('announce a sign-out', async () => {
    const { store, heard } = storeWithBus();
    answerApi(apiHandler('logout', { logged_out: true }));
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(heard).toEqual([{ signedIn: false, firstname: null }]);
  });

  it('announce nothing when the sign-in fails', async () => {
    const { store, heard } = storeWithBus();
    answerApi(apiRefusal('login', 401, 'Authentication failed', { code: 306 }));
    const result = await store.dispatch(authApi.endpoints.login.initiate({ email: user.email, password: 'bad' }));
    expect('error' in result).toBe(true);
    expect(heard).toEqual([]);
  });

  it('tell a guest apart from other failures of getCustomer', async () => {
    const { store } = storeWithBus();
    answerApi(apiRefusal('getCustomer', 401, 'User Not Authenticated', { code: 410 }));
    const result = await store.dispatch(authApi.endpoints.getCustomer.initiate());
    expect(isNotSignedIn(result.error)).toBe(true);
    expect(isNotSignedIn({ kind: 'api', status: 500, message: 'x', messageId: 'y' })).toBe(false);
  });
});
