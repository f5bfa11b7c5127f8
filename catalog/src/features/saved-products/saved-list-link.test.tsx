import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import messages from '../../../../locales/en/catalog.json';
import fr from '../../../../locales/fr/catalog.json';
import CompareLink from '../compare/compare-link.tsx';
import WishlistLink from '../wishlist/wishlist-link.tsx';

const product = (id: number) => ({ id, name: `Product ${id}`, slug: `product-${id}` });

beforeEach(() => window.localStorage.clear());

describe('header links', () => {
  it('name the wishlist with its count from the stored list', async () => {
    window.localStorage.setItem('catalog:wishlist', JSON.stringify([product(1), product(2)]));
    renderWithProviders(<WishlistLink lang="en" params={{}} />, { messages });
    const link = await screen.findByRole('link', { name: 'Wishlist, 2 items' });
    expect(link.getAttribute('href')).toBe('/en/wishlist');
    // One name only: a title beside the label would be read as well.
    expect(link.hasAttribute('title')).toBe(false);
    expect(screen.getByTestId('catalog-wishlist-count').textContent).toBe('2');
  });

  it('name the comparison with its count, in the shopper’s language', async () => {
    window.localStorage.setItem('catalog:compare', JSON.stringify([product(3)]));
    renderWithProviders(<CompareLink lang="fr" params={{}} />, { messages: fr, lang: 'fr' });
    const link = await screen.findByRole('link', { name: 'Comparer, 1 article' });
    expect(link.getAttribute('href')).toBe('/fr/compare');
  });

  it('follow a change another tab makes (the storage event)', async () => {
    renderWithProviders(<WishlistLink lang="en" params={{}} />, { messages });
    await screen.findByRole('link', { name: 'Wishlist, no items' });
    act(() => {
      window.localStorage.setItem('catalog:wishlist', JSON.stringify([product(4)]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'catalog:wishlist' }));
    });
    expect(await screen.findByRole('link', { name: 'Wishlist, 1 item' })).toBeTruthy();
  });
});
