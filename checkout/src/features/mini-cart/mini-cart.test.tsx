import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sharedApi } from '@storefront/shared/api';
import { createEventBus } from '@storefront/shared/events';
import { renderWithProviders } from '@storefront/shared/testing';
import messages from '../../../../locales/en/checkout.json';
// Captured from the seeded api (see ../cart/cart-page.test.tsx): a dress and three T-shirts, to Italy; then the
// T-shirt's stock fell to 1.
import italy from '../cart/fixtures/cart-it.json';
import lowered from '../cart/fixtures/cart-lowered.json';
import { psdata, withCart } from '../cart/test-utils.tsx';
import type { MiniCartProps } from '@storefront/shared/remotes';
import MiniCart from './mini-cart.tsx';

const cart = psdata(italy);
const dressAdded = { id_product: 2, id_product_attribute: 27, qty: 1 };

async function setup(path = '/en/3-women', cached = cart, opening?: MiniCartProps['opening']) {
  const bus = createEventBus({ crossTab: false });
  const view = renderWithProviders(
    <>
      <button type="button">Add to cart</button>
      <p>Elsewhere</p>
      <MiniCart lang="en" params={{}} opening={opening} />
    </>,
    { messages, path, bus, preloadedState: await withCart(cached) },
  );
  const addToCart = screen.getByRole('button', { name: 'Add to cart' });
  // Mounted for a first add, the widget takes focus itself.
  if (!opening) addToCart.focus();
  const tell = (added = dressAdded) =>
    act(() => bus.publish('checkout:cart-updated', { count: cached.products_count, total: 1, added }));
  // The reply written to the store, as the add's mutation writes it once the frame with the header's count is painted.
  // The store tells its subscribers in the next animation frame (RTK's batching of its own actions).
  const writeReply = () =>
    act(async () => {
      await view.store.dispatch(sharedApi.util.upsertQueryData('getCartItems', undefined, { ...cached }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
  /** An add as this tab's store makes it: told as its reply comes, then the reply written. */
  const publish = async (added = dressAdded) => {
    tell(added);
    // A frame is painted between the two (the store's write comes in a later millisecond than the word of it).
    await new Promise((resolve) => setTimeout(resolve, 2));
    await writeReply();
  };
  return { ...view, bus, addToCart, tell, writeReply, publish };
}

describe('MiniCart', () => {
  it('renders closed: nothing but its anchor', async () => {
    await setup();
    expect(screen.getByTestId('checkout-mini-cart').childElementCount).toBe(0);
  });

  it('opens after an add to cart with the line added, the count and the total, and links on', async () => {
    const { publish } = await setup();
    await publish();
    const dialog = screen.getByRole('dialog', { name: 'Added to your cart' });
    expect(dialog.textContent).toContain('Striped Silk Dress');
    expect(dialog.textContent).toContain('S, Red');
    expect(dialog.textContent).toContain('Quantity: 1 · €60.83');
    expect(dialog.textContent).toContain('4 items in your cart');
    expect(dialog.textContent).toContain('Total €102.43');
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/en/cart');
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/en/checkout');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Added to your cart' }));
  });

  it("opens once the store has the add's reply, not on the word of it: never on the cart from before the add", async () => {
    const { tell, writeReply } = await setup();
    tell();
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(screen.queryByRole('dialog')).toBeNull();
    await writeReply();
    expect(screen.getByRole('dialog', { name: 'Added to your cart' }).textContent).toContain('Striped Silk Dress');
  });

  it('opens on a reply written in the same millisecond as the word of it (an add the app adopts, written at once)', async () => {
    const { tell, writeReply } = await setup();
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    try {
      tell();
      await writeReply();
    } finally {
      clock.mockRestore();
    }
    expect(screen.getByRole('dialog', { name: 'Added to your cart' }).textContent).toContain('Striped Silk Dress');
  });

  it('open, hears another add: stays open where focus is, and shows the new line once the store has its reply', async () => {
    const { publish, tell, writeReply, addToCart } = await setup();
    await publish();
    addToCart.focus();
    const tShirt = { id_product: 20, id_product_attribute: 260, qty: 1 };
    tell(tShirt);
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(screen.getByRole('dialog').textContent).toContain('Striped Silk Dress');
    await writeReply();
    expect(screen.getByRole('dialog').textContent).toContain('Classic Linen T-Shirt');
    expect(document.activeElement).toBe(addToCart);
  });

  it('opens at once on an add told after the store had its reply (a shell of the order before)', async () => {
    const { bus } = await setup();
    act(() =>
      bus.publish('checkout:cart-updated', {
        count: cart.products_count,
        total: cart.totals.total.amount,
        added: dressAdded,
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Added to your cart' }).textContent).toContain('Striped Silk Dress');
  });

  it('mounted for the first add, opens on it and gives focus back to the element it was handed', async () => {
    const button = document.createElement('button');
    button.textContent = 'Add to cart (elsewhere)';
    document.body.append(button);
    try {
      await setup('/en/3-women', cart, { added: dressAdded, returnFocus: button });
      const dialog = screen.getByRole('dialog', { name: 'Added to your cart' });
      expect(dialog.textContent).toContain('Striped Silk Dress');
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Added to your cart' }));
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button);
    } finally {
      button.remove();
    }
  });

  it('closes with Escape and gives focus back to where it was', async () => {
    const { publish, addToCart } = await setup();
    await publish();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(addToCart);
  });

  it('closes with its button (focus back) and on a click outside (focus stays where clicked)', async () => {
    const { publish, addToCart } = await setup();
    await publish();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(addToCart);
    await publish();
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed for changes that are not an add, and on the cart page', async () => {
    const { bus, unmount } = await setup();
    act(() => bus.publish('checkout:cart-updated', { count: 4, total: 1 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    const onCart = await setup('/en/cart');
    await onCart.publish();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells what the api changed in the cart', async () => {
    const { publish } = await setup('/en', psdata(lowered));
    await publish({ id_product: 20, id_product_attribute: 260, qty: 1 });
    expect(screen.getByRole('dialog').textContent).toContain(
      'The quantity of Classic Linen T-Shirt was lowered to 1: that is all we can send.',
    );
  });
});
