import { act, screen } from '@testing-library/react';
import { createEventBus, type CartAdded } from '@storefront/shared/events';
import { RemoteLoaderProvider, type MiniCartProps } from '@storefront/shared/remotes';
import { recordingLoader, renderWithProviders } from '@storefront/shared/testing';
import { afterNextPaint } from '@storefront/shared/ui';
import { MiniCartSlot } from './mini-cart-slot.tsx';

const added: CartAdded = { id_product: 2, id_product_attribute: 27, qty: 1 };

/** Stands in for checkout's widget: shows what the shell handed it. */
function FakeMiniCart({ opening }: MiniCartProps) {
  return (
    <p data-testid="shell-test-mini-cart">
      {opening
        ? `opened on ${opening.added.id_product} from ${opening.returnFocus?.textContent ?? 'nowhere'}`
        : 'closed'}
    </p>
  );
}

function setup(path = '/en/3-women') {
  const bus = createEventBus({ crossTab: false });
  const { loader, asked } = recordingLoader(FakeMiniCart);
  const view = renderWithProviders(
    <RemoteLoaderProvider loader={loader}>
      <button type="button">Add to cart</button>
      <MiniCartSlot />
    </RemoteLoaderProvider>,
    { path, bus },
  );
  screen.getByRole('button', { name: 'Add to cart' }).focus();
  const publish = (payload: { count: number; total: number; added?: CartAdded }) =>
    act(async () => bus.publish('checkout:cart-updated', payload));
  return { asked, publish, unmount: view.unmount };
}

/** Lets the next frame be painted and the task after it run (jsdom's frames come from its timers). */
const nextPaint = () =>
  act(
    () =>
      new Promise<void>((resolve) => {
        afterNextPaint(resolve);
      }),
  );

describe('MiniCartSlot', () => {
  it('loads nothing of checkout until this tab adds to the cart', async () => {
    const { asked, publish } = setup();
    await publish({ count: 3, total: 90 });
    await nextPaint();
    expect(asked).toEqual([]);
    expect(screen.queryByTestId('shell-test-mini-cart')).toBeNull();
  });

  it('mounts the widget on the first add, once the frame that shows the count is painted, with the add and focus', async () => {
    const { asked, publish } = setup();
    await publish({ count: 1, total: 60, added });
    // Nothing of checkout in front of the count's frame: asked for and mounted after it.
    expect(asked).toEqual([]);
    expect(screen.queryByTestId('shell-test-mini-cart')).toBeNull();
    await nextPaint();
    expect(new Set(asked)).toEqual(new Set(['checkout/MiniCart']));
    expect(screen.getByTestId('shell-test-mini-cart').textContent).toBe('opened on 2 from Add to cart');
    // Later adds are the widget's own to hear: the slot stays as it is.
    await publish({ count: 2, total: 120, added: { ...added, id_product: 5 } });
    await nextPaint();
    expect(screen.getByTestId('shell-test-mini-cart').textContent).toBe('opened on 2 from Add to cart');
  });

  it('mounts nothing for an add on the cart and checkout pages (they show the cart themselves)', async () => {
    for (const path of ['/en/cart', '/en/checkout/address']) {
      const { asked, publish, unmount } = setup(path);
      await publish({ count: 1, total: 60, added });
      await nextPaint();
      expect(asked).toEqual([]);
      expect(screen.queryByTestId('shell-test-mini-cart')).toBeNull();
      unmount();
    }
  });
});

describe('MiniCartSlot, an add heard before its frame', () => {
  it('in a tab in the background, which paints nothing, mounts the widget in the next task', async () => {
    const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frames = jest.spyOn(window, 'requestAnimationFrame');
    try {
      const { asked, publish } = setup();
      await publish({ count: 1, total: 60, added });
      await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
      expect(new Set(asked)).toEqual(new Set(['checkout/MiniCart']));
      expect(frames).not.toHaveBeenCalled();
    } finally {
      hidden.mockRestore();
      frames.mockRestore();
    }
  });

  it('opens on the last of two adds heard before the first was painted', async () => {
    const { publish } = setup();
    await publish({ count: 1, total: 60, added });
    await publish({ count: 2, total: 120, added: { ...added, id_product: 5 } });
    await nextPaint();
    expect(screen.getByTestId('shell-test-mini-cart').textContent).toBe('opened on 5 from Add to cart');
  });
});
