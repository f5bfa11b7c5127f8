import { act, screen, waitFor } from '@testing-library/react';
import { authApi } from '@storefront/shared/api';
import { createEventBus } from '@storefront/shared/events';
import type { PrefetchContext } from '@storefront/shared/remotes';
import { makeStore } from '@storefront/shared/store';
import { answerApi, apiHandler, apiRefusal, renderWithProviders } from '@storefront/shared/testing';
import messages from '../../../../locales/en/account.json';
import { AccountFrame } from '../my-account/account-frame.tsx';
import { customer, guest } from './api-replies.ts';
import { guardPrefetch, loginFor, safeRedirect } from './guard.ts';

afterEach(() => jest.restoreAllMocks());

describe('safeRedirect', () => {
  it.each([
    ['/en/my-account/orders?page=2', '/en/my-account/orders?page=2'],
    ['/en', '/en'],
    [null, '/en'],
    ['//evil.example/en', '/en'],
    ['https://evil.example/en', '/en'],
    ['/de/my-account', '/en'],
    ['/english', '/en'],
    ['/en\\..\\evil', '/en'],
  ])('follows %s to %s', (target, expected) => {
    expect(safeRedirect(target, 'en')).toBe(expected);
  });

  it('puts the way back in the login URL', () => {
    expect(loginFor('fr', '/fr/my-account/orders?page=2')).toBe(
      '/fr/login?redirect=%2Ffr%2Fmy-account%2Forders%3Fpage%3D2',
    );
  });
});

describe('guardPrefetch (the server side)', () => {
  const context = () =>
    ({
      store: makeStore({ apiBaseUrl: 'http://api.test/api', lang: 'en', bus: createEventBus({ crossTab: false }) }),
      lang: 'en',
      params: {},
      query: new URLSearchParams(),
      origin: 'http://shop.test',
    }) as PrefetchContext;

  it('redirects a guest to the login page with the way back (302: for now, not for good)', async () => {
    answerApi(guest());
    expect(await guardPrefetch(context(), '/en/my-account/orders')).toEqual({
      redirect: { to: '/en/login?redirect=%2Fen%2Fmy-account%2Forders', status: 302 },
    });
  });

  it('lets a customer through with the customer in the store for the page and the header', async () => {
    answerApi(apiHandler('getCustomer', customer));
    const ctx = context();
    expect(await guardPrefetch(ctx, '/en/my-account')).toBeUndefined();
    expect(authApi.endpoints.getCustomer.select()(ctx.store.getState()).data).toEqual(customer);
  });

  it('does not send a customer to sign in when the api fails otherwise (the page says it failed)', async () => {
    answerApi(apiRefusal('getCustomer', 500, 'boom'));
    expect(await guardPrefetch(context(), '/en/my-account')).toBeUndefined();
  });
});

describe('AccountFrame (the browser side)', () => {
  const page = () =>
    renderWithProviders(
      <AccountFrame titleId="account.overview.title">{(who) => <p>Welcome {who.firstname}</p>}</AccountFrame>,
      { messages, path: '/en/my-account?tab=1' },
    );

  it('replaces the URL with the login page for a guest, and never shows the content', async () => {
    answerApi(guest());
    const { router } = page();
    await waitFor(() => expect(router.replaced).toEqual(['/en/login?redirect=%2Fen%2Fmy-account%3Ftab%3D1']));
    expect(screen.queryByText(/Welcome/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
  });

  it('says so when the customer cannot be read for another reason (no redirect)', async () => {
    answerApi(apiRefusal('getCustomer', 500, 'boom'));
    const { router } = page();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Your account could not be loaded. Please try again.',
    );
    expect(router.visited).toEqual([]);
  });

  it('shows the content to a customer, and sends them to sign in when a later call finds the session gone', async () => {
    answerApi(apiHandler('getCustomer', customer));
    const { router, rerender } = page();
    expect(await screen.findByText('Welcome Ada')).toBeTruthy();
    expect(router.visited).toEqual([]);
    rerender(
      <AccountFrame
        titleId="account.overview.title"
        errors={[{ kind: 'api', status: 401, code: 410, message: '', messageId: '' }]}
      >
        {(who) => <p>Welcome {who.firstname}</p>}
      </AccountFrame>,
    );
    await waitFor(() => expect(router.replaced).toHaveLength(1));
    expect(screen.queryByText(/Welcome/)).toBeNull();
  });
  it('leaves a sign-out in this tab to the account menu (which goes home): its 401s do not send to sign in', async () => {
    answerApi(apiHandler('getCustomer', customer));
    const bus = createEventBus({ crossTab: false });
    const frame = (errors: unknown[] = []) => (
      <AccountFrame titleId="account.overview.title" errors={errors}>
        {(who) => <p>Welcome {who.firstname}</p>}
      </AccountFrame>
    );
    const { router, rerender } = renderWithProviders(frame(), { messages, path: '/en/my-account', bus });
    expect(await screen.findByText('Welcome Ada')).toBeTruthy();
    act(() => bus.publish('account:auth-changed', { signedIn: false, firstname: null }));
    rerender(frame([{ kind: 'api', status: 401, code: 410, message: '', messageId: '' }]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.replaced).toEqual([]);
    expect(screen.queryByText(/Welcome/)).toBeNull();
  });
});
