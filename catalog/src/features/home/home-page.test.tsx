import { screen, within } from '@testing-library/react';
import type { ListingProduct } from '@storefront/shared/schemas';
import { homeApi } from '../../api/home-api.ts';
import { cachedState, renderAt } from '../listing/test-utils.tsx';
// Two products captured from the seeded api's getProductsBestsellers.
import captured from './fixtures/bestsellers.json';
import HomePage, { RAIL } from './home-page.tsx';

const products = captured as ListingProduct[];

describe('HomePage', () => {
  it('shows the featured, best-selling and latest products, each in its own section', async () => {
    const state = await cachedState(async (store) => {
      await store.dispatch(homeApi.util.upsertQueryData('getProductsFeatured', undefined, products));
      await store.dispatch(homeApi.util.upsertQueryData('getProductsBestsellers', RAIL, products));
      await store.dispatch(homeApi.util.upsertQueryData('getProductsLatest', RAIL, products.slice(0, 1)));
    });
    renderAt('/en', <HomePage lang="en" params={{}} />, state);
    const names = (title: string) =>
      within(screen.getByRole('region', { name: title }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(names('Best sellers')).toEqual(products.map((product) => product.name));
    expect(names('New arrivals')).toEqual([products[0]?.name]);
    expect(names('Featured products')).toHaveLength(2);
  });

  it('leaves out a rail with no products (the calls default to an empty list)', async () => {
    const state = await cachedState(async (store) => {
      await store.dispatch(homeApi.util.upsertQueryData('getProductsFeatured', undefined, products));
      await store.dispatch(homeApi.util.upsertQueryData('getProductsBestsellers', RAIL, []));
      await store.dispatch(homeApi.util.upsertQueryData('getProductsLatest', RAIL, products));
    });
    renderAt('/en', <HomePage lang="en" params={{}} />, state);
    expect(screen.queryByRole('region', { name: 'Best sellers' })).toBeNull();
    expect(screen.getByRole('region', { name: 'New arrivals' })).toBeTruthy();
  });
});
