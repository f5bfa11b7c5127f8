/** The order summary beside every step: what is in the cart and the totals, updated as the shopper chooses. */
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetCartItemsQuery } from '@storefront/shared/api';
import { Price } from '@storefront/shared/i18n';
import { Skeleton } from '@storefront/shared/ui';
import styles from './checkout.module.css';

export function OrderSummary() {
  const intl = useIntl();
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
          <dl aria-live="polite" aria-label={intl.formatMessage({ id: 'checkout.summary.totals' })}>
            <dt>
              <FormattedMessage id="checkout.summary.subtotal" />
            </dt>
            <dd>
              <Price amount={cart.subtotals.products.amount} />
            </dd>
            {cart.subtotals.discounts && cart.subtotals.discounts.amount > 0 ? (
              <>
                <dt>
                  <FormattedMessage id="checkout.summary.discounts" />
                </dt>
                <dd>
                  −<Price amount={cart.subtotals.discounts.amount} />
                </dd>
              </>
            ) : null}
            <dt>
              <FormattedMessage id="checkout.summary.shipping" />
            </dt>
            <dd data-testid="checkout-summary-shipping">
              {cart.subtotals.shipping === null ? (
                <FormattedMessage id="checkout.summary.shippingLater" />
              ) : cart.subtotals.shipping.amount === 0 ? (
                <FormattedMessage id="checkout.summary.free" />
              ) : (
                <Price amount={cart.subtotals.shipping.amount} />
              )}
            </dd>
            {cart.subtotals.tax ? (
              <>
                <dt>
                  <FormattedMessage id="checkout.summary.tax" />
                </dt>
                <dd>
                  <Price amount={cart.subtotals.tax.amount} />
                </dd>
              </>
            ) : null}
            <dt className={styles.total}>
              <FormattedMessage id="checkout.summary.total" />
            </dt>
            <dd className={styles.total} data-testid="checkout-summary-total">
              <Price amount={cart.totals.total.amount} />
            </dd>
          </dl>
        </>
      )}
    </aside>
  );
}
