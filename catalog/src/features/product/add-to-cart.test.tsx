import { act, fireEvent, screen } from '@testing-library/react';
import { createEventBus } from '@storefront/shared/events';
import { earlyAddKeyMark, earlyAddMark, earlyOwnedMark } from '@storefront/shared/config';
import { answerApi, apiHandler, apiRefusal, apiUnreachable, renderWithProviders } from '@storefront/shared/testing';
import messages from '../../../../locales/en/catalog.json';
import { AddToCart } from './add-to-cart.tsx';
import { productFixture } from './product-fixture.ts';

/** The api's answer to createCartItem: the cart holding `count` items. */
const cartOf = (count: number) =>
  apiHandler('createCartItem', {
    products: [],
    products_count: count,
    totals: { total: { type: 'total', label: 'Total', amount: 99.9 * count, value: '' } },
  });

describe('AddToCart', () => {
  it('adds once on a double click, with the chosen quantity, and says so in a status toast', async () => {
    const calls = answerApi(cartOf(3));
    const bus = createEventBus({ crossTab: false });
    const published: number[] = [];
    bus.subscribe('checkout:cart-updated', ({ count }) => published.push(count));
    renderWithProviders(<AddToCart product={productFixture} />, { messages, bus });

    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    const add = screen.getByRole('button', { name: 'Add to cart' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(await screen.findByText('3 items added to your cart.')).toHaveProperty(
      'parentElement',
      screen.getByRole('status').parentElement,
    );

    expect(calls).toEqual([
      {
        call: 'createCartItem',
        body: {
          id_product: 1,
          id_product_attribute: 3,
          qty: 3,
          idempotency_key: expect.stringMatching(/^add-[0-9a-f]{32}$/),
        },
      },
    ]);
    expect(published).toEqual([3]);
    expect(screen.getByRole('status').textContent).toBe('3 items added to your cart.');
  });

  it('lets the shopper dismiss the toast, and hides it by itself after a while', async () => {
    answerApi(cartOf(1));
    renderWithProviders(<AddToCart product={productFixture} />, { messages });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText('Added to your cart.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status').textContent).toBe('');

    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      // The api's answer comes on real I/O (a busy machine may take longer than any fixed step of the fake clock).
      await screen.findByText('Added to your cart.');
      expect(screen.getByRole('status').textContent).toBe('Added to your cart.');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(6000);
      });
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('makes an add that got no answer again with its key, and the next add with a new one', async () => {
    const calls = answerApi(apiUnreachable('createCartItem', { once: true }), cartOf(1));
    renderWithProviders(<AddToCart product={productFixture} />, { messages });
    const add = screen.getByRole('button', { name: 'Add to cart' });
    fireEvent.click(add);
    await screen.findByText('Product not added to cart');
    fireEvent.click(add);
    await screen.findByText('Added to your cart.');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(add);
    await screen.findByText('2 items added to your cart.');
    const keys = calls.map((sent) => (sent.body as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("makes the starter's unanswered add again with the starter's key, once", async () => {
    const calls = answerApi(cartOf(1));
    renderWithProviders(<AddToCart product={productFixture} />, { messages });
    const add = screen.getByRole('button', { name: 'Add to cart' });
    add.setAttribute(earlyAddKeyMark, 'add-from-the-starter-0001');
    fireEvent.click(add);
    await screen.findByText('Added to your cart.');
    expect(add.hasAttribute(earlyAddKeyMark)).toBe(false);
    fireEvent.click(add);
    await act(async () => undefined);
    const keys = calls.map((sent) => (sent.body as { idempotency_key: string }).idempotency_key);
    expect(keys[0]).toBe('add-from-the-starter-0001');
    expect(keys[1]).toMatch(/^add-[0-9a-f]{32}$/);
  });

  it("says it is the app's once it has mounted: its press is no longer the page's starter's", () => {
    renderWithProviders(<AddToCart product={productFixture} />, { messages });
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add.hasAttribute(earlyAddMark)).toBe(true);
    expect(add.closest(`[${earlyOwnedMark}=yes]`)).not.toBeNull();
  });

  it.each([
    ['cart.outOfStock', 309, 'There is not enough stock for this quantity.'],
    ['cart.lineLimit', 311, 'Your cart already holds the most of this item allowed per order.'],
    [undefined, 301, 'Please try again in a moment.'],
  ] as const)("says 'Product not added to cart', and why (%s), when the api refuses", async (reason, code, why) => {
    answerApi(apiRefusal('createCartItem', 409, 'Product not added to cart', { code, ...(reason ? { reason } : {}) }));
    renderWithProviders(<AddToCart product={productFixture} />, { messages });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText('Product not added to cart');
    expect(screen.getByRole('alert').textContent).toBe(`Product not added to cart ${why}`);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('quantity', () => {
  const typeQuantity = (value: string) =>
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value } });
  const quantity = () => (screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value;

  it('stays between 1 and the stock of the combination', () => {
    renderWithProviders(<AddToCart product={{ ...productFixture, quantity: 3, quantity_limit: 3 }} />, { messages });
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveProperty('disabled', true);
    typeQuantity('15');
    expect(quantity()).toBe('3');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveProperty('disabled', true);
    expect(screen.getByText('At most 3 items')).toBeTruthy();
    typeQuantity('0');
    expect(quantity()).toBe('1');
  });

  it("is capped by the cart's per-line limit when the stock is larger", () => {
    renderWithProviders(<AddToCart product={{ ...productFixture, quantity: 25, quantity_limit: 10 }} />, { messages });
    typeQuantity('12');
    expect(quantity()).toBe('10');
  });

  it('follows a combination with less stock', () => {
    const { rerender } = renderWithProviders(<AddToCart product={productFixture} />, { messages });
    typeQuantity('7');
    rerender(<AddToCart product={{ ...productFixture, id_product_attribute: 9, quantity: 4, quantity_limit: 4 }} />);
    expect(quantity()).toBe('4');
  });

  it('offers nothing to add when the combination is sold out', () => {
    renderWithProviders(<AddToCart product={{ ...productFixture, quantity: 0, quantity_limit: 0 }} />, { messages });
    expect(screen.getByRole('button', { name: 'Sold out' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('disabled', true);
  });
});
