/** A cart line's unit price: when discounted, the regular price struck through before it (as the catalogue shows it). */
import { FormattedMessage } from 'react-intl';
import { Price } from '@storefront/shared/i18n';
import type { CartProduct } from '@storefront/shared/schemas';
import styles from './cart.module.css';

export function LinePrice({ line }: { line: Pick<CartProduct, 'price_wt' | 'regular_price_wt' | 'has_discount'> }) {
  if (!line.has_discount) return <Price amount={line.price_wt} />;
  return (
    <span className={styles.salePrice}>
      <s className={styles.regular}>
        <span className="visually-hidden">
          <FormattedMessage id="checkout.cart.regularPrice" />{' '}
        </span>
        <Price amount={line.regular_price_wt} />
      </s>{' '}
      <span className={styles.discounted}>
        <span className="visually-hidden">
          <FormattedMessage id="checkout.cart.salePrice" />{' '}
        </span>
        <Price amount={line.price_wt} />
      </span>
    </span>
  );
}
