/**
 * The header's mini cart (the shell mounts it beside its cart badge once this tab first adds to the cart, and hands
 * it that add as `opening`). Closed, it is nothing but a zero-size anchor, so mounting it moves nothing. It opens on
 * `opening`, then whenever this tab adds to the cart again (`checkout:cart-updated` with `added`, from any app
 * through the bus), and shows that line, the cart's count and total and what the api changed, and closes with Escape,
 * its close button or a click outside; focus goes back to where it was (the Add to cart button). It reads the cart from
 * the store only: an add is told as its reply comes, and the store has the reply a frame later (the header's count
 * first), so an add heard is shown once the store has the cart after it.
 */
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sharedApi } from '@storefront/shared/api';
import { useEvent, type CartAdded } from '@storefront/shared/events';
import { Price } from '@storefront/shared/i18n';
import type { MiniCartProps } from '@storefront/shared/remotes';
import { Link, paths, useRouter } from '@storefront/shared/routing';
import type { Cart } from '@storefront/shared/schemas';
import { CartNotes } from '../cart-notes/cart-notes.tsx';
import styles from './mini-cart.module.css';

/** The line an add to cart put in (or added to), or undefined when the reply does not hold it. */
export function addedLine(cart: Cart | undefined, added: CartAdded) {
  return cart?.products.find(
    (line) =>
      line.id_product === added.id_product &&
      (added.id_product_attribute === null || line.id_product_attribute === added.id_product_attribute),
  );
}

export default function MiniCart({ lang, opening }: MiniCartProps) {
  const intl = useIntl();
  const { pathname } = useRouter();
  const { data: cart, startedTimeStamp, isFetching } = sharedApi.endpoints.getCartItems.useQueryState();
  // The cart and checkout pages show the cart themselves.
  const onCartPages = pathname === paths.cart(lang) || pathname.startsWith(paths.checkout(lang));
  // The add shown, and an add heard whose reply the store does not have yet: a cart change is told as its reply comes
  // and written a frame later (ADR 0502), and a read of the cart asked before it may land in between. It is shown once
  // the store has a cart read or written after it was heard; an add shown until then stays (updated in place after).
  // A read asked in the millisecond the add was heard is after it: the api had made the change before it answered.
  const [shown, setShown] = useState<CartAdded | null>(opening?.added ?? null);
  const [waiting, setWaiting] = useState<{ added: CartAdded; heardAt: number } | null>(null);
  const replyIn =
    waiting !== null && !isFetching && startedTimeStamp !== undefined && startedTimeStamp >= waiting.heardAt;
  if (replyIn) {
    setShown(waiting.added);
    setWaiting(null);
  }
  const added = replyIn ? waiting.added : shown;
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(opening?.returnFocus ?? null);
  // Where focus last was: an Add to cart button disabled while it works drops focus to the body before the reply.
  const lastFocused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) lastFocused.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  const open = added !== null && !onCartPages;
  useEvent('checkout:cart-updated', (summary, { fromOtherTab }) => {
    if (fromOtherTab || !summary.added || onCartPages) return;
    if (!open) {
      const active = document.activeElement;
      returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : lastFocused.current;
    }
    // A shell of the order before wrote the reply before telling it: the store's cart is then the one told already.
    const inStore = cart?.products_count === summary.count && cart.totals.total.amount === summary.total;
    if (inStore) {
      setShown(summary.added);
      setWaiting(null);
    } else setWaiting({ added: summary.added, heardAt: Date.now() });
  });

  useEffect(() => {
    if (!open) return undefined;
    headingRef.current?.focus();
    const close = (restore: boolean) => {
      setShown(null);
      if (restore) returnFocus.current?.focus();
      returnFocus.current = null;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    // A click elsewhere puts focus where the shopper clicked; it is not taken back.
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !panelRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const closeAndReturn = () => {
    setShown(null);
    returnFocus.current?.focus();
    returnFocus.current = null;
  };
  const line = added ? addedLine(cart, added) : undefined;
  return (
    <div className={styles.anchor} data-testid="checkout-mini-cart">
      {open && cart && (
        <div
          ref={panelRef}
          role="dialog"
          aria-labelledby="checkout-mini-cart-title"
          className={styles.panel}
          data-testid="checkout-mini-cart-panel"
        >
          <div className={styles.head}>
            <h2 id="checkout-mini-cart-title" ref={headingRef} tabIndex={-1} className={styles.title}>
              <FormattedMessage id="checkout.miniCart.label" />
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label={intl.formatMessage({ id: 'checkout.miniCart.close' })}
              onClick={closeAndReturn}
            >
              ×
            </button>
          </div>
          {line && (
            <div className={styles.line}>
              <img src={line.image_url} alt="" width={64} height={80} className={styles.thumb} />
              <div>
                <p className={styles.name}>{line.name}</p>
                {line.attributes_small && <p className={styles.muted}>{line.attributes_small}</p>}
                <p className={styles.muted}>
                  <FormattedMessage id="checkout.miniCart.quantity" values={{ quantity: line.cart_quantity }} />
                  {' · '}
                  <Price amount={line.price_wt} />
                </p>
              </div>
            </div>
          )}
          <CartNotes notes={cart.notes} />
          <p className={styles.count}>
            <FormattedMessage id="checkout.miniCart.count" values={{ count: cart.products_count }} />
          </p>
          <p className={styles.total}>
            <FormattedMessage id="checkout.miniCart.total" />{' '}
            <Price amount={cart.totals.total.amount} className={styles.amount} />
          </p>
          <div className={styles.actions}>
            <Link to={paths.cart(lang)} className={styles.secondary} onClick={() => setShown(null)}>
              <FormattedMessage id="checkout.miniCart.viewCart" />
            </Link>
            <Link to={paths.checkout(lang)} className={styles.primary} onClick={() => setShown(null)}>
              <FormattedMessage id="checkout.miniCart.checkout" />
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
