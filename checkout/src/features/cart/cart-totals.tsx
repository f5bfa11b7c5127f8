import { FormattedMessage } from 'react-intl';
import { useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import type { Cart } from '@storefront/shared/schemas';
import { VoucherField } from '../vouchers/voucher-field.tsx';
import { FreeShipping } from './free-shipping.tsx';
import { TotalsList } from './totals-list.tsx';
import styles from './cart.module.css';

/** Subtotal, discounts, shipping, tax and total as the server computed them, with vouchers and the way on. */
export function CartTotals({ cart }: { cart: Cart }) {
  const lang = useLang();
  return (
    <aside className={styles.totals} aria-labelledby="cart-summary">
      <h2 id="cart-summary">
        <FormattedMessage id="checkout.cart.summary" />
      </h2>
      <TotalsList cart={cart} place="cart" />
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
