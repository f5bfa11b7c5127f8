/** The browser's page: the store from the server's state, the rendered remote modules, then one hydration. */
import { startTransition, useEffect } from 'react';
import type { hydrateRoot as HydrateRoot } from 'react-dom/client';
import { cartChanged } from '@storefront/shared/api';
import { createEventBus, type EventBus } from '@storefront/shared/events';
import type { Cart } from '@storefront/shared/schemas';
import { listenForReconnect, makeStore, type AppStore } from '@storefront/shared/store';
import { intlLocale, localeCookie, localeCookieMaxAge, warmFormatters } from '@storefront/shared/i18n';
import '@storefront/shared/ui/tokens.css';
import { App } from './app/app.tsx';
import { ShellRouterProvider, createShellBrowserRouter, navigationSettled } from './app/shell-router.tsx';
import { adoptLateAdd, cartListeningMark, replayEarlyInput, type EarlyAdd } from './app/early-input.ts';
import { createMaintenanceSignal } from './app/maintenance.tsx';
import { createConnection } from './app/connection.ts';
import { pageProps, type PageData } from './app/page-data.ts';
import { createModuleLoader } from './federation/module-loader.ts';
import { mainRegionId } from './layout/main-region.ts';
import { remoteNames } from './federation/registry.ts';
import { browserLoadBudgetMs } from './federation/runtime-plugin.ts';
import { createReloadGuard, isStaleChunkError } from './federation/reload-guard.ts';
import { createSlotReporter } from './federation/slot-reports.ts';

/**
 * Remembers the language of the page read (for `/`), in the browser: the server's page answers carry no cookie, so
 * a guest who only reads is never given one by the server and shared pages stay cacheable.
 */
function rememberLanguage(lang: PageData['lang']): void {
  if (!document.cookie.split('; ').includes(`${localeCookie}=${lang}`))
    document.cookie = `${localeCookie}=${lang}; Max-Age=${localeCookieMaxAge}; Path=/; SameSite=Lax`;
}

/**
 * The page has settled: it shows the address bar's location, and nothing in its region is loading (every page and
 * slot marks itself aria-busy while it loads, which the navigation progress bar watches too).
 */
const pageSettled = () => navigationSettled() && !document.querySelector(`#${mainRegionId} [aria-busy="true"]`);

/** The location whose page is still loading (something in its region aria-busy), else null. */
const loadingPage = () =>
  document.querySelector(`#${mainRegionId} [aria-busy="true"]`)
    ? `${window.location.pathname}${window.location.search}`
    : null;

/** Once the page has hydrated, what the shopper did before its scripts ran is played again (ADR 0502). */
function EarlyInputReplay({ store, bus }: { store: AppStore; bus: EventBus }) {
  useEffect(() => {
    // The add the starter made is this tab's add: told and kept as the app's own (the mini cart opens on it).
    const adopt = ({ body, cart }: EarlyAdd) =>
      void cartChanged({ dispatch: store.dispatch, bus }, cart as Cart, {
        id_product: body.id_product,
        id_product_attribute: body.id_product_attribute ?? null,
        qty: body.qty,
      });
    const heard = () => document.documentElement.hasAttribute(cartListeningMark);
    void replayEarlyInput(pageSettled, window, adopt, heard);
    return adoptLateAdd(adopt, heard);
  }, [store, bus]);
  return null;
}

export function preparePage(data: PageData) {
  warmFormatters(intlLocale[data.lang]);
  rememberLanguage(data.lang);
  const bus = createEventBus();
  const maintenance = createMaintenanceSignal();
  // Back online (or Try again), the page is asked for anew: remote code that failed meanwhile is loaded again.
  const connection = createConnection({ window, forget: () => loader.forgetFailures() });
  const store = makeStore(
    {
      apiBaseUrl: data.config.apiBaseUrl,
      contentBaseUrl: data.config.contentBaseUrl,
      lang: data.lang,
      bus,
      onUnavailable: maintenance.raise,
      // A page's data (a query) that fails offline while the page loads shows the offline screen; an action (a
      // mutation) says its own failure where the shopper made it, and the notice says why.
      onNetworkError: (type) => void connection.failed(type === 'query' ? loadingPage() : null),
    },
    data.state,
  );
  // The state the server rendered with, before anything the browser asks changes it: what hydration reads.
  const serverState = store.getState();
  listenForReconnect(store.dispatch);
  const guard = createReloadGuard({
    // Read on use: a browser that refuses storage throws there, and the guard then never reloads.
    storage: {
      getItem: (key) => window.sessionStorage.getItem(key),
      setItem: (key, value) => window.sessionStorage.setItem(key, value),
    },
    reload: () => window.location.reload(),
  });
  // Listening before any remote code runs: an error its first module throws is the remote's to answer for.
  const reports = createSlotReporter({
    entries: data.entries,
    send: (url, body) => navigator.sendBeacon(url, body),
    online: () => navigator.onLine,
  });
  reports.listen(window);
  const loader = createModuleLoader({
    deadlineMs: browserLoadBudgetMs,
    onFailed: (ref, kind) => void reports.report(ref.remote, kind),
    remotes: remoteNames.filter((name) => data.entries[name] !== undefined),
    // Offline, a chunk that does not load is the connection's fault, not a stale file: a reload would only show the
    // browser's own error page, so the page that was loading shows the offline screen instead.
    reloading: (error) =>
      !connection.failed(loadingPage()) && isStaleChunkError(error) && guard.tryReload(window.location.pathname),
  });
  return {
    // Modules the server rendered are loaded first, so hydration finds them ready and matches the HTML.
    ready: Promise.allSettled(data.modules.map((ref) => loader.load(ref, data.lang))),
    hydrate(hydrateRoot: typeof HydrateRoot) {
      const container = document.getElementById('app');
      if (!container) throw new Error('No #app element to hydrate.');
      // A transition: React hydrates in slices of a few milliseconds, yielding to input between them, and hydrates a
      // region at once when the shopper clicks or types into it before its turn.
      const router = createShellBrowserRouter();
      startTransition(() => {
        hydrateRoot(
          container,
          <>
            <ShellRouterProvider router={router}>
              <App
                {...pageProps(data)}
                store={store}
                serverState={serverState}
                bus={bus}
                loader={loader}
                maintenance={maintenance}
                connection={connection}
              />
            </ShellRouterProvider>
            <EarlyInputReplay store={store} bus={bus} />
          </>,
          {
            onRecoverableError(error) {
              console.warn('[hydration]', error instanceof Error ? error.message : error);
            },
          },
        );
      });
      document.documentElement.dataset.hydrated = 'true';
    },
  };
}
