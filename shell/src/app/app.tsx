/** The shell's React tree, the same on the server and in the browser (the router differs). */
import type { ReactNode } from 'react';
import { StoreProvider, type AppStore } from '@storefront/shared/store';
import { EventBusProvider, type EventBus } from '@storefront/shared/events';
import { IntlRoot, LangProvider, intlLocale, type Locale, type Messages } from '@storefront/shared/i18n';
import { RemoteLoaderProvider, type RemoteLoader } from '@storefront/shared/remotes';
import type { ShopConfig } from '@storefront/shared/config';
import { ConfigProvider } from './config-context.tsx';
import { AlternatesProvider } from './alternates-context.tsx';
import type { PageAlternates } from './page-data.ts';
import { RouterBridge } from './router-bridge.tsx';
import { PageOutlet } from './page-outlet.tsx';
import { RouteLayout } from './route-layout.tsx';
import { ShellErrorBoundary } from '../errors/shell-error-boundary.tsx';

export interface AppProps {
  store: AppStore;
  bus: EventBus;
  loader: RemoteLoader;
  lang: Locale;
  messages: Messages;
  config: ShopConfig;
  /** The rendered page's alternates (from PageData), for the language switcher. */
  alternates?: PageAlternates;
}

const reportIntlError = (error: { code?: string; message: string }) => {
  // A missing translation is caught by the locale tests; at run time it falls back to the id quietly.
  if (error.code !== 'MISSING_TRANSLATION') console.warn(error.message);
};

export function App({ store, bus, loader, lang, messages, config, alternates, children }: AppProps & { children?: ReactNode }) {
  return (
    <StoreProvider store={store}>
      <EventBusProvider bus={bus}>
        <IntlRoot locale={intlLocale[lang]} defaultLocale={intlLocale.en} messages={messages} onError={reportIntlError}>
          <LangProvider lang={lang}>
            <ConfigProvider config={config}>
              <AlternatesProvider alternates={alternates}>
                <RouterBridge>
                  <RemoteLoaderProvider loader={loader}>
                    <ShellErrorBoundary>
                      <RouteLayout>{children ?? <PageOutlet />}</RouteLayout>
                    </ShellErrorBoundary>
                  </RemoteLoaderProvider>
                </RouterBridge>
              </AlternatesProvider>
            </ConfigProvider>
          </LangProvider>
        </IntlRoot>
      </EventBusProvider>
    </StoreProvider>
  );
}
