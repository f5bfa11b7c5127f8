import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductListing } from '@storefront/shared/schemas';
import { answerApi, apiHandler, apiUnreachable } from '@storefront/shared/testing';
import { catalogApi } from '../../api/catalog-api.ts';
// A reply captured from the seeded api: getProducts {id_category: 3, q: 'size-m', order: 'price_asc', page: 2, resultsPerPage: 3}.
import captured from '../listing/fixtures/women-size-m.json';
import { readListingQuery } from '../listing/listing-query.ts';
import { cachedState, renderAt } from '../listing/test-utils.tsx';
import CategoryPage from './category-page.tsx';
import { categoryRequest } from './category-request.ts';

const listing = captured as ProductListing;
const path = '/en/3-women?q=size-m&order=price_asc&page=2';
const request = categoryRequest('3-women', readListingQuery(new URLSearchParams(path.split('?')[1])));

const withReply = (reply: ProductListing) =>
  cachedState((store) =>
    store.dispatch(catalogApi.util.upsertQueryData('getProducts', request ?? { id_category: 0 }, reply)),
  );

describe('CategoryPage', () => {
  it('shows where the category sits, its tools and its products, from the cached reply', async () => {
    renderAt(path, <CategoryPage lang="en" params={{ id: '3-women' }} />, await withReply(listing));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Women');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en');
    expect(within(breadcrumb).getByText('Women').getAttribute('aria-current')).toBe('page');
    const tree = screen.getByRole('navigation', { name: 'Categories' });
    expect(
      within(tree)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Women', 'Dresses', 'Tops & Shirts', 'Trousers & Skirts', 'Knitwear', 'Shoes']);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price_asc');
    expect(screen.getByRole('button', { name: 'Remove filter Size: M' })).toBeTruthy();
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual(
      listing.products.map((product) => product.name),
    );
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    // The count is announced when a filter changes it.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('44 products');
  });

  it('stays at its own address, and moves from another slug to it with the list kept', async () => {
    const { router, unmount } = renderAt(
      path,
      <CategoryPage lang="en" params={{ id: '3-women' }} />,
      await withReply(listing),
    );
    expect(router.visited).toEqual([]);
    unmount();
    const other = renderAt(
      path.replace('3-women', '3-femme'),
      <CategoryPage lang="en" params={{ id: '3-femme' }} />,
      await withReply(listing),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Women');
    expect(other.router.replaced).toEqual([path]);
  });

  it('says when the filters match nothing, and clears them', async () => {
    const none = { ...listing, products: [], pagination: { ...listing.pagination, total_items: 0, pages_count: 0 } };
    // Clearing asks for the unfiltered list at the press (ListingPrefetch).
    const sent = answerApi(apiHandler('getProducts', listing));
    const { router } = renderAt(path, <CategoryPage lang="en" params={{ id: '3-women' }} />, await withReply(none));
    expect(screen.getByText('No products match these filters.')).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'Clear all filters' });
    await userEvent.click(clear.at(-1) as HTMLElement);
    expect(router.visited).toEqual(['/en/3-women?order=price_asc']);
    await waitFor(() => expect(sent.map((sentCall) => sentCall.body)).toMatchObject([{ q: '', order: 'price_asc' }]));
  });

  it('offers a retry when the list cannot be loaded, and shows the list it then gets', async () => {
    const sent = answerApi(apiUnreachable('getProducts', { once: true }), apiHandler('getProducts', listing));
    renderAt(path, <CategoryPage lang="en" params={{ id: '3-women' }} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The products could not be loaded.');
    expect(sent).toHaveLength(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Women'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the new list at the press of a facet, before the page has moved to its address', async () => {
    const sent = answerApi(apiHandler('getProducts', listing));
    // The test's router records the navigation and stays where it was: only the press can have asked.
    const { router } = renderAt(path, <CategoryPage lang="en" params={{ id: '3-women' }} />, await withReply(listing));
    await userEvent.click(screen.getAllByRole('checkbox', { name: /^XS/ })[0] as HTMLElement);
    expect(router.visited).toEqual(['/en/3-women?q=size-m-xs&order=price_asc']);
    await waitFor(() => expect(sent.map((sentCall) => sentCall.call)).toEqual(['getProducts']));
    expect(sent[0]?.body).toMatchObject({ id_category: 3, q: 'size-m-xs', order: 'price_asc', page: 1 });
  });

  it('shows the page not found for a path without a category id', () => {
    renderAt('/en/women', <CategoryPage lang="en" params={{ id: 'women' }} />);
    expect(screen.getByTestId('shared-not-found-path')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
