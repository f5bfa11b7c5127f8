import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/testing';
import messages from '../../../../locales/en/catalog.json';
import fr from '../../../../locales/fr/catalog.json';
import { NOTICE_MS } from '../saved-products/full-notice.tsx';
import { WishlistButton } from './wishlist-button.tsx';
import { wishlist } from './wishlist-list.ts';

const dress = { id: 5, name: 'Essential Linen Dress', slug: 'essential-linen-dress' };
/** A wishlist at its limit (100), none of them the dress. */
const fullList = Array.from({ length: wishlist.limit }, (_, index) => ({ id: 1000 + index, name: `Product ${index}`, slug: `product-${index}` }));

beforeEach(() => window.localStorage.clear());

describe('WishlistButton', () => {
  it('saves a product and takes it out, with nothing to say', async () => {
    const { store } = renderWithProviders(<WishlistButton product={dress} />, { messages });
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(wishlist.selectItems(store.getState())).toEqual([dress]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    expect(wishlist.selectItems(store.getState())).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('tells the shopper the list is full instead of silently not saving a 101st product', async () => {
    window.localStorage.setItem('catalog:wishlist', JSON.stringify(fullList));
    const { store } = renderWithProviders(<WishlistButton product={dress} compact />, { messages });
    // The live region is there before the message, so screen readers announce it.
    expect(screen.getByRole('status').textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Add Essential Linen Dress to the wishlist' }));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Your wishlist is full: it holds up to 100 products. Remove one to save Essential Linen Dress. See your wishlist');
    expect(within(status).getByRole('link', { name: 'See your wishlist' }).getAttribute('href')).toBe('/en/wishlist');
    expect(wishlist.selectItems(store.getState())).toEqual(fullList);
    expect(JSON.parse(window.localStorage.getItem('catalog:wishlist') ?? '[]')).toHaveLength(100);
    // Still an "add" button: nothing was saved.
    expect(screen.getByRole('button', { name: 'Add Essential Linen Dress to the wishlist' })).toBeTruthy();
  });

  it('says it in the shopper’s language', async () => {
    window.localStorage.setItem('catalog:wishlist', JSON.stringify(fullList));
    renderWithProviders(<WishlistButton product={dress} />, { messages: fr, lang: 'fr' });
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter à la liste d’envies' }));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(
      'Votre liste d’envies est pleine\u00a0: elle contient jusqu’à 100 produits. Retirez-en un pour enregistrer Essential Linen Dress. Voir la liste d’envies',
    );
    expect(within(status).getByRole('link').getAttribute('href')).toBe('/fr/wishlist');
  });

  it('lets the notice go after a while', async () => {
    jest.useFakeTimers();
    try {
      window.localStorage.setItem('catalog:wishlist', JSON.stringify(fullList));
      renderWithProviders(<WishlistButton product={dress} />, { messages });
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
      expect(screen.getByRole('status').textContent).toContain('Your wishlist is full');
      act(() => jest.advanceTimersByTime(NOTICE_MS));
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });
});
