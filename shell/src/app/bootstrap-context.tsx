/**
 * The shop's bootstrap (menu, shop name, pages, countries) for the shell's layout: read from the store once, where the
 * layout starts, and handed down. Each RTK Query hook builds its own selectors and arguments on every render; on the
 * server, where nothing is memoised from one request to the next, the header, the footer, the shop's name and the
 * delivery country reading it each were about 4 % of an uncached page's CPU (ADR 0600).
 */
import { createContext, useContext, type ReactNode } from 'react';
import { sharedApi, useBootstrapQuery } from '@storefront/shared/api';
import type { BootstrapData } from '@storefront/shared/schemas';
import { useAppStore } from '@storefront/shared/store';

const BootstrapContext = createContext<BootstrapData | undefined>(undefined);

/**
 * Subscribes to the bootstrap (the browser asks for it when the page's data lacks it) and hands it down. On the server
 * the store's entry is read as it is when the page is rendered: nothing is fetched or followed after the render, and
 * the query's hook built its subscription and selectors in every render (about 1 % of an uncached page's CPU).
 */
export function BootstrapProvider({ children }: { children: ReactNode }) {
  const data = useBootstrapData();
  return <BootstrapContext.Provider value={data}>{children}</BootstrapContext.Provider>;
}

const selectBootstrap = sharedApi.endpoints.bootstrap.select();
const useBootstrapData: () => BootstrapData | undefined =
  typeof window === 'undefined' ? () => selectBootstrap(useAppStore().getState()).data : () => useBootstrapQuery().data;

/** The bootstrap as the nearest `BootstrapProvider` read it; undefined until it has come. */
export const useBootstrap = (): BootstrapData | undefined => useContext(BootstrapContext);
