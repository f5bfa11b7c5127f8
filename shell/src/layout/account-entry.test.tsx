import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { signedInHintCookie } from '@storefront/shared/config';
import { createEventBus, EventBusProvider } from '@storefront/shared/events';
import { LangProvider } from '@storefront/shared/i18n';
import { RemoteLoaderProvider } from '@storefront/shared/remotes';
import { RouterProvider } from '@storefront/shared/routing';
import { makeStore, StoreProvider } from '@storefront/shared/store';
import { recordingLoader, renderWithProviders } from '@storefront/shared/testing';
import en from '../../../locales/en/shell.json';
import { AccountEntry } from './account-entry.tsx';

/** Stands in for the account remote's AccountMenu. */
function FakeAccountMenu() {
  return <p data-testid="shell-test-account-menu">account menu</p>;
}

const setHint = () => {
  document.cookie = `${signedInHintCookie}=1; Path=/`;
};
const dropHint = () => {
  document.cookie = `${signedInHintCookie}=; Max-Age=0; Path=/`;
};

async function setup(shared: boolean) {
  const bus = createEventBus({ crossTab: false });
  const { loader, asked } = recordingLoader(FakeAccountMenu);
  // Rendered inside act so the slot's module promise settles as it would in the browser.
  const view = await act(async () =>
    renderWithProviders(
      <RemoteLoaderProvider loader={loader}>
        <AccountEntry shared={shared} />
      </RemoteLoaderProvider>,
      { bus, messages: en, path: '/en/3-women' },
    ),
  );
  return { asked, bus, store: view.store };
}

afterEach(dropHint);

describe('AccountEntry on a shared page', () => {
  it('renders the guest link on the server, whoever asks (the HTML is the same for everyone)', () => {
    setHint();
    const bus = createEventBus({ crossTab: false });
    const store = makeStore({
      apiBaseUrl: 'http://api.test/api',
      contentBaseUrl: 'http://api.test/cms',
      lang: 'en',
      bus,
    });
    const router = { pathname: '/en', search: '', navigate: () => undefined };
    const html = renderToString(
      <StoreProvider store={store}>
        <EventBusProvider bus={bus}>
          <IntlProvider locale="en" messages={en}>
            <LangProvider lang="en">
              <RouterProvider router={router}>
                <AccountEntry shared />
              </RouterProvider>
            </LangProvider>
          </IntlProvider>
        </EventBusProvider>
      </StoreProvider>,
    );
    // The guest's link, usable before any script runs (ADR 0502); a hinted browser's head script hides it.
    expect(html).toContain('data-testid="shell-account-entry"');
    expect(html).toMatch(/<a href="\/en\/login"[^>]*>.*Sign in<\/span><\/a>/);
  });

  it('shows the guest link again once the app finds no hint (the head script had hidden it)', async () => {
    document.documentElement.setAttribute('data-signed-in', '');
    await setup(true);
    await screen.findByRole('link', { name: 'Sign in' });
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(false);
  });

  it("shows a guest the shell's own Sign in link, and loads nothing of the account remote", async () => {
    const { asked } = await setup(true);
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/en/login');
    expect(asked).toEqual([]);
  });

  it('mounts the account menu when the browser holds the hint', async () => {
    setHint();
    const { asked } = await setup(true);
    expect(await screen.findByTestId('shell-test-account-menu')).toBeTruthy();
    expect(new Set(asked)).toEqual(new Set(['account/AccountMenu']));
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('follows a sign-in and a sign-out announced on the bus', async () => {
    const { bus } = await setup(true);
    await screen.findByRole('link', { name: 'Sign in' });
    setHint();
    await act(async () => bus.publish('account:auth-changed', { signedIn: true, firstname: 'Ada' }));
    expect(await screen.findByTestId('shell-test-account-menu')).toBeTruthy();
    dropHint();
    await act(async () => bus.publish('account:auth-changed', { signedIn: false, firstname: null }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByTestId('shell-test-account-menu')).toBeNull();
  });

  it('goes back to the guest link once a reply has cleared a stale hint', async () => {
    setHint();
    const { store } = await setup(true);
    await screen.findByTestId('shell-test-account-menu');
    dropHint();
    // Any reply the store records (here the menu's 401) makes the entry read the cookie again.
    await act(async () => store.dispatch({ type: 'test/replied' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByTestId('shell-test-account-menu')).toBeNull();
  });
});

describe('AccountEntry on a personal page', () => {
  it('is the account menu, hint or not (the server renders it with the session)', async () => {
    const { asked } = await setup(false);
    expect(await screen.findByTestId('shell-test-account-menu')).toBeTruthy();
    expect(new Set(asked)).toEqual(new Set(['account/AccountMenu']));
    expect(screen.queryByTestId('shell-account-entry')).toBeNull();
  });
});
