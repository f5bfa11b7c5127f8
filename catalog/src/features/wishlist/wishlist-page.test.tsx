import { act, screen, within } from '@testing-library/react';
import type { ProductDetail } from '@storefront/shared/schemas';
import { renderWithProviders } from '@storefront/shared/testing';
import messages from '../../../../locales/en/catalog.json';
import { catalogApi } from '../../api/catalog-api.ts';
import { homeApi } from '../../api/home-api.ts';
import { recommendedProductsRequest } from '../../api/recommended-api.ts';
// Replies captured from the seeded api: getProduct {product_id: 5} and {product_id: 119}.
import linenDress from '../compare/fixtures/product-5.json';
import tShirt from '../compare/fixtures/product-119.json';
import { cachedState } from '../listing/test-utils.tsx';
import WishlistPage from './wishlist-page.tsx';

const dress = linenDress as ProductDetail;
const shirt = tShirt as ProductDetail;

beforeEach(() => window.localStorage.clear());

async function renderPage() {
  // The data the server would have prefetched, and the product the page re-reads by id: nothing asks the api.
  const preloadedState = await cachedState((store) =>
    Promise.all([
      store.dispatch(homeApi.util.upsertQueryData('getProductsBestsellers', recommendedProductsRequest, [shirt])),
      store.dispatch(catalogApi.util.upsertQueryData('getProduct', { product_id: dress.id_product }, dress)),
    ]),
  );
  return renderWithProviders(<WishlistPage lang="en" params={{}} />, {
    messages,
    path: '/en/wishlist',
    preloadedState,
  });
}

describe('WishlistPage', () => {
  it('shows the empty state with recommendations when nothing is saved', async () => {
    await renderPage();
    expect(await screen.findByText('Your wishlist is empty.')).toBeTruthy();
    const strip = screen.getByRole('region', { name: 'Recommended for you' });
    expect(await within(strip).findByRole('heading', { name: shirt.name })).toBeTruthy();
  });

  it('shows the saved products, read again by id, with a way to take them out', async () => {
    await renderPage();
    await screen.findByText('Your wishlist is empty.');
    // Saved meanwhile (here by another tab): the page follows, with the product from the cache.
    act(() => {
      window.localStorage.setItem(
        'catalog:wishlist',
        JSON.stringify([{ id: dress.id_product, name: dress.name, slug: dress.link_rewrite }]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'catalog:wishlist' }));
    });
    const saved = await screen.findByRole('list', { name: 'Saved products' });
    expect(screen.getByText('1 saved product')).toBeTruthy();
    expect(within(saved).getByRole('heading', { name: 'Essential Linen Dress' })).toBeTruthy();
    act(() => within(saved).getByRole('button', { name: 'Remove Essential Linen Dress from the wishlist' }).click());
    expect(await screen.findByText('Your wishlist is empty.')).toBeTruthy();
    expect(window.localStorage.getItem('catalog:wishlist')).toBe('[]');
  });
});
