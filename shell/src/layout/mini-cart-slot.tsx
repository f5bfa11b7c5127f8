/**
 * Where checkout's mini cart goes in the header. Nothing is mounted (so nothing of checkout is fetched, on the server
 * or in the browser) until this tab adds to the cart: the first `checkout:cart-updated` with `added` mounts the slot
 * and hands the widget that add, so it opens on it, once the frame that shows the header's new count has been painted;
 * from then on the widget hears the bus itself. It floats over the page from a zero-size anchor, so mounting it moves
 * nothing.
 */
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useEvent } from '@storefront/shared/events';
import { useLang } from '@storefront/shared/i18n';
import { RemoteSlot, type MiniCartProps } from '@storefront/shared/remotes';
import { paths, useRouter } from '@storefront/shared/routing';
import { afterNextPaint } from '@storefront/shared/ui';
import { cartListeningMark } from '../app/early-input.ts';

type Opening = NonNullable<MiniCartProps['opening']>;

export function MiniCartSlot() {
  const lang = useLang();
  const { pathname } = useRouter();
  /** The add heard, held until the render that shows the header's new count has been committed. */
  const [heard, setHeard] = useState<Opening | null>(null);
  const [opening, setOpening] = useState<Opening | null>(null);
  // Where focus last was: an Add to cart button disabled while it works drops focus to the body before the reply.
  const lastFocused = useRef<HTMLElement | null>(null);
  const mounted = opening !== null;
  useEffect(() => {
    if (mounted) return undefined;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) lastFocused.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [mounted]);

  useEvent('checkout:cart-updated', (summary, { fromOtherTab }) => {
    // The cart and checkout pages show the cart themselves: the mini cart would stay closed there.
    const onCartPages = pathname === paths.cart(lang) || pathname.startsWith(paths.checkout(lang));
    const { added } = summary;
    if (mounted || fromOtherTab || !added || onCartPages) return;
    const active = document.activeElement;
    const returnFocus = active instanceof HTMLElement && active !== document.body ? active : lastFocused.current;
    // Held in the same render as the header's count (both hear this event), and opened from its commit below.
    setHeard({ added, returnFocus });
  });

  // The header's count answers the add in the frame after this commit, and the widget (a remote to load, evaluate and
  // mount) only once that frame has been painted: begun in the task that heard the add, even in a transition, its work
  // came before the count's frame (read at CPU ×6 on the bench's phone: the app's add answered 50-100 ms later).
  useLayoutEffect(() => {
    if (!heard) return undefined;
    return afterNextPaint(() => startTransition(() => setOpening(heard)));
  }, [heard]);

  // Heard from now on (this effect runs after the subscription above): an early add may be adopted (ADR 0502).
  useEffect(() => document.documentElement.setAttribute(cartListeningMark, ''), []);

  if (!opening) return null;
  return (
    // If checkout is down it shows nothing and the badge beside it still counts.
    <RemoteSlot<MiniCartProps>
      remote="checkout"
      module="MiniCart"
      props={{ lang, params: {}, opening }}
      compact
      quiet
      loading={<span hidden />}
    />
  );
}
