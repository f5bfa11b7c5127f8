import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, apiHandler, renderWithProviders } from '@storefront/shared/testing';
import checkoutMessages from '../../../../locales/en/checkout.json';
// The shell's messages are in every page (shared primitives such as the sale price speak from them).
import shellMessages from '../../../../locales/en/shell.json';
// Captured from the seeded api: a Striped Silk Dress (S, Red, discounted) and 3 Classic Linen T-Shirts (the whole
// stock, Ferro & Fili), to Italy; the same cart with shell_country=DE; and after the T-shirt's stock fell to 1.
import italy from './fixtures/cart-it.json';
import germany from './fixtures/cart-de.json';
import lowered from './fixtures/cart-lowered.json';
import CartPage from './cart-page.tsx';
import { psdata, withCart } from './test-utils.tsx';
import { UNDO_MS } from './use-undo-remove.ts';

const messages = { ...checkoutMessages, ...shellMessages };

const cartIt = psdata(italy);
const cartDe = psdata(germany);
const render = async (cart = cartIt) =>
  renderWithProviders(<CartPage lang="en" params={{}} />, {
    messages,
    path: '/en/cart',
    preloadedState: await withCart(cart),
  });

const lines = () => screen.getAllByTestId('checkout-cart-line');

describe('CartPage', () => {
  it('shows each line with picture, name, size and colour, prices (regular struck through) and the totals', async () => {
    await render();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your cart');
    const [dress, shirt] = lines();
    expect(within(dress as HTMLElement).getByRole('link', { name: 'Striped Silk Dress' })).toBeTruthy();
    expect(dress?.textContent).toContain('Size: S, Colour: Red');
    expect(dress?.querySelector('img')?.getAttribute('src')).toBe(cartIt.products[0]?.image_url);
    const struck = dress?.querySelector('s');
    expect(struck?.textContent).toBe('Regular price €86.90');
    expect(dress?.textContent).toContain('Sale price €60.83');
    expect(shirt?.textContent).toContain('€35.70');
    expect(screen.getByTestId('checkout-cart-shipping').textContent).toBe('€5.90');
    expect(screen.getByTestId('checkout-cart-total').textContent).toBe('€102.43');
    expect(screen.getByText('Shipping is recalculated at checkout.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe('/en/checkout');
  });

  it('bounds the quantity by the stock, says so at the bound, and changes it within', async () => {
    await render();
    const [dress, shirt] = lines() as [HTMLElement, HTMLElement];
    expect(within(shirt).getByTestId('checkout-cart-bound').textContent).toBe('Only 3 pieces left in stock.');
    expect(within(dress).getByTestId('checkout-cart-bound').textContent).toBe('');
    const more = within(shirt).getByRole('button', { name: 'Increase the quantity of Classic Linen T-Shirt' });
    expect(more.getAttribute('aria-disabled')).toBe('true');
    const after = structuredClone(cartIt);
    (after.products[0] as (typeof after.products)[0]).cart_quantity = 2;
    const sent = answerApi(apiHandler('updateCartItem', after));
    await userEvent.click(more);
    await userEvent.click(within(dress).getByRole('button', { name: 'Increase the quantity of Striped Silk Dress' }));
    await waitFor(() =>
      expect(within(lines()[0] as HTMLElement).getByTestId('checkout-cart-quantity').textContent).toBe('2'),
    );
    // The click at the bound sent nothing.
    expect(sent).toEqual([{ call: 'updateCartItem', body: { id_product: 2, id_product_attribute: 27, qty: 2 } }]);
  });

  it('removes a line with an undo that puts it back with its quantity', async () => {
    await render();
    const without = { ...cartIt, products: cartIt.products.slice(0, 1), products_count: 1 };
    const sent = answerApi(apiHandler('removeCartItem', without), apiHandler('createCartItem', cartIt));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Classic Linen T-Shirt' }));
    const undo = await screen.findByRole('button', { name: 'Undo Classic Linen T-Shirt' });
    expect(screen.getByTestId('checkout-cart-undo').textContent).toContain(
      'Classic Linen T-Shirt was removed from your cart.',
    );
    expect(lines()).toHaveLength(1);
    expect(document.activeElement).toBe(undo);
    await userEvent.click(undo);
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(sent.map((s) => s.call)).toEqual(['removeCartItem', 'createCartItem']);
    expect(sent[1]?.body).toEqual({ id_product: 20, id_product_attribute: 260, qty: 3 });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('lets the undo offer go after a few seconds, moving focus to the heading', async () => {
    jest.useFakeTimers();
    try {
      await render();
      answerApi(apiHandler('removeCartItem', { ...cartIt, products: [], products_count: 0 }));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Remove Striped Silk Dress' }));
      await screen.findByRole('button', { name: 'Undo Striped Silk Dress' });
      act(() => jest.advanceTimersByTime(UNDO_MS + 10));
      expect(screen.queryByRole('button', { name: 'Undo Striped Silk Dress' })).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the way to free shipping to Italy and to the brand rule', async () => {
    await render();
    const free = screen.getByTestId('checkout-free-shipping');
    expect(free.textContent).toContain('Add €53.47 more for free shipping to Italy (from €150.00).');
    expect(within(free).getByRole('progressbar').getAttribute('value')).toBe('96.53');
    expect(free.textContent).toContain(
      'Ferro & Fili products ship free to Italy from €100.00: add €64.30 more of them.',
    );
  });

  it('says nothing of Italian free shipping when the cart goes to Germany', async () => {
    await render(cartDe);
    expect(screen.getByTestId('checkout-cart-shipping').textContent).toBe('€9.90');
    expect(screen.getByText('to Germany')).toBeTruthy();
    expect(screen.getByTestId('checkout-free-shipping').textContent).toBe('');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('tells what the api changed in the cart (a note without a stamp is not told seen)', async () => {
    await render(psdata(lowered));
    expect(screen.getByTestId('checkout-cart-notes').textContent).toBe(
      'Your cart has changedThe quantity of Classic Linen T-Shirt was lowered to 1: that is all we can send.',
    );
  });

  it('tells the api the notes it kept were seen once they are shown, and keeps showing them on this view', async () => {
    const stale = psdata(lowered);
    const note = { ...(stale.notes[0] as (typeof stale.notes)[0]), stamp: 7 };
    const sent = answerApi(apiHandler('markCartNotesSeen', { ...stale, notes: [] }));
    await render({ ...stale, notes: [note] });
    const text =
      'Your cart has changedThe quantity of Classic Linen T-Shirt was lowered to 1: that is all we can send.';
    expect(screen.getByTestId('checkout-cart-notes').textContent).toBe(text);
    await waitFor(() => expect(sent).toEqual([{ call: 'markCartNotesSeen', body: { stamp: 7 } }]));
    // The answer (without the note) is in the cache; the page still shows it, and tells it once.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('checkout-cart-notes').textContent).toBe(text);
    expect(sent).toHaveLength(1);
  });

  it('has an empty state with a way back to shopping', async () => {
    await render({ ...cartIt, products: [], products_count: 0, shipping_estimate: null });
    expect(screen.getByTestId('checkout-cart-empty').textContent).toContain('No products in the cart');
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/en');
  });
});
