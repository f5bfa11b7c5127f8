/** The order summary beside every step: what is in the cart and the totals, updated as the shopper chooses. */
import { FormattedMessage } from 'react-intl';
import { useGetCartItemsQuery } from '@storefront/shared/api';
import { Skeleton } from '@storefront/shared/ui';
import { TotalsList } from '../cart/totals-list.tsx';
import styles from './checkout.module.css';

export function OrderSummary() {
  const { data: cart } = useGetCartItemsQuery();
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">
        <FormattedMessage id="checkout.summary.title" />
      </h2>
      {!cart ? (
        <Skeleton height="10rem" />
      ) : (
        <>
          <p className={styles.muted}>
            <FormattedMessage id="checkout.summary.items" values={{ count: cart.products_count }} />
          </p>
          <TotalsList cart={cart} place="summary" />
        </>
      )}
    </aside>
  );
}
