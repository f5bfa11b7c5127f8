import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { ShellRouterProvider, createShellBrowserRouter, createShellMemoryRouter } from './shell-router.tsx';
import { StaticShellRouter, staticRouting } from '../../server/render/static-router.tsx';
import { createEventBus } from '@storefront/shared/events';
import { makeStore } from '@storefront/shared/store';
import { sharedApi } from '@storefront/shared/api';
import type { Cart } from '@storefront/shared/schemas';
import type { RemoteLoader } from '@storefront/shared/remotes';
import { consentCookie } from '@storefront/shared/consent';
import { preferredCountryCookie, type ShopConfig } from '@storefront/shared/config';
import { answerApi, apiResponse } from '@storefront/shared/testing';
import en from '../../../locales/en/shell.json';
import { useShopName } from '../layout/shop-name.ts';
import { App } from './app.tsx';
import { countryNoticeCookie, type VisitorData } from './visitor.ts';

// Read by the header's bar and the footer each time they render: the count tells whether a navigation rendered them.
jest.mock('../layout/shop-name.ts', () => {
  const actual = jest.requireActual<typeof import('../layout/shop-name.ts')>('../layout/shop-name.ts');
  return { ...actual, useShopName: jest.fn(actual.useShopName) };
});
const shopNameReads = useShopName as jest.Mock;

// The layouts' data (bootstrap, cart) never arrives and the header's remote widgets render nothing: these tests are
// about the layouts.
const pending = () => new Promise<never>(() => undefined);
const nothing = Promise.resolve({ module: { default: () => null, loadMessages: async () => ({}) }, messages: {} });
const loader = { load: () => nothing, reset: () => undefined } as unknown as RemoteLoader;
const config: ShopConfig = {
  apiBaseUrl: 'http://api.test/api',
  contentBaseUrl: 'http://api.test/cms',
  theme: 'default',
  country: 'IT',
  maintenance: false,
  redirects: [],
};
const newStore = () =>
  makeStore({
    apiBaseUrl: config.apiBaseUrl,
    contentBaseUrl: config.contentBaseUrl,
    lang: 'en',
    bus: createEventBus({ crossTab: false }),
  });

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
      <button type="button" onClick={() => void navigate('/en?q=size-m')}>
        filter
      </button>
    </>
  );
}

async function renderApp(visitor: VisitorData) {
  answerApi(apiResponse('bootstrap', pending), apiResponse('getCartItems', pending));
  // jsdom has no layout: the router's scroll to the top of a new page is stood in for.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const bus = createEventBus({ crossTab: false });
  const store = newStore();
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

describe('App: a navigation inside a page', () => {
  it('renders the header and footer again only where they read the address', async () => {
    await renderApp({ consent: null });
    const languageLink = () => screen.getAllByRole('link', { name: 'IT' })[0]?.getAttribute('href');
    expect(languageLink()).toBe('/it');
    const reads = shopNameReads.mock.calls.length;
    expect(reads).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'filter' }));
    // The language links follow the new query; the rest of the header and the footer were not rendered again.
    expect(languageLink()).toBe('/it?q=size-m');
    expect(shopNameReads.mock.calls.length).toBe(reads);
  });
});

/*
 * The store's state as the server rendered the page is what hydration reads (ADR 0502): an answer that arrives while
 * the page waits to hydrate (the cart read after the scripts start) must not make the hydrated text differ from the
 * server's, or React throws that region away and renders it again — the long task a first tap would wait for.
 */
const badge = (container: HTMLElement) => container.querySelector('[data-testid="shell-cart-count"]')?.textContent;

async function hydrateAfterTheCartCame(withServerState: boolean) {
  answerApi(apiResponse('bootstrap', pending), apiResponse('getCartItems', pending));
  window.history.replaceState(null, '', '/en');
  const app = (store: ReturnType<typeof newStore>, serverState?: ReturnType<typeof store.getState>) => (
    <App
      store={store}
      serverState={serverState}
      bus={createEventBus({ crossTab: false })}
      loader={loader}
      lang="en"
      messages={en}
      config={config}
    >
      <p>page</p>
    </App>
  );
  // A shared page: the server renders the header without the shopper's cart.
  const html = renderToString(
    <StaticShellRouter context={staticRouting(new URL('http://shop.test/en'))}>{app(newStore())}</StaticShellRouter>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const served = badge(container);

  const store = newStore();
  const serverState = store.getState();
  // The cart's answer comes in before React reaches the header.
  await store.dispatch(
    sharedApi.util.upsertQueryData('getCartItems', undefined, { products: [], products_count: 3 } as unknown as Cart),
  );
  const mismatches: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <ShellRouterProvider router={createShellBrowserRouter()}>
        {app(store, withServerState ? serverState : undefined)}
      </ShellRouterProvider>,
      {
        // Only mismatches: the header's remote widgets suspend, which renderToString leaves to the browser.
        onRecoverableError: (error) => {
          if (/did(n't| not) match|Hydration failed/i.test(String(error))) mismatches.push(error);
        },
      },
    );
  });
  const shown = badge(container);
  // Unmounted, not only detached: the header's remote widgets settle later, and a root left alive would render them
  // after the test's document is gone (jest then fails the run for logging after its tests).
  act(() => root?.unmount());
  container.remove();
  return { served, shown, mismatches };
}

describe('hydration reads the state the server rendered with', () => {
  it('hydrates without a mismatch, then shows the cart that came meanwhile', async () => {
    const { served, shown, mismatches } = await hydrateAfterTheCartCame(true);
    expect(served).toBe('\u00a0');
    expect(mismatches).toEqual([]);
    expect(shown).toBe('3');
  });

  it('(the mismatch the server state prevents: the store of the moment differs from the HTML)', async () => {
    const { mismatches } = await hydrateAfterTheCartCame(false);
    expect(mismatches.length).toBeGreaterThan(0);
  });
});
