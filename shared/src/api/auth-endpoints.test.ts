/** @jest-environment node */
import { createEventBus, type EventMap } from '../events/index.ts';
import { makeStore } from '../store/index.ts';
import { authApi, isNotSignedIn } from './auth-endpoints.ts';

/** Answers the next call with `reply` (an api envelope) and `status`. */
function answer(reply: unknown, status = 200) {
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response(JSON.stringify(reply), { status, headers: { 'content-type': 'application/json' } }),
    );
}

afterEach(() => jest.restoreAllMocks());

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
    answer({ success: true, code: 200, psdata: { customer_id: 7, cart_count: 0, user } });
    await store.dispatch(authApi.endpoints.login.initiate({ email: user.email, password: 'x' }));
    expect(heard).toEqual([{ signedIn: true, firstname: 'Giulia' }]);
  });

  it('announce a sign-out', async () => {
    const { store, heard } = storeWithBus();
    answer({ success: true, code: 200, psdata: { logged_out: true } });
    await store.dispatch(authApi.endpoints.logout.initiate());
    expect(heard).toEqual([{ signedIn: false, firstname: null }]);
  });

  it('announce nothing when the sign-in fails', async () => {
    const { store, heard } = storeWithBus();
    answer({ success: false, code: 306, psdata: null, message: 'Authentication failed' }, 401);
    const result = await store.dispatch(authApi.endpoints.login.initiate({ email: user.email, password: 'bad' }));
    expect('error' in result).toBe(true);
    expect(heard).toEqual([]);
  });

  it('tell a guest apart from other failures of getCustomer', async () => {
    const { store } = storeWithBus();
    answer({ success: false, code: 410, psdata: null, message: 'User Not Authenticated' }, 401);
    const result = await store.dispatch(authApi.endpoints.getCustomer.initiate());
    expect(isNotSignedIn(result.error)).toBe(true);
    expect(isNotSignedIn({ kind: 'api', status: 500, message: 'x', messageId: 'y' })).toBe(false);
  });
});
