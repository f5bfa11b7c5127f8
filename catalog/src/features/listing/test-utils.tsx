/** Renders a listing piece at a URL with the catalogue's English messages (tests only). */
import type { ReactElement } from 'react';
import { createEventBus } from '@storefront/shared/events';
import { renderWithProviders } from '@storefront/shared/testing';
import messages from '../../../../locales/en/catalog.json';

export const renderAt = (path: string, ui: ReactElement) =>
  // No cross-tab channel: an open BroadcastChannel would keep jest's process alive.
  renderWithProviders(ui, { messages, path, bus: createEventBus({ crossTab: false }) });
