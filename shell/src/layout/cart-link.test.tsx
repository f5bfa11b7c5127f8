import { screen } from '@testing-library/react';
import { answerApi, apiHandler, renderWithProviders } from '@storefront/shared/testing';
import { sharedApi } from '@storefront/shared/api';
import { makeStore } from '@storefront/shared/store';
import { createEventBus } from '@storefront/shared/events';
import { CartLink } from './cart-link.tsx';

const messages = {
  'shell.header.cart': 'Cart',
  'shell.header.cartLabel': 'Cart, {count, plural, =0 {no items} one {# item} other {# items}}',
};

/** The state a server leaves when it read the cart (a personal page). */
async function stateWithCart(count: number) {
  answerApi(apiHandler('getCartItems', { products: [], products_count: count }));
  const store = makeStore({ apiBaseUrl: 'http://api.test/api', lang: 'en', bus: createEventBus({ crossTab: false }) });
  await store.dispatch(sharedApi.endpoints.getCartItems.initiate());
  return store.getState();
}

describe('CartLink', () => {
  it('shows the count the store holds, in the link’s name too', async () => {
    renderWithProviders(<CartLink />, { messages, preloadedState: await stateWithCart(3) });
    expect(screen.getByTestId('shell-cart-count').textContent).toBe('3');
    expect(screen.getByRole('link').getAttribute('aria-label')).toBe('Cart, 3 items');
  });

  it('holds the badge’s place, empty, while the cart is not read yet (a shared page)', () => {
    renderWithProviders(<CartLink />, { messages });
    const badge = screen.getByTestId('shell-cart-count');
    expect(badge.textContent).toBe('\u00a0');
    expect(badge.className).toContain('badgePending');
    expect(screen.getByRole('link').hasAttribute('aria-label')).toBe(false);
    expect(screen.getByRole('link').textContent).toContain('Cart');
  });
});
