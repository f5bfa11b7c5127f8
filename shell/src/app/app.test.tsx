import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { ShellRouterProvider, createShellMemoryRouter } from './shell-router.tsx';
import { createEventBus } from '@storefront/shared/events';
import { makeStore } from '@storefront/shared/store';
import type { RemoteLoader } from '@storefront/shared/remotes';
import { consentCookie } from '@storefront/shared/consent';
import { preferredCountryCookie, type ShopConfig } from '@storefront/shared/config';
import { answerApi, apiResponse } from '@storefront/shared/testing';
import en from '../../../locales/en/shell.json';
import { App } from './app.tsx';
import { countryNoticeCookie, type VisitorData } from './visitor.ts';

// The layouts' data (bootstrap, cart) never arrives and the header's remote widgets render nothing: these tests are
// about the layouts.
const pending = () => new Promise<never>(() => undefined);
const nothing = Promise.resolve({ module: { default: () => null, loadMessages: async () => ({}) }, messages: {} });
const loader = { load: () => nothing, reset: () => undefined } as unknown as RemoteLoader;

/** A page that can leave for the error screen (blank layout) and come back, as a client-side navigation would. */
function Page() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate('/en/error')}>
        to the error screen
      </button>
      <button type="button" onClick={() => void navigate('/en')}>
        home
      </button>
    </>
  );
}

async function renderApp(visitor: VisitorData) {
  answerApi(apiResponse('bootstrap', pending), apiResponse('getCartItems', pending));
  // jsdom has no layout: the router's scroll to the top of a new page is stood in for.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const bus = createEventBus({ crossTab: false });
  const store = makeStore({
    apiBaseUrl: 'http://api.test/api',
    contentBaseUrl: 'http://api.test/cms',
    lang: 'en',
    bus,
  });
  const config: ShopConfig = {
    apiBaseUrl: 'http://api.test/api',
    contentBaseUrl: 'http://api.test/cms',
    theme: 'default',
    country: 'IT',
    maintenance: false,
    redirects: [],
  };
  // Awaited: the header's widgets suspend for a tick.
  await act(async () => {
    render(
      <ShellRouterProvider router={createShellMemoryRouter('/en')}>
        <App store={store} bus={bus} loader={loader} lang="en" messages={en} config={config} visitor={visitor}>
          <Page />
        </App>
      </ShellRouterProvider>,
    );
  });
}

const banner = () => screen.queryByRole('region', { name: 'Cookies on this shop' });
const notice = () => screen.queryByRole('region', { name: 'Your country' });
const cookieSettings = () => screen.queryByRole('button', { name: 'Cookie settings' });

describe('App: the banner and the notice across layouts', () => {
  afterEach(() => {
    for (const name of [consentCookie, countryNoticeCookie, preferredCountryCookie])
      document.cookie = `${name}=; Max-Age=0; Path=/`;
  });

  it('once answered, stay closed after the blank layout (error screen) and back', async () => {
    await renderApp({ consent: null, countryNotice: { visitor: 'DE', visitorName: 'Germany', shopName: 'Italy' } });
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner()).toBeNull();
    expect(notice()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'to the error screen' }));
    expect(cookieSettings()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'home' }));
    expect(await screen.findByRole('button', { name: 'Cookie settings' })).toBeTruthy();
    expect(banner()).toBeNull();
    expect(notice()).toBeNull();
  });

  it('shows them only in the default layout while unanswered', async () => {
    await renderApp({ consent: null, countryNotice: { visitor: 'DE', visitorName: 'Germany', shopName: 'Italy' } });
    expect(banner()).not.toBeNull();
    expect(notice()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'to the error screen' }));
    expect(banner()).toBeNull();
    expect(notice()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'home' }));
    expect(await screen.findByRole('region', { name: 'Cookies on this shop' })).toBeTruthy();
    expect(notice()).not.toBeNull();
  });
});
