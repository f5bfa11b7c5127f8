import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/testing';
import messages from '../../../../locales/en/catalog.json';
import fr from '../../../../locales/fr/catalog.json';
import { NOTICE_MS } from '../saved-products/full-notice.tsx';
import { ProductActions } from '../product-tile/product-actions.tsx';
import { withSavedNotices } from '../saved-products/saved-notices.tsx';
import { WishlistButton } from './wishlist-button.tsx';
import { wishlist } from './wishlist-list.ts';

const dress = { id: 5, name: 'Essential Linen Dress', slug: 'essential-linen-dress' };
/** A wishlist at its limit (100), none of them the dress. */
const fullList = Array.from({ length: wishlist.limit }, (_, index) => ({
  id: 1000 + index,
  name: `Product ${index}`,
  slug: `product-${index}`,
}));

beforeEach(() => window.localStorage.clear());

/** The visible notice beside a button: the element that holds the link to the list. */
const noticeOf = (linkName: string) => screen.getByRole('link', { name: linkName }).parentElement as HTMLElement;

/** A listing as an exposed page renders it: twelve tiles' buttons under the page's one notice region. */
const tiles = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `Tile ${index + 1}`,
  slug: `tile-${index + 1}`,
}));
const Grid = withSavedNotices(() => (
  <ul>
    {tiles.map((tile) => (
      <li key={tile.id}>
        <ProductActions product={tile} compact />
      </li>
    ))}
  </ul>
));

describe('WishlistButton', () => {
  it('saves a product and takes it out, with nothing to say', async () => {
    const { store } = renderWithProviders(<WishlistButton product={dress} />, { messages });
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(wishlist.selectItems(store.getState())).toEqual([dress]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    expect(wishlist.selectItems(store.getState())).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("draws a tile's icon from the stylesheet, not in every tile's markup, and fills it once saved", async () => {
    const { container } = renderWithProviders(<WishlistButton product={dress} compact />, { messages });
    const iconOf = (name: string) => screen.getByRole('button', { name }).querySelector('[aria-hidden="true"]');
    expect(container.querySelector('svg')).toBeNull();
    expect(iconOf('Add Essential Linen Dress to the wishlist')?.className).toBe('icon heart');
    await userEvent.click(screen.getByRole('button', { name: 'Add Essential Linen Dress to the wishlist' }));
    expect(iconOf('Remove Essential Linen Dress from the wishlist')?.className).toBe('icon heart filled');
  });

  it('tells the shopper the list is full instead of silently not saving a 101st product', async () => {
    window.localStorage.setItem('catalog:wishlist', JSON.stringify(fullList));
    const { store } = renderWithProviders(<WishlistButton product={dress} compact />, { messages });
    // The live region is there before the message, so screen readers announce it.
    expect(screen.getByRole('status').textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Add Essential Linen Dress to the wishlist' }));
    const full = 'Your wishlist is full: it holds up to 100 products. Remove one to save Essential Linen Dress.';
    expect(screen.getByRole('status').textContent).toBe(full);
    // Beside the button: the same words and the way to the list, which the keyboard reaches right after the button.
    expect(noticeOf('See your wishlist').textContent).toBe(`${full} See your wishlist`);
    expect(screen.getByRole('link', { name: 'See your wishlist' }).getAttribute('href')).toBe('/en/wishlist');
    expect(wishlist.selectItems(store.getState())).toEqual(fullList);
    expect(JSON.parse(window.localStorage.getItem('catalog:wishlist') ?? '[]')).toHaveLength(100);
    // Still an "add" button: nothing was saved.
    expect(screen.getByRole('button', { name: 'Add Essential Linen Dress to the wishlist' })).toBeTruthy();
  });

  it('says it in the shopper’s language', async () => {
    window.localStorage.setItem('catalog:wishlist', JSON.stringify(fullList));
    renderWithProviders(<WishlistButton product={dress} />, { messages: fr, lang: 'fr' });
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter à la liste d’envies' }));
    const full =
      'Votre liste d’envies est pleine\u00a0: elle contient jusqu’à 100 produits. Retirez-en un pour enregistrer Essential Linen Dress.';
    expect(screen.getByRole('status').textContent).toBe(full);
    expect(noticeOf('Voir la liste d’envies').textContent).toBe(`${full} Voir la liste d’envies`);
    expect(screen.getByRole('link', { name: 'Voir la liste d’envies' }).getAttribute('href')).toBe('/fr/wishlist');
  });

  it('lets the notice go after a while', async () => {
    jest.useFakeTimers();
    try {
      window.localStorage.setItem('catalog:wishlist', JSON.stringify(fullList));
      renderWithProviders(<WishlistButton product={dress} />, { messages });
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
      expect(screen.getByRole('status').textContent).toContain('Your wishlist is full');
      expect(screen.getByRole('link', { name: 'See your wishlist' })).toBeTruthy();
      act(() => jest.advanceTimersByTime(NOTICE_MS));
      expect(screen.getByRole('status').textContent).toBe('');
      expect(screen.queryByRole('link', { name: 'See your wishlist' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('on a grid, every button announces through the page’s one status region', async () => {
    jest.useFakeTimers();
    try {
      window.localStorage.setItem('catalog:wishlist', JSON.stringify(fullList));
      renderWithProviders(<Grid />, { messages });
      expect(screen.getAllByRole('button')).toHaveLength(24);
      expect(screen.getAllByRole('status')).toHaveLength(1);
      const region = screen.getByRole('status');
      expect(region.textContent).toBe('');
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

      await user.click(screen.getByRole('button', { name: 'Add Tile 3 to the wishlist' }));
      expect(region.textContent).toBe('Your wishlist is full: it holds up to 100 products. Remove one to save Tile 3.');
      // Half-way through the first notice, another tile's takes the region; both stay shown beside their buttons.
      act(() => jest.advanceTimersByTime(NOTICE_MS / 2));
      await user.click(screen.getByRole('button', { name: 'Add Tile 9 to the wishlist' }));
      expect(screen.getAllByRole('status')).toHaveLength(1);
      expect(region.textContent).toBe('Your wishlist is full: it holds up to 100 products. Remove one to save Tile 9.');
      expect(screen.getAllByRole('link', { name: 'See your wishlist' })).toHaveLength(2);
      // The first notice going does not silence the second.
      act(() => jest.advanceTimersByTime(NOTICE_MS / 2));
      expect(screen.getAllByRole('link', { name: 'See your wishlist' })).toHaveLength(1);
      expect(region.textContent).toBe('Your wishlist is full: it holds up to 100 products. Remove one to save Tile 9.');
      act(() => jest.advanceTimersByTime(NOTICE_MS / 2));
      expect(region.textContent).toBe('');
      expect(screen.queryByRole('link', { name: 'See your wishlist' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
