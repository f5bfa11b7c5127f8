/**
 * The minimal host page a remote runs in alone (`npm run dev -- <remote>`, from its `src/bootstrap.tsx`): the real
 * store, event bus, locale and api (proxied at /api and /cms by the dev server), the remote's pages and widgets
 * through the same `RemoteSlot` the shell uses, and a client-side router. No shell, no federation, no other remote:
 * a link to another team's page leaves the standalone page. Development only: never part of a shop build.
 */
import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { sharedApi } from '../api/index.ts';
import { createEventBus, EventBusProvider } from '../events/index.ts';
import { IntlRoot, LangProvider, intlLocale, isLocale, locales, type Locale } from '../i18n/index.ts';
import {
  RemoteLoaderProvider,
  RemoteSlot,
  type LoadedRemote,
  type RemoteLoader,
  type RemoteModule,
  type RemoteName,
  type RemoteRef,
} from '../remotes/index.ts';
import { RouterProvider, type Router } from '../routing/index.ts';
import { makeStore, StoreProvider } from '../store/index.ts';
import '../ui/tokens.css';

/**
 * The remote's exposed modules, loaded from its own source (the key is the expose name without './'). Each is a
 * `RemoteModule` whose props differ (pages, widgets), as the shell sees them through the federation runtime.
 */
export type StandaloneModules = Record<string, () => Promise<unknown>>;

export interface StandalonePage {
  /** The exposed module that renders it. */
  module: string;
  /** Matches the path after the language prefix, as the shell's route table does; groups are `params`, in order. */
  pattern: RegExp;
  params?: string[];
  /** A path to open it with (after the language), listed in the standalone page's menu. */
  example: string;
}

export interface StandaloneOptions {
  /** The remote's name (a new team's remote runs alone before the shop's `RemoteName` list knows it). */
  remote: string;
  modules: StandaloneModules;
  pages: StandalonePage[];
  /** Exposed widgets (header search box, counters) shown above the page, as the shell's header places them. */
  widgets?: string[];
}

function moduleLoader(modules: StandaloneModules): RemoteLoader {
  const loads = new Map<string, Promise<LoadedRemote<unknown>>>();
  return {
    load<P>(ref: RemoteRef, lang: Locale) {
      const key = `${ref.module}@${lang}`;
      let loading = loads.get(key);
      if (!loading) {
        const load = modules[ref.module];
        loading = load
          ? load().then(async (loaded) => {
              const module = loaded as RemoteModule<unknown>;
              return { module, messages: await module.loadMessages(lang) };
            })
          : Promise.reject(new Error(`${ref.remote} exposes no ${ref.module}`));
        loads.set(key, loading);
      }
      return loading as Promise<LoadedRemote<P>>;
    },
    reset(ref) {
      for (const key of loads.keys()) if (key.startsWith(`${ref.module}@`)) loads.delete(key);
    },
  };
}

/** The shell's own texts are not here (no shell): their ids show, without a warning per text. */
const quietMissing = (error: { code?: string; message: string }) => {
  if (error.code !== 'MISSING_TRANSLATION') console.warn(error.message);
};

const here = () => ({ pathname: window.location.pathname, search: window.location.search });

function StandaloneHost({ options, lang }: { options: StandaloneOptions; lang: Locale }) {
  // The standalone loader serves only this remote's modules, whatever the name.
  const remote = options.remote as RemoteName;
  const [location, setLocation] = useState(here);
  useEffect(() => {
    const onPop = () => setLocation(here());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const router = useMemo<Router>(
    () => ({
      ...location,
      navigate(to, navigation) {
        const url = new URL(to, window.location.href);
        const sameLang = url.pathname.split('/')[1] === lang;
        // Another language (a new store and catalogue) or another origin: a full page load, as in the shop.
        if (url.origin !== window.location.origin || !sameLang) return window.location.assign(url.href);
        window.history[navigation?.replace ? 'replaceState' : 'pushState'](null, '', url.pathname + url.search);
        if (!navigation?.preventScrollReset) window.scrollTo(0, 0);
        setLocation(here());
      },
    }),
    [location, lang],
  );
  const rest = location.pathname.split('/').slice(2).join('/');
  const page = options.pages.find((candidate) => candidate.pattern.test(rest));
  const groups = page?.pattern.exec(rest)?.slice(1) ?? [];
  const params = Object.fromEntries((page?.params ?? []).map((name, index) => [name, groups[index] ?? '']));
  return (
    <RouterProvider router={router}>
      <header
        style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', padding: '0.5rem 1rem', borderBottom: '1px solid' }}
      >
        <strong>{options.remote} (standalone)</strong>
        <nav aria-label="Pages" style={{ display: 'flex', gap: '0.75rem' }}>
          {options.pages.map((candidate) => (
            <a key={candidate.module} href={`/${lang}/${candidate.example}`}>
              {candidate.module}
            </a>
          ))}
        </nav>
        <nav aria-label="Languages" style={{ display: 'flex', gap: '0.5rem' }}>
          {locales.map((code) => (
            <a key={code} href={`/${code}/${rest}${location.search}`} aria-current={code === lang ? 'true' : undefined}>
              {code}
            </a>
          ))}
        </nav>
        {(options.widgets ?? []).map((widget) => (
          <RemoteSlot key={widget} remote={remote} module={widget} props={{ lang }} compact />
        ))}
      </header>
      <main>
        {page ? (
          <RemoteSlot key={location.pathname} remote={remote} module={page.module} props={{ lang, params }} />
        ) : (
          <p>
            No page of {options.remote} lives at {location.pathname}: open one of the pages above.
          </p>
        )}
      </main>
    </RouterProvider>
  );
}

/** Mounts the remote alone into `#app`: the page the URL names, in the URL's language (English when it names none). */
export function mountStandalone(options: StandaloneOptions): void {
  const [, first = ''] = window.location.pathname.split('/');
  if (!isLocale(first)) {
    window.location.replace(`/en/${options.pages[0]?.example ?? ''}`);
    return;
  }
  const lang: Locale = first;
  const bus = createEventBus();
  const store = makeStore({ apiBaseUrl: '/api', contentBaseUrl: '/cms', lang, bus });
  // What the shell reads on every page: the session and the cart, which pages and widgets may rely on.
  store.dispatch(sharedApi.endpoints.bootstrap.initiate());
  store.dispatch(sharedApi.endpoints.getCartItems.initiate());
  const container = document.getElementById('app');
  if (!container) throw new Error('The standalone page has no #app element.');
  createRoot(container).render(
    <StoreProvider store={store}>
      <EventBusProvider bus={bus}>
        <IntlRoot locale={intlLocale[lang]} defaultLocale={intlLocale.en} messages={{}} onError={quietMissing}>
          <LangProvider lang={lang}>
            <RemoteLoaderProvider loader={moduleLoader(options.modules)}>
              <StandaloneHost options={options} lang={lang} />
            </RemoteLoaderProvider>
          </LangProvider>
        </IntlRoot>
      </EventBusProvider>
    </StoreProvider>,
  );
  document.documentElement.lang = lang;
  document.documentElement.dataset.standalone = options.remote;
}
