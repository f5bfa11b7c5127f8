/**
 * The cart's money as the server computed it (subtotal, discounts, shipping, tax, total): on the cart page and beside
 * every checkout step, each with its own words (the cart says where shipping is estimated to and that it is worked
 * out at checkout; the steps say it is chosen in the next ones).
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Price } from '@storefront/shared/i18n';
import type { Cart } from '@storefront/shared/schemas';
import styles from './totals-list.module.css';

const words = {
  cart: {
    subtotal: 'checkout.cart.subtotal',
    discounts: 'checkout.cart.discounts',
    shipping: 'checkout.cart.shipping',
    shippingLater: 'checkout.cart.shippingAtCheckout',
    free: 'checkout.cart.free',
    tax: 'checkout.cart.tax',
    total: 'checkout.cart.total',
  },
  summary: {
    subtotal: 'checkout.summary.subtotal',
    discounts: 'checkout.summary.discounts',
    shipping: 'checkout.summary.shipping',
    shippingLater: 'checkout.summary.shippingLater',
    free: 'checkout.summary.free',
    tax: 'checkout.summary.tax',
    total: 'checkout.summary.total',
  },
} as const;

export function TotalsList({ cart, place }: { cart: Cart; place: keyof typeof words }) {
  const intl = useIntl();
  const id = words[place];
  const { subtotals, totals } = cart;
  // Beside the steps the totals change as the shopper chooses: announced politely.
  const live =
    place === 'summary'
      ? { 'aria-live': 'polite' as const, 'aria-label': intl.formatMessage({ id: 'checkout.summary.totals' }) }
      : {};
  return (
    <dl className={styles.list} {...live}>
      <dt>
        <FormattedMessage id={id.subtotal} />
      </dt>
      <dd>
        <Price amount={subtotals.products.amount} />
      </dd>
      {subtotals.discounts && subtotals.discounts.amount > 0 ? (
        <>
          <dt>
            <FormattedMessage id={id.discounts} />
          </dt>
          <dd>
            −<Price amount={subtotals.discounts.amount} />
          </dd>
        </>
      ) : null}
      <dt>
        <FormattedMessage id={id.shipping} />
        {place === 'cart' && cart.shipping_estimate ? (
          <span className={styles.destination}>
            <FormattedMessage id="checkout.cart.shippingTo" values={{ country: cart.shipping_estimate.country.name }} />
          </span>
        ) : null}
      </dt>
      <dd data-testid={`checkout-${place}-shipping`}>
        {subtotals.shipping === null ? (
          <FormattedMessage id={id.shippingLater} />
        ) : subtotals.shipping.amount === 0 ? (
          <FormattedMessage id={id.free} />
        ) : (
          <Price amount={subtotals.shipping.amount} />
        )}
      </dd>
      {subtotals.tax ? (
        <>
          <dt>
            <FormattedMessage id={id.tax} />
          </dt>
          <dd>
            <Price amount={subtotals.tax.amount} />
          </dd>
        </>
      ) : null}
      <dt className={styles.total}>
        <FormattedMessage id={id.total} />
      </dt>
      <dd className={styles.total} data-testid={`checkout-${place}-total`}>
        <Price amount={totals.total.amount} />
      </dd>
    </dl>
  );
}
