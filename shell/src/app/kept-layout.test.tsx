/**
 * The layout's parts that are the same on every page of a language (the header's menu, the footer's pages and the
 * shop's address) are rendered once by the server and written again from the kept copy (ADR 0600): the same bytes
 * as a render without it, and a page the browser hydrates as its own.
 */
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createEventBus } from '@storefront/shared/events';
import { makeStore } from '@storefront/shared/store';
import { sharedApi } from '@storefront/shared/api';
import type { BootstrapData, MenuItem } from '@storefront/shared/schemas';
import type { RemoteLoader } from '@storefront/shared/remotes';
import type { ShopConfig } from '@storefront/shared/config';
import { answerApi, apiResponse } from '@storefront/shared/testing';
import { KeptMarkupProvider, keptMarkAttribute, type KeptMarkup } from '@storefront/shared/ui';
import en from '../../../locales/en/shell.json';
import { StaticShellRouter, staticRouting } from '../../server/render/static-router.tsx';
import { createKeptMarkupStore } from '../../server/render/kept-markup.ts';
import { registry } from '../../server/render/test-utils.ts';
import { ShellRouterProvider, createShellBrowserRouter } from './shell-router.tsx';
import { App } from './app.tsx';

const config: ShopConfig = {
  apiBaseUrl: 'http://api.test/api',
  contentBaseUrl: 'http://api.test/cms',
  theme: 'default',
  country: 'IT',
  maintenance: false,
  redirects: [],
};
const nothing = Promise.resolve({ module: { default: () => null, loadMessages: async () => ({}) }, messages: {} });
const loader = { load: () => nothing, reset: () => undefined } as unknown as RemoteLoader;

const item = (id: number, label: string, children: MenuItem[] = []): MenuItem => ({
  id,
  slug: label.toLowerCase(),
  type: 'category',
  label,
  url: `/en/${id}-${label.toLowerCase()}`,
  depth: children.length > 0 ? 1 : 2,
  children,
});
const bootstrap = (menu: MenuItem[]) =>
  ({
    menuItems: menu,
    languages: { languages: [], current_language: { iso_code: 'en' } },
    currencies: { current_currency: { iso_code: 'EUR', sign: '€' } },
    logo_url: '',
    shop_name: 'Sartoria Nova',
    contact_info: {
      company: 'Sartoria Nova S.r.l.',
      email: 'hello@sartorianova.example',
      phone: '+39 02 1234 5678',
      address: { address1: 'Via della Spiga 1 & 2', postcode: '20121', city: 'Milano', country: 'Italy' },
    },
    cms_pages: [
      { id: 1, slug: 'delivery', title: 'Delivery' },
      { id: 4, slug: 'about-us', title: 'About <us>' },
    ],
  }) as unknown as BootstrapData;
const menu = [item(3, 'Women', [item(4, 'Tops'), item(5, 'Dresses')]), item(6, 'Men')];

/** A store whose bootstrap is in, as the server's prefetch leaves it. */
async function storeWith(data: BootstrapData) {
  const store = makeStore({
    apiBaseUrl: config.apiBaseUrl,
    contentBaseUrl: config.contentBaseUrl,
    lang: 'en',
    bus: createEventBus({ crossTab: false }),
  });
  await store.dispatch(sharedApi.util.upsertQueryData('bootstrap', undefined, data));
  return store;
}

/** The shell's app around a page of one paragraph, as the server renders it and the browser hydrates it. */
function appWith(store: ReturnType<typeof makeStore>) {
  return (
    <App
      store={store}
      bus={createEventBus({ crossTab: false })}
      loader={loader}
      lang="en"
      messages={en}
      config={config}
    >
      <p>page</p>
    </App>
  );
}

/**
 * The layout's HTML as the server writes it. The header's remote widgets do not load here: React in development writes
 * each failed slot's stack into its fallback marker, which differs with the call (production writes none).
 */
async function serverRender(data: BootstrapData, kept: KeptMarkup | null) {
  const store = await storeWith(data);
  const html = renderToString(
    <StaticShellRouter context={staticRouting(new URL('http://shop.test/en/about-us'))}>
      <KeptMarkupProvider value={kept}>{appWith(store)}</KeptMarkupProvider>
    </StaticShellRouter>,
  );
  return html.replace(/<template\b[^>]*><\/template>/g, '<template></template>');
}

const scope = { lang: 'en', origin: 'http://shop.test', registry, shop: config };

describe('the layout rendered once', () => {
  it('writes the menu and the footer the same bytes from their kept copies, and a changed menu anew', async () => {
    const store = createKeptMarkupStore({ ttlMs: 10_000, maxBytes: 1 << 20 });
    // The header's widgets settle in the first render (a slot left to the browser); the renders compared come after.
    await serverRender(bootstrap(menu), null);
    const plain = await serverRender(bootstrap(menu), null);
    expect(plain).toContain('>Dresses</a>');
    expect(plain).toContain('About &lt;us&gt;');
    expect(plain).toContain('Via della Spiga 1 &amp; 2');

    const first = store.render(scope);
    expect(first.finish(await serverRender(bootstrap(menu), first))).toBe(plain);
    expect(first.counts).toEqual({ reused: 0, kept: 3 });

    const again = store.render(scope);
    const reused = again.finish(await serverRender(bootstrap(menu), again));
    expect(reused).toBe(plain);
    expect(again.counts).toEqual({ reused: 3, kept: 0 });
    expect(reused).not.toContain(keptMarkAttribute);

    // The menu changed (a new department): it is rendered and kept anew, the footer's copies still serve.
    const changed = [...menu, item(9, 'Kids')];
    const next = store.render(scope);
    const withKids = next.finish(await serverRender(bootstrap(changed), next));
    expect(withKids).toBe(await serverRender(bootstrap(changed), null));
    expect(withKids).toContain('>Kids</a>');
    expect(next.counts).toEqual({ reused: 2, kept: 1 });
  });

  it('hydrates a page written from the kept copies without a mismatch', async () => {
    answerApi(apiResponse('getCartItems', () => new Promise<never>(() => undefined)));
    const store = createKeptMarkupStore({ ttlMs: 10_000, maxBytes: 1 << 20 });
    const first = store.render(scope);
    first.finish(await serverRender(bootstrap(menu), first));
    const again = store.render(scope);
    const html = again.finish(await serverRender(bootstrap(menu), again));
    expect(again.counts.reused).toBe(3);

    window.history.replaceState(null, '', '/en/about-us');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const menuLink = container.querySelector('a[href="/en/4-tops"]');
    const browserStore = await storeWith(bootstrap(menu));
    const mismatches: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <ShellRouterProvider router={createShellBrowserRouter()}>{appWith(browserStore)}</ShellRouterProvider>,
        {
          // Only mismatches: the header's remote widgets suspend, which renderToString leaves to the browser.
          onRecoverableError: (error) => {
            if (/did(n't| not) match|Hydration failed/i.test(String(error))) mismatches.push(error);
          },
        },
      );
    });
    expect(mismatches).toEqual([]);
    // The server's element is the one the app took over.
    expect(container.querySelector('a[href="/en/4-tops"]')).toBe(menuLink);
    act(() => root?.unmount());
    container.remove();
  });
});
