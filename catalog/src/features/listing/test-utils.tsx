/** Renders a listing piece at a URL with the catalogue's English messages (tests only). */
import type { ReactElement } from 'react';
import { createEventBus } from '@storefront/shared/events';
import { makeStore, type AppStore, type RootState } from '@storefront/shared/store';
import { renderWithProviders } from '@storefront/shared/testing';
import messages from '../../../../locales/en/catalog.json';

const config = () => ({
  apiBaseUrl: 'http://api.test/api',
  lang: 'en' as const,
  bus: createEventBus({ crossTab: false }),
});

export const renderAt = (
  path: string,
  ui: ReactElement,
  preloadedState?: Partial<RootState>,
  /** Hydrates the server's HTML, after this has changed it, instead of rendering afresh. */
  hydrate?: (html: HTMLElement) => void,
) =>
  // No cross-tab channel: an open BroadcastChannel would keep jest's process alive.
  renderWithProviders(ui, { messages, path, preloadedState, hydrate, bus: createEventBus({ crossTab: false }) });

/** A store state with replies already cached, as the server's prefetch leaves it. */
export async function cachedState(fill: (store: AppStore) => Promise<unknown>): Promise<Partial<RootState>> {
  const store = makeStore(config());
  await fill(store);
  return { api: store.getState().api };
}
