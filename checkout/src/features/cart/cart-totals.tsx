import { FormattedMessage } from 'react-intl';
import { Price, useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import type { Cart } from '@storefront/shared/schemas';
import { VoucherField } from '../vouchers/voucher-field.tsx';
import { FreeShipping } from './free-shipping.tsx';
import styles from './cart.module.css';

/** Subtotal, discounts, shipping, tax and total as the server computed them, with vouchers and the way on. */
export function CartTotals({ cart }: { cart: Cart }) {
  const lang = useLang();
  const { subtotals, totals } = cart;
  return (
    <aside className={styles.totals} aria-labelledby="cart-summary">
      <h2 id="cart-summary">
        <FormattedMessage id="checkout.cart.summary" />
      </h2>
      <dl>
        <dt>
          <FormattedMessage id="checkout.cart.subtotal" />
        </dt>
        <dd>
          <Price amount={subtotals.products.amount} />
        </dd>
        {subtotals.discounts && (
          <>
            <dt>
              <FormattedMessage id="checkout.cart.discounts" />
            </dt>
            <dd>
              −<Price amount={subtotals.discounts.amount} />
            </dd>
          </>
        )}
        <dt>
          <FormattedMessage id="checkout.cart.shipping" />
          {cart.shipping_estimate && (
            <span className={styles.destination}>
              <FormattedMessage
                id="checkout.cart.shippingTo"
                values={{ country: cart.shipping_estimate.country.name }}
              />
            </span>
          )}
        </dt>
        <dd data-testid="checkout-cart-shipping">
          {subtotals.shipping === null ? (
            <FormattedMessage id="checkout.cart.shippingAtCheckout" />
          ) : subtotals.shipping.amount === 0 ? (
            <FormattedMessage id="checkout.cart.free" />
          ) : (
            <Price amount={subtotals.shipping.amount} />
          )}
        </dd>
        {subtotals.tax && (
          <>
            <dt>
              <FormattedMessage id="checkout.cart.tax" />
            </dt>
            <dd>
              <Price amount={subtotals.tax.amount} />
            </dd>
          </>
        )}
        <dt className={styles.total}>
          <FormattedMessage id="checkout.cart.total" />
        </dt>
        <dd className={styles.total} data-testid="checkout-cart-total">
          <Price amount={totals.total.amount} />
        </dd>
      </dl>
      <FreeShipping cart={cart} />
      <p className={styles.muted}>
        <FormattedMessage id="checkout.cart.recalculated" />
      </p>
      <VoucherField cart={cart} />
      <Link to={paths.checkout(lang)} className={styles.checkout}>
        <FormattedMessage id="checkout.cart.proceed" />
      </Link>
    </aside>
  );
}
