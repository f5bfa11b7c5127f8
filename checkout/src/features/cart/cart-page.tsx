/** Cart page `/{lang}/cart`: the server-side cart of this shopper, with quantities, removal and totals. */
import { FormattedMessage, useIntl } from 'react-intl';
import { sharedApi, useGetCartItemsQuery } from '@storefront/shared/api';
import { useEvent } from '@storefront/shared/events';
import { Link, paths } from '@storefront/shared/routing';
import type { PageProps, PrefetchContext } from '@storefront/shared/remotes';
import { ApiErrorText, Button, Skeleton } from '@storefront/shared/ui';
import { CartLine } from './cart-line.tsx';
import { CartTotals } from './cart-totals.tsx';
import styles from './cart.module.css';

export async function prefetch({ store }: PrefetchContext): Promise<void> {
  await store.dispatch(sharedApi.endpoints.getCartItems.initiate());
}

export default function CartPage({ lang }: PageProps) {
  const intl = useIntl();
  const { data: cart, error, refetch } = useGetCartItemsQuery();
  // A change made in another tab arrives as an event; this tab's own changes are already in the cache.
  useEvent('checkout:cart-updated', (_summary, { fromOtherTab }) => {
    if (fromOtherTab) void refetch();
  });
  return (
    <section className={styles.cart} aria-labelledby="cart-title">
      <title>{intl.formatMessage({ id: 'checkout.cart.title' })}</title>
      <h1 id="cart-title">
        <FormattedMessage id="checkout.cart.title" />
      </h1>
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
      {cart && cart.products.length === 0 && (
        <div className={styles.empty}>
          <p>
            <FormattedMessage id="checkout.cart.empty" />
          </p>
          <Link to={paths.home(lang)}>
            <FormattedMessage id="checkout.cart.continue" />
          </Link>
        </div>
      )}
      {cart && cart.products.length > 0 && (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label={intl.formatMessage({ id: 'checkout.cart.items' })}>
            {cart.products.map((line) => (
              <CartLine key={`${line.id_product}-${line.id_product_attribute}`} line={line} />
            ))}
          </ul>
          <CartTotals cart={cart} />
        </div>
      )}
    </section>
  );
}
