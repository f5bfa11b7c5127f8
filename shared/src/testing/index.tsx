/** Render a component as the shell would: a fresh store, messages, language, router and bus. */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { makeStore, StoreProvider, type RootState } from '../store/index.ts';
import { createEventBus, EventBusProvider, type EventBus } from '../events/index.ts';
import { LangProvider } from '../i18n/lang.tsx';
import type { Locale } from '../i18n/locales.ts';
import { RouterProvider, type NavigateOptions } from '../routing/index.ts';
import { refKey, type LoadedRemote, type RemoteLoader, type RemoteRef } from '../remotes/index.ts';

export interface RenderOptions {
  lang?: Locale;
  messages?: Record<string, string>;
  preloadedState?: Partial<RootState>;
  path?: string;
  bus?: EventBus;
  /**
   * Hydrates instead of rendering afresh: `ui` is rendered to HTML as the server would, that HTML is passed through
   * this (what the page's starter changed before the app ran), and the result is hydrated.
   */
  hydrate?: (html: HTMLElement) => void;
}

/**
 * Missing messages are the catalogue tests' concern. One function, so a rerender keeps the intl object, as the app does
 * (a new one would render every message again).
 */
const ignoreIntlErrors = () => undefined;

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const lang = options.lang ?? 'en';
  // In-process only: a cross-tab channel would keep the test runner alive.
  const bus = options.bus ?? createEventBus({ crossTab: false });
  const store = makeStore(
    { apiBaseUrl: 'http://api.test/api', contentBaseUrl: 'http://api.test/cms', lang, bus },
    options.preloadedState,
  );
  const [pathname = '/', search = ''] = (options.path ?? `/${lang}`).split('?');
  const visited: string[] = [];
  // Navigations that replaced the current history entry (also in `visited`).
  const replaced: string[] = [];
  const router = {
    pathname,
    search: search ? `?${search}` : '',
    navigate(to: string, navigation?: NavigateOptions) {
      visited.push(to);
      if (navigation?.replace) replaced.push(to);
    },
    visited,
    replaced,
  };
  const messages = options.messages ?? {};
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider store={store}>
      <EventBusProvider bus={bus}>
        <IntlProvider locale={lang} messages={messages} onError={ignoreIntlErrors}>
          <LangProvider lang={lang}>
            <RouterProvider router={router}>{children}</RouterProvider>
          </LangProvider>
        </IntlProvider>
      </EventBusProvider>
    </StoreProvider>
  );
  let container: HTMLElement | undefined;
  if (options.hydrate) {
    container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(wrapper({ children: ui }));
    options.hydrate(container);
  }
  return { ...render(ui, container ? { wrapper, container, hydrate: true } : { wrapper }), store, router };
}

/**
 * A remote loader that answers every module with `component` (no messages) and records each module asked for
 * (`remote/Module`): a remote's files are fetched only through the loader, so `asked` is what the page would fetch.
 */
export function recordingLoader(component: ComponentType<never>): { loader: RemoteLoader; asked: string[] } {
  const asked: string[] = [];
  const loaded = Promise.resolve({ module: { default: component, loadMessages: async () => ({}) }, messages: {} });
  const loader: RemoteLoader = {
    load<P>(ref: RemoteRef) {
      asked.push(refKey(ref));
      return loaded as unknown as Promise<LoadedRemote<P>>;
    },
    reset: () => undefined,
  };
  return { loader, asked };
}

export {
  answerApi,
  apiHandler,
  apiRefusal,
  apiResponse,
  apiUnreachable,
  type HandlerOptions,
  type RefusalOptions,
  type SentCall,
} from './api-server.ts';
export { unansweredRequests } from './network-guard.ts';
