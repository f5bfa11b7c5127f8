import { screen } from '@testing-library/react';
import type { PrefetchContext } from '@storefront/shared/remotes';
import { renderWithProviders } from '@storefront/shared/testing';
import { loadMessages } from '../../messages.ts';
import SamplePage, { prefetch } from './sample-page.tsx';

describe('SamplePage', () => {
  it('shows its title in the page language', async () => {
    const messages = (await loadMessages('fr')) as Record<string, string>;
    renderWithProviders(<SamplePage lang="fr" params={{}} />, { lang: 'fr', messages });
    expect(screen.getByRole('heading', { level: 1, name: messages['sample.page.title'] })).toBeTruthy();
  });
  it('names its canonical path for the server', async () => {
    const result = await prefetch({ lang: 'de', params: {}, query: new URLSearchParams() } as PrefetchContext);
    expect(result.head?.canonical).toBe('/de/sample');
  });
});
