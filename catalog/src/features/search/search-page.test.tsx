import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus } from '@storefront/shared/events';
import type { SearchResults } from '@storefront/shared/schemas';
import { makeStore } from '@storefront/shared/store';
import { answerApi, apiHandler } from '@storefront/shared/testing';
import { searchApi } from '../../api/search-api.ts';
import { cachedState, renderAt } from '../listing/test-utils.tsx';
import sweter from './fixtures/search-sweter.json';
import sweterNavy from './fixtures/search-sweter-navy.json';
import SearchBox from './search-box.tsx';
import SearchPage, { prefetch, readSearchQuery, resultsRequest } from './search-page.tsx';

// Replies captured from the api for the misspelt 'sweter' (corrected to 'sweater'): all 11 products, and the 5 navy
// ones (search {s: 'sweter', q: 'colour-navy'}).
const corrected = sweter as SearchResults;
const navy = sweterNavy as SearchResults;

/** The api's answer to the search the test expects; returns the calls sent. */
const stubApi = (psdata: unknown) => answerApi(apiHandler('search', psdata));

const requestAt = (path: string) => resultsRequest(readSearchQuery(new URLSearchParams(path.split('?')[1])));

/** Renders the page at a URL, with the reply for its request cached as the server's prefetch leaves it. */
async function renderPage(path: string, reply?: SearchResults) {
  const state = reply
    ? await cachedState((store) =>
        store.dispatch(searchApi.util.upsertQueryData('search', requestAt(path), { kind: 'results', ...reply })),
      )
    : undefined;
  return renderAt(path, <SearchPage lang="en" params={{}} />, state);
}

describe('readSearchQuery', () => {
  it('reads the phrase from q, and the listing state with its facets from f', () => {
    const state = readSearchQuery(
      new URLSearchParams('q=%20linen%20dress%20&f=colour-navy&order=price_desc&page=3&view=list'),
    );
    expect(state.phrase).toBe('linen dress');
    expect(resultsRequest(state)).toEqual({
      s: 'linen dress',
      page: 3,
      q: 'colour-navy',
      order: 'price_desc',
      resultsPerPage: 24,
    });
    expect(state.listing.view).toBe('list');
  });

  it('never takes the phrase for facets', () => {
    expect(resultsRequest(readSearchQuery(new URLSearchParams('q=size-m'))).q).toBe('');
  });
});

describe('prefetch', () => {
  const prefetchAt = (search: string) =>
    prefetch({
      store: makeStore({ apiBaseUrl: 'http://api.test/api', lang: 'fr', bus: createEventBus({ crossTab: false }) }),
      origin: 'http://shop.test',
      lang: 'fr',
      params: {},
      query: new URLSearchParams(search),
    });

  it('titles the page in the shopper’s language, before anything is searched and for a phrase', async () => {
    expect((await prefetchAt('')).head?.title).toBe('Recherche');
    const sent = stubApi(corrected);
    expect((await prefetchAt('q=sweter')).head?.title).toBe('Résultats pour « sweter »');
    expect(sent).toHaveLength(1);
  });
});

describe('SearchPage', () => {
  it('asks what the shopper is looking for when nothing was searched', async () => {
    await renderPage('/en/search');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search');
    expect(screen.getByText(/What are you looking for\?/)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("says 'No Results' with the phrase when nothing matches", async () => {
    await renderPage('/en/search?q=qzxwvy', {
      ...corrected,
      search_string: 'qzxwvy',
      corrected_search_string: null,
      products: [],
      pagination: { total_items: 0, items_shown_from: 0, items_shown_to: 0, current_page: 1, pages_count: 0 },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No Results');
    expect(screen.getByText('Nothing matches “qzxwvy”. Check the spelling, or try a more general word.')).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
  });

  it('shows the products found for the corrected phrase, and says which phrase it searched', async () => {
    await renderPage('/en/search?q=sweter', corrected);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “sweter”');
    expect(screen.getByText('Nothing matches “sweter”. Showing results for “sweater” instead.')).toBeTruthy();
    // A status: the count is announced when a filter changes it.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('11 products');
    expect(screen.getAllByRole('article')).toHaveLength(11);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
  });

  it('offers the facets of what the phrase found, with their counts', async () => {
    await renderPage('/en/search?q=sweter', corrected);
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(filters).getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('false');
    const colour = within(filters).getByRole('group', { name: 'Colour' });
    expect(within(colour).getByRole('checkbox', { name: /^Navy/ }).closest('label')?.textContent).toBe(
      'Navy55 products',
    );
    expect(screen.queryByRole('region', { name: 'Active filters' })).toBeNull();
  });

  it('keeps the facets under f: ticking one keeps the phrase and the order, and goes back to page 1', async () => {
    const path = '/en/search?q=sweter&order=price_desc&page=2';
    const sent = stubApi(navy);
    const { router } = await renderPage(path, corrected);
    await userEvent.click(screen.getByRole('checkbox', { name: /^Navy/ }));
    expect(router.visited).toEqual(['/en/search?q=sweter&order=price_desc&f=colour-navy']);
    // The new list is asked at the press, for the address the page moves to (ListingPrefetch).
    await waitFor(() => expect(sent.map((call) => call.body)).toEqual([requestAt(router.visited[0] ?? '')]));
  });

  it('shows the filtered list from f with its chips; removing the last one leaves the phrase', async () => {
    const sent = stubApi(corrected);
    const { router } = await renderPage('/en/search?q=sweter&f=colour-navy', navy);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('5 products');
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect((screen.getByRole('checkbox', { name: /^Navy/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
    const chips = screen.getByRole('region', { name: 'Active filters' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter Colour: Navy' }));
    await userEvent.click(within(chips).getByRole('button', { name: 'Clear all filters' }));
    expect(router.visited).toEqual(['/en/search?q=sweter', '/en/search?q=sweter']);
    // Asked once: the second press finds it on its way.
    await waitFor(() => expect(sent.map((call) => call.body)).toEqual([requestAt('/en/search?q=sweter')]));
  });

  it('says when the filters match nothing, and clears them rather than saying the phrase found nothing', async () => {
    const none = {
      ...navy,
      products: [],
      pagination: { ...navy.pagination, total_items: 0, items_shown_from: 0, items_shown_to: 0, pages_count: 0 },
    };
    stubApi(corrected);
    const { router } = await renderPage('/en/search?q=sweter&f=colour-navy&view=list', none);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “sweter”');
    expect(screen.getByText('No products match these filters.')).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'Clear all filters' });
    await userEvent.click(clear.at(-1) as HTMLElement);
    expect(router.visited).toEqual(['/en/search?q=sweter&view=list']);
  });

  it('a new phrase from the header box starts without the old phrase’s filters, order or page', async () => {
    // The box asks for suggestions while the shopper types: none.
    stubApi({ products: [], categories: [] });
    const path = '/en/search?q=sweter&f=colour-navy&order=price_asc&page=2';
    const state = await cachedState((store) =>
      store.dispatch(searchApi.util.upsertQueryData('search', requestAt(path), { kind: 'results', ...navy })),
    );
    const { router } = renderAt(
      path,
      <>
        <SearchBox lang="en" params={{}} />
        <SearchPage lang="en" params={{}} />
      </>,
      state,
    );
    const box = screen.getByRole('combobox', { name: 'Search the shop' });
    expect((box as HTMLInputElement).value).toBe('sweter');
    fireEvent.change(box, { target: { value: 'linen dress' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(router.visited).toEqual(['/en/search?q=linen%20dress']);
  });
});
