import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { IntlRoot, LangProvider } from '@storefront/shared/i18n';
import { useBlockNavigation, useRouter } from '@storefront/shared/routing';
import type { ShopConfig } from '@storefront/shared/config';
import en from '../../../locales/en/shell.json';
import { ConfigProvider } from './config-context.tsx';
import { RouterBridge } from './router-bridge.tsx';
import { StaticShellRouter, staticRouting } from '../../server/render/static-router.tsx';
import {
  ShellRouterProvider,
  createShellBrowserRouter,
  createShellMemoryRouter,
  navigationSettled,
  type ShellRouter,
} from './shell-router.tsx';

const config: ShopConfig = {
  apiBaseUrl: 'http://api.test/api',
  contentBaseUrl: 'http://api.test/cms',
  theme: 'default',
  country: 'IT',
  maintenance: false,
  redirects: [],
};

/** The shell's providers the bridge reads, around a page that uses the shared contract only, as a remote's does. */
const app = (page: ReactNode) => (
  <IntlRoot locale="en" defaultLocale="en" messages={en}>
    <LangProvider lang="en">
      <ConfigProvider config={config}>
        <RouterBridge>{page}</RouterBridge>
      </ConfigProvider>
    </LangProvider>
  </IntlRoot>
);

function Page({ dirty = false }: { dirty?: boolean }) {
  const router = useRouter();
  useBlockNavigation(dirty);
  return (
    <>
      <p data-testid="shell-test-where">{`${router.pathname}${router.search}`}</p>
      <input aria-label="Street" defaultValue="" />
      <button type="button" onClick={() => router.navigate('/en/3-women?page=2')}>
        listing
      </button>
      <button type="button" onClick={() => router.navigate('/en/cart', { replace: true })}>
        cart instead
      </button>
      <button type="button" onClick={() => router.navigate('?step=2', { preventScrollReset: true })}>
        query
      </button>
    </>
  );
}

const where = () => screen.getByTestId('shell-test-where').textContent;

function renderWith(router: ShellRouter, page: ReactNode) {
  render(<ShellRouterProvider router={router}>{app(page)}</ShellRouterProvider>);
  return router;
}

beforeAll(() => {
  // jsdom has no layout: the router's scrolling and the modal dialog are stood in for.
  window.scrollTo = () => undefined;
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('the browser router behind the shared contract', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en'));

  it('pushes and replaces history entries with the usr state, and follows the back button', async () => {
    const user = userEvent.setup();
    const length = window.history.length;
    renderWith(createShellBrowserRouter(), <Page />);
    expect(where()).toBe('/en');
    expect(navigationSettled()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'listing' }));
    expect(where()).toBe('/en/3-women?page=2');
    expect(window.location.pathname + window.location.search).toBe('/en/3-women?page=2');
    expect(window.history.length).toBe(length + 1);
    expect(window.history.state).toMatchObject({ usr: { keepScroll: undefined } });
    expect(navigationSettled()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'cart instead' }));
    expect(where()).toBe('/en/cart');
    expect(window.history.length).toBe(length + 1);

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(where()).toBe('/en');
  });

  it('is not settled between writing the address bar and rendering the next page', async () => {
    const router = renderWith(createShellBrowserRouter(), <Page />);
    await act(async () => {
      void router.navigate('/en/cart');
      // The address bar is written at once; the page follows in a transition.
      expect(window.location.pathname).toBe('/en/cart');
      expect(navigationSettled()).toBe(false);
    });
    expect(navigationSettled()).toBe(true);
  });

  it('gives the entry the document arrived on a key of its own', () => {
    createShellBrowserRouter();
    expect(window.history.state).toMatchObject({ key: expect.stringMatching(/^[a-z0-9]+$/) });
    expect(window.history.state.key).not.toBe('default');
  });
});

describe('a navigation held for unsaved input', () => {
  it('asks in the shopper language: Stay keeps the page and its input, Leave goes', async () => {
    const user = userEvent.setup();
    renderWith(createShellMemoryRouter('/en/my-account/addresses'), <Page dirty />);
    await user.type(screen.getByRole('textbox', { name: 'Street' }), 'Via Roma 1');

    await user.click(screen.getByRole('button', { name: 'listing' }));
    const dialog = screen.getByRole('dialog', { name: en['shell.leave.title'] });
    expect(dialog.textContent).toContain(en['shell.leave.text']);
    await user.click(screen.getByRole('button', { name: en['shell.leave.stay'] }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/en/my-account/addresses');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Street' }).value).toBe('Via Roma 1');

    await user.click(screen.getByRole('button', { name: 'listing' }));
    await user.click(screen.getByRole('button', { name: en['shell.leave.leave'] }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/en/3-women?page=2');
  });

  it('never holds a new query on the same page, nor a page with nothing unsaved', async () => {
    const user = userEvent.setup();
    renderWith(createShellMemoryRouter('/en/checkout/address'), <Page dirty />);
    await user.click(screen.getByRole('button', { name: 'query' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/en/checkout/address?step=2');
  });

  it('lets go once the page has nothing unsaved', async () => {
    const user = userEvent.setup();
    const router = createShellMemoryRouter('/en/checkout/address');
    const { rerender } = render(<ShellRouterProvider router={router}>{app(<Page dirty />)}</ShellRouterProvider>);
    rerender(<ShellRouterProvider router={router}>{app(<Page />)}</ShellRouterProvider>);
    await user.click(screen.getByRole('button', { name: 'listing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/en/3-women?page=2');
  });
});

describe('the server router', () => {
  it('renders what the browser router hydrates, without a mismatch or a script of its own', async () => {
    window.history.replaceState(null, '', '/en/3-women?page=2');
    const url = new URL('http://shop.test/en/3-women?page=2');
    const html = renderToString(<StaticShellRouter context={staticRouting(url)}>{app(<Page />)}</StaticShellRouter>);
    expect(html).not.toContain('<script');
    expect(html).toContain('/en/3-women?page=2');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const served = container.innerHTML;
    const mismatches: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <ShellRouterProvider router={createShellBrowserRouter()}>{app(<Page />)}</ShellRouterProvider>,
        {
          onRecoverableError: (error) => void mismatches.push(error),
        },
      );
    });
    expect(mismatches).toEqual([]);
    expect(container.innerHTML).toBe(served);
    act(() => root?.unmount());
    container.remove();
  });
});
