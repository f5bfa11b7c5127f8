/** The shell's React tree, the same on the server and in the browser (the router differs). */
import type { ReactNode } from 'react';
import { StoreProvider, type AppStore } from '@storefront/shared/store';
import { EventBusProvider, type EventBus } from '@storefront/shared/events';
import { IntlRoot, LangProvider, intlLocale, type Locale, type Messages } from '@storefront/shared/i18n';
import { RemoteLoaderProvider, type RemoteLoader } from '@storefront/shared/remotes';
import type { ShopConfig } from '@storefront/shared/config';
import { ConfigProvider } from './config-context.tsx';
import { AlternatesProvider } from './alternates-context.tsx';
import { VisitorProvider } from './visitor-context.tsx';
import type { VisitorData } from './visitor.ts';
import type { PageAlternates } from './page-data.ts';
import { RouterBridge } from './router-bridge.tsx';
import { PageOutlet } from './page-outlet.tsx';
import { RouteLayout } from './route-layout.tsx';
import { ShellErrorBoundary } from '../errors/shell-error-boundary.tsx';
import { ConsentProvider } from '../layout/consent.tsx';
import { CountryNoticeProvider } from '../layout/country-notice.tsx';
import { MaintenanceGate, type MaintenanceSignal } from './maintenance.tsx';
import { ConnectionNotice, OfflineGate } from './offline.tsx';
import type { Connection } from './connection.ts';

export interface AppProps {
  store: AppStore;
  /**
   * Browser only: the store's state as the server rendered the page. Hydration reads it, not the store's state of the
   * moment: an answer that came in while the page hydrated (the cart, a related list) would otherwise make a region's
   * text differ from the server's, and React would throw that region away and render it again (ADR 0502).
   */
  serverState?: ReturnType<AppStore['getState']>;
  bus: EventBus;
  loader: RemoteLoader;
  lang: Locale;
  messages: Messages;
  config: ShopConfig;
  /** The rendered page's alternates (from PageData), for the language switcher. */
  alternates?: PageAlternates;
  /** The visitor's cookie choice and country notice, as the server read them (from PageData). */
  visitor?: VisitorData;
  /** Browser only: raised when an api call answers 503, to show the maintenance screen. */
  maintenance?: MaintenanceSignal;
  /** Browser only: whether the shopper is online, and which page could not load without a connection. */
  connection?: Connection;
}

const reportIntlError = (error: { code?: string; message: string }) => {
  // A missing translation is caught by the locale tests; at run time it falls back to the id quietly.
  if (error.code !== 'MISSING_TRANSLATION') console.warn(error.message);
};

export function App({
  store,
  serverState,
  bus,
  loader,
  lang,
  messages,
  config,
  alternates,
  visitor,
  maintenance,
  connection,
  children,
}: AppProps & { children?: ReactNode }) {
  return (
    <StoreProvider store={store} serverState={serverState}>
      <EventBusProvider bus={bus}>
        <IntlRoot locale={intlLocale[lang]} defaultLocale={intlLocale.en} messages={messages} onError={reportIntlError}>
          <LangProvider lang={lang}>
            <ConfigProvider config={config}>
              <AlternatesProvider alternates={alternates}>
                <VisitorProvider visitor={visitor}>
                  {/* The shopper's answers to the banner and the notice live above the route's layout: a switch to
                      the blank layout (the error screen or maintenance) and back must not bring them back. */}
                  <ConsentProvider>
                    <CountryNoticeProvider>
                      <RouterBridge>
                        <RemoteLoaderProvider loader={loader}>
                          <ConnectionNotice connection={connection} />
                          <ShellErrorBoundary>
                            <MaintenanceGate signal={maintenance}>
                              <RouteLayout>
                                <OfflineGate connection={connection}>{children ?? <PageOutlet />}</OfflineGate>
                              </RouteLayout>
                            </MaintenanceGate>
                          </ShellErrorBoundary>
                        </RemoteLoaderProvider>
                      </RouterBridge>
                    </CountryNoticeProvider>
                  </ConsentProvider>
                </VisitorProvider>
              </AlternatesProvider>
            </ConfigProvider>
          </LangProvider>
        </IntlRoot>
      </EventBusProvider>
    </StoreProvider>
  );
}
