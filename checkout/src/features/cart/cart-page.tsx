/** Cart page `/{lang}/cart`: the server-side cart of this shopper, with quantities, removal with undo, vouchers and totals. */
import { useCallback, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sharedApi, useGetCartItemsQuery } from '@storefront/shared/api';
import { useEvent } from '@storefront/shared/events';
import { Link, paths } from '@storefront/shared/routing';
import type { PageProps, PrefetchContext } from '@storefront/shared/remotes';
import { ApiErrorText, Button, Skeleton } from '@storefront/shared/ui';
import { CartNotes } from '../cart-notes/cart-notes.tsx';
import { useSeenNotes } from '../cart-notes/use-seen-notes.ts';
import { CartLine } from './cart-line.tsx';
import { CartTotals } from './cart-totals.tsx';
import { useUndoRemove } from './use-undo-remove.ts';
import styles from './cart.module.css';

export async function prefetch({ store }: PrefetchContext): Promise<void> {
  await store.dispatch(sharedApi.endpoints.getCartItems.initiate());
}

export default function CartPage({ lang }: PageProps) {
  const intl = useIntl();
  const { data: cart, error, refetch } = useGetCartItemsQuery();
  const notes = useSeenNotes(cart);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { removed, removeFailed, removeLine, undo, dismiss, undoRef, restoring, isRemoving } = useUndoRemove(
    useCallback(() => headingRef.current, []),
  );
  // A change made in another tab arrives as an event; this tab's own changes are already in the cache.
  useEvent('checkout:cart-updated', (_summary, { fromOtherTab }) => {
    if (fromOtherTab) void refetch();
  });
  return (
    <section className={styles.cart} aria-labelledby="cart-title">
      <title>{intl.formatMessage({ id: 'checkout.cart.title' })}</title>
      <h1 id="cart-title" ref={headingRef} tabIndex={-1}>
        <FormattedMessage id="checkout.cart.title" />
      </h1>
      <div className={styles.undo} role="status" data-testid="checkout-cart-undo">
        {removed && (
          <>
            <span>
              <FormattedMessage
                id={removed.failed ? 'checkout.cart.undoFailed' : 'checkout.cart.removed'}
                values={{ name: removed.line.name }}
              />
            </span>
            {!removed.failed && (
              <button
                type="button"
                ref={undoRef}
                className={styles.undoButton}
                disabled={restoring}
                aria-busy={restoring || undefined}
                onClick={() => void undo()}
              >
                <FormattedMessage id="checkout.cart.undo" />
                <span className="visually-hidden"> {removed.line.name}</span>
              </button>
            )}
            <button
              type="button"
              className={styles.dismiss}
              aria-label={intl.formatMessage({ id: 'checkout.cart.dismiss' })}
              onClick={dismiss}
            >
              ×
            </button>
          </>
        )}
      </div>
      {removeFailed && (
        <p role="alert" className={styles.lineError}>
          <FormattedMessage id="checkout.cart.removeFailed" values={{ name: removeFailed.name }} />
        </p>
      )}
      {!cart && !error && <Skeleton height="20rem" />}
      {error && !cart && (
        <div role="alert" className={styles.empty}>
          <p>
            <ApiErrorText error={error} fallbackId="checkout.cart.loadError" />
          </p>
          <Button variant="secondary" onClick={() => void refetch()}>
            <FormattedMessage id="checkout.cart.retry" />
          </Button>
        </div>
      )}
      {cart && <CartNotes notes={notes} />}
      {cart && cart.products.length === 0 && (
        <div className={styles.empty} data-testid="checkout-cart-empty">
          <p>
            <FormattedMessage id="checkout.cart.empty" />
          </p>
          <Link to={paths.home(lang)} className={styles.continue}>
            <FormattedMessage id="checkout.cart.continue" />
          </Link>
        </div>
      )}
      {cart && cart.products.length > 0 && (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label={intl.formatMessage({ id: 'checkout.cart.items' })}>
            {cart.products.map((line) => (
              <CartLine
                key={`${line.id_product}-${line.id_product_attribute}`}
                line={line}
                removing={isRemoving(line)}
                onRemove={() => void removeLine(line)}
              />
            ))}
          </ul>
          <CartTotals cart={cart} />
        </div>
      )}
    </section>
  );
}
