import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import messages from '../../../../locales/en/catalog.json';
import { WishlistButton } from '../wishlist/wishlist-button.tsx';
import WishlistLink from '../wishlist/wishlist-link.tsx';

const product = (id: number) => ({ id, name: `Product ${id}`, slug: `product-${id}` });
/** A listing's wishlist buttons (two dozen tiles) and the header's link, in one page. */
const Page = ({ ids }: { ids: number[] }) => (
  <>
    <WishlistLink lang="en" params={{}} />
    {ids.map((id) => (
      <WishlistButton key={id} product={product(id)} compact />
    ))}
  </>
);
const tiles = Array.from({ length: 24 }, (_, index) => index + 1);

/** How many times the stored wishlist is read while `run` runs. */
async function readsOfWishlist(run: () => void | Promise<void>): Promise<number> {
  const getItem = jest.spyOn(Storage.prototype, 'getItem');
  try {
    await run();
    return getItem.mock.calls.filter(([key]) => key === 'catalog:wishlist').length;
  } finally {
    getItem.mockRestore();
  }
}

beforeEach(() => window.localStorage.clear());

describe('useSavedList', () => {
  it('reads the stored list once for a page that shows it two dozen times, and follows other tabs once', async () => {
    window.localStorage.setItem('catalog:wishlist', JSON.stringify([product(3)]));
    let page: ReturnType<typeof renderWithProviders> | undefined;
    const onMount = await readsOfWishlist(async () => {
      page = renderWithProviders(<Page ids={tiles} />, { messages });
      await screen.findByRole('link', { name: 'Wishlist, 1 item' });
    });
    expect(onMount).toBe(1);
    expect(screen.getByRole('button', { name: 'Remove Product 3 from the wishlist' })).toBeTruthy();

    const onOtherTab = await readsOfWishlist(() =>
      act(() => {
        window.localStorage.setItem('catalog:wishlist', JSON.stringify([product(3), product(7)]));
        window.dispatchEvent(new StorageEvent('storage', { key: 'catalog:wishlist' }));
      }),
    );
    expect(onOtherTab).toBe(1);
    expect(screen.getByRole('link', { name: 'Wishlist, 2 items' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Product 7 from the wishlist' })).toBeTruthy();

    // Tiles leave and come (a new listing): the list is still followed, and not read again.
    const onNewListing = await readsOfWishlist(() => page?.rerender(<Page ids={tiles.map((id) => id + 24)} />));
    expect(onNewListing).toBe(0);

    // Nothing shows the list any more: other tabs are no longer followed; shown again, it is read again.
    page?.unmount();
    const unmounted = await readsOfWishlist(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'catalog:wishlist' }));
    });
    expect(unmounted).toBe(0);
    const shownAgain = await readsOfWishlist(async () => {
      renderWithProviders(<Page ids={[7]} />, { messages });
      await screen.findByRole('link', { name: 'Wishlist, 2 items' });
    });
    expect(shownAgain).toBe(1);
  });
});
