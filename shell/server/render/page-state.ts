/**
 * The per-request state of a render and how it is filled: one store, one event bus (the store's thunks and the
 * React tree share it), one module loader; then the page's data within the data budget. Nothing outlives the request.
 */
import { api, authApi, sharedApi } from '@storefront/shared/api';
import { createEventBus, type EventBus } from '@storefront/shared/events';
import type { Locale } from '@storefront/shared/i18n';
import { makeStore, settleQueries, type AppStore } from '@storefront/shared/store';
import type { PageHead, PageRedirect, RemoteLoader, RemoteRef } from '@storefront/shared/remotes';
import { createModuleLoader } from '../../src/federation/module-loader.ts';
import { serverRenderedRemotes, type Registry } from '../../src/federation/registry.ts';
import { withDeadline } from '../../src/federation/tracked.ts';
import { isShellPage, pageName, type PageRoute, type RouteDef } from '../../src/routing/routes.ts';
import { shellPages } from '../../src/app/shell-pages.ts';
import { contentUrl, type ServerConfig } from '../config.ts';
import { moduleLoaderFor } from '../federation.ts';
import { serverLoadFailures } from '../metrics.ts';
import { resendingDropped } from './resend-dropped.ts';

/** The account menu: rendered by the server on personal pages only (a shared page's entry is the shell's, ADR 0302). */
const accountMenu: RemoteRef = { remote: 'account', module: 'AccountMenu' };

/** Widgets the layout places on every page. */
export const layoutWidgets: RemoteRef[] = [
  { remote: 'catalog', module: 'SearchBox' },
  { remote: 'catalog', module: 'WishlistLink' },
  { remote: 'catalog', module: 'CompareLink' },
  accountMenu,
];

/** The widgets a page's server render loads (and so the browser loads before hydrating). */
const widgetsOf = (personal: boolean): RemoteRef[] =>
  personal ? layoutWidgets : layoutWidgets.filter((ref) => ref !== accountMenu);

export interface PageState {
  store: AppStore;
  bus: EventBus;
  loader: RemoteLoader;
  /** Remote modules loaded for this page, in load order (the browser loads them before hydrating). */
  rendered: RemoteRef[];
  /** Set-Cookie values the api answered with (a personal page passes them on; a shared one never does). */
  setCookies: string[];
  /** The api answered 503: the shop is in maintenance. */
  unavailable(): boolean;
  /** Ends the store's work and empties it: its subscriptions, RTK Query's removal timers, any call still running. */
  cleanup(): void;
}

export interface PageStateInput {
  config: ServerConfig;
  lang: Locale;
  registry: Registry;
  /** The shopper's cookie for the api: a personal page only. A shared page asks as a guest with no session. */
  cookie?: string;
  /** The fetch the store calls the api with: the public data cache's (public calls without a cookie from memory). */
  fetch?: typeof fetch;
}

export function createPageState({ config, lang, registry, cookie, fetch }: PageStateInput): PageState {
  const setCookies: string[] = [];
  let unavailable = false;
  const bus = createEventBus({ crossTab: false });
  const store = makeStore({
    apiBaseUrl: `${config.apiUrl}/api`,
    contentBaseUrl: contentUrl(config),
    lang,
    bus,
    cookie,
    // A call whose api instance went away before answering is sent once more, to one that is up.
    fetch: resendingDropped(() => fetch ?? globalThis.fetch),
    onSetCookie: (values) => setCookies.push(...values),
    onUnavailable: () => {
      unavailable = true;
    },
  });
  const rendered: RemoteRef[] = [];
  const loader = createModuleLoader({
    deadlineMs: config.remoteBudgetMs,
    onLoaded: (ref) => rendered.push(ref),
    onFailed: (ref) => {
      const version = registry.remotes[ref.remote]?.version;
      if (version) serverLoadFailures.inc({ remote: ref.remote, version });
    },
    remotes: serverRenderedRemotes(registry),
    loadModule: moduleLoaderFor(registry),
  });
  return {
    store,
    bus,
    loader,
    rendered,
    setCookies,
    unavailable: () => unavailable,
    cleanup() {
      // RTK Query's reset ends it all in one action; unsubscribing each query first cost a dispatch and a timer each.
      store.dispatch(api.util.resetApiState());
    },
  };
}

/** What the page's data decided: its status, its head, a move to another URL; and whether anything fell short. */
export interface PrefetchResult {
  status: number;
  head: PageHead;
  moved?: PageRedirect;
  /** Data or a module missed its budget or failed: the page renders, but is never cached. */
  degraded: boolean;
}

export interface PrefetchInput {
  state: PageState;
  config: ServerConfig;
  lang: Locale;
  route?: RouteDef;
  params: Record<string, string>;
  query: URLSearchParams;
  origin: string;
  status: number;
  blank: boolean;
  /** Load what only a personal page shows on the server: the shopper's cart (the header's count). */
  personal: boolean;
  /**
   * A personal page asked with the api's signed-in hint (ADR 0302): the customer is read too, so the header's account
   * menu shows their name in the server's HTML and the page needs no script to show it (ADR 0504).
   */
  signedIn?: boolean;
}

async function prefetchModule(page: PageRoute['page'], input: PrefetchInput) {
  // The shell's own pages (content) follow the same page-module contract as a remote's, without a remote to load.
  const module = isShellPage(page) ? shellPages[page.shell] : (await input.state.loader.load(page, input.lang)).module;
  return module.prefetch?.({
    store: input.state.store,
    lang: input.lang,
    params: input.params,
    query: input.query,
    origin: input.origin,
  });
}

/**
 * Loads the layout's widgets and the page's module and data within the data budget. The bootstrap (menu, shop name)
 * is every page's; the cart only a personal page's: a shared page's header reads it in the browser (ADR 0600).
 */
export async function prefetchData(input: PrefetchInput): Promise<PrefetchResult> {
  const { state, config, route } = input;
  const result: PrefetchResult = { status: input.status, head: {}, degraded: false };
  state.store.dispatch(sharedApi.endpoints.bootstrap.initiate());
  if (input.personal) state.store.dispatch(sharedApi.endpoints.getCartItems.initiate());
  if (input.personal && input.signedIn) state.store.dispatch(authApi.endpoints.getCustomer.initiate());
  const work: Promise<unknown>[] = input.blank
    ? []
    : widgetsOf(input.personal).map((ref) =>
        state.loader.load(ref, input.lang).catch(() => {
          result.degraded = true;
        }),
      );
  if (route && 'page' in route) {
    const page = route.page;
    work.push(
      prefetchModule(page, input).then(
        (answer) => {
          if (answer?.status) result.status = answer.status;
          if (answer?.head) result.head = answer.head;
          if (answer?.redirect) result.moved = answer.redirect;
        },
        (error: unknown) => {
          result.degraded = true;
          console.warn(`[ssr] ${pageName(page)} unavailable: ${String(error)}`);
        },
      ),
    );
  }
  const late = () => {
    result.degraded = true;
  };
  await withDeadline(Promise.all(work), config.dataBudgetMs, 'page prefetch').catch(late);
  await withDeadline(settleQueries(state.store), config.dataBudgetMs, 'page data').catch(late);
  return result;
}

/** What the request answers once the data is in: maintenance, a move, or the page. */
export type Outcome =
  | { kind: 'maintenance' }
  | { kind: 'unreachable' }
  | { kind: 'redirect'; to: string; status: number }
  | { kind: 'render'; ignoredMove?: string };

/**
 * The api answered 503 (to the bootstrap or the page's own calls): the shop is in maintenance, not a page with empty
 * data (SPEC: 'Maintenance triggers on status 503'). A page that lives at another URL sends the shopper there, only
 * ever to a path of this shop, whatever a remote answers. An api that could not be reached at all is an outage
 * (503 with the SPEC's message), never a page with empty data.
 */
export function decideOutcome(unavailable: boolean, moved: PageRedirect | undefined, unreachable = false): Outcome {
  if (unavailable) return { kind: 'maintenance' };
  if (unreachable) return { kind: 'unreachable' };
  if (!moved) return { kind: 'render' };
  const target = sameOriginPath(moved.to);
  return target ? { kind: 'redirect', to: target, status: moved.status } : { kind: 'render', ignoredMove: moved.to };
}

/** `to` as a path (with query) on this shop, or null when it would leave it (resolved as a browser resolves it). */
export function sameOriginPath(to: string): string | null {
  const base = 'http://shop.invalid';
  try {
    const url = new URL(to, `${base}/`);
    return url.origin === base && to.startsWith('/') ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
