import { screen } from '@testing-library/react';
import { createEventBus } from '@storefront/shared/events';
import { makeStore } from '@storefront/shared/store';
import { renderWithProviders } from '@storefront/shared/testing';
import type { SearchResults } from '@storefront/shared/schemas';
import messages from '../../../../locales/en/catalog.json';
import { searchApi } from '../../api/search-api.ts';
import sweter from './fixtures/search-sweter.json';
import SearchPage, { readSearchQuery, resultsRequest } from './search-page.tsx';

// A reply captured from the api for the misspelt 'sweter' (corrected to 'sweater', 11 products).
const corrected = sweter as SearchResults;

/** Renders the page at a URL, with the reply for its request cached as the server's prefetch leaves it. */
async function renderAt(path: string, reply?: SearchResults) {
  const bus = createEventBus({ crossTab: false });
  const server = makeStore({ apiBaseUrl: 'http://api.test/api', lang: 'en', bus });
  if (reply) {
    const request = resultsRequest(readSearchQuery(new URLSearchParams(path.split('?')[1])));
    await server.dispatch(searchApi.util.upsertQueryData('search', request, { kind: 'results', ...reply }));
  }
  return renderWithProviders(<SearchPage lang="en" params={{}} />, { messages, path, bus, preloadedState: { api: server.getState().api } });
}

describe('readSearchQuery', () => {
  it('reads the phrase from q and the listing state without facets', () => {
    const state = readSearchQuery(new URLSearchParams('q=%20linen%20dress%20&order=price_desc&page=3&view=list'));
    expect(state.phrase).toBe('linen dress');
    expect(resultsRequest(state)).toEqual({ s: 'linen dress', page: 3, q: '', order: 'price_desc', resultsPerPage: 24 });
    expect(state.listing.view).toBe('list');
  });
});

describe('SearchPage', () => {
  it('asks what the shopper is looking for when nothing was searched', async () => {
    await renderAt('/en/search');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search');
    expect(screen.getByText(/What are you looking for\?/)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("says 'No Results' with the phrase when nothing matches", async () => {
    await renderAt('/en/search?q=qzxwvy', {
      ...corrected,
      search_string: 'qzxwvy',
      corrected_search_string: null,
      products: [],
      pagination: { total_items: 0, items_shown_from: 0, items_shown_to: 0, current_page: 1, pages_count: 0 },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No Results');
    expect(screen.getByText('Nothing matches “qzxwvy”. Check the spelling, or try a more general word.')).toBeTruthy();
  });

  it('shows the products found for the corrected phrase, and says which phrase it searched', async () => {
    await renderAt('/en/search?q=sweter', corrected);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “sweter”');
    expect(screen.getByText('Nothing matches “sweter”. Showing results for “sweater” instead.')).toBeTruthy();
    expect(screen.getByText('11 products')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(11);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
  });
});
