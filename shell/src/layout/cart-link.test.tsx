import { act, screen } from '@testing-library/react';
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

  it('keeps a change’s count over a read of the cart asked before it, until the store has the cart after it', async () => {
    const bus = createEventBus({ crossTab: false });
    // A shared page: its cart is read once the app has started.
    const { store } = renderWithProviders(<CartLink />, { messages, bus });
    const badge = () => screen.getByTestId('shell-cart-count').textContent;
    // A read leaves, and comes back with the cart as it was before the add.
    let land: () => void = () => {};
    const mayLand = new Promise<void>((resolve) => (land = resolve));
    answerApi(
      apiHandler('getCartItems', async () => {
        await mayLand;
        return { products: [], products_count: 3 };
      }),
    );
    const reading = store.dispatch(sharedApi.endpoints.getCartItems.initiate(undefined, { forceRefetch: true }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The add is told as its reply comes; the store writes the reply once the count's frame has been painted.
    act(() => bus.publish('checkout:cart-updated', { count: 4, total: 40 }));
    expect(badge()).toBe('4');
    land();
    await act(async () => {
      await reading;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(badge()).toBe('4');
    await new Promise((resolve) => setTimeout(resolve, 2));
    await act(async () => {
      await store.dispatch(
        sharedApi.util.upsertQueryData('getCartItems', undefined, { products: [], products_count: 4 } as never),
      );
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(badge()).toBe('4');
    // A read asked later is the cart's word again.
    answerApi(apiHandler('getCartItems', { products: [], products_count: 5 }));
    await act(async () => {
      await store.dispatch(sharedApi.endpoints.getCartItems.initiate(undefined, { forceRefetch: true }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(badge()).toBe('5');
    reading.unsubscribe();
  });
});
