import { screen, waitFor, within } from '@testing-library/react';
import type { ProductList, ProductListing } from '@storefront/shared/schemas';
import { answerApi, apiHandler, renderWithProviders } from '@storefront/shared/testing';
import messages from '../../../../locales/en/catalog.json';
import captured from '../listing/fixtures/women-size-m.json';
import { RecommendedProducts } from './recommended-products.tsx';

const listed = (captured as ProductListing).products.slice(0, 4);
const reply = (products: ProductList['products']): ProductList => ({
  products,
  pagination: {
    total_items: products.length,
    items_shown_from: products.length ? 1 : 0,
    items_shown_to: products.length,
    current_page: 1,
    pages_count: 1,
  },
});

describe('RecommendedProducts', () => {
  it('recommends one row of the shop’s best sellers, not one category (the SPEC’s 10 is dresses here)', async () => {
    const sent = answerApi(apiHandler('getProductsBestsellers', reply(listed)));
    renderWithProviders(<RecommendedProducts />, { messages });
    const row = await screen.findByRole('region', { name: 'Recommended for you' });
    const names = listed.map((product) => product.name);
    await waitFor(() =>
      expect(
        within(row)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(names),
    );
    expect(sent).toEqual([{ call: 'getProductsBestsellers', body: { page: 1, resultsPerPage: 4 } }]);
  });

  it('is not there when the shop has sold nothing yet', async () => {
    const sent = answerApi(apiHandler('getProductsBestsellers', reply([])));
    renderWithProviders(<RecommendedProducts />, { messages });
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Recommended for you' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Recommended for you' })).toBeNull();
  });
});
