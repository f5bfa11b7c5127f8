/** The product's brand rule for shipping (one brand ships free to the shop's country from an amount of its products). */
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductDetail } from '@storefront/shared/schemas';
import styles from './product-page.module.css';

export function ShippingNote({ rule }: { rule: ProductDetail['shipping_rule'] }) {
  const intl = useIntl();
  if (!rule) return null;
  return (
    <p className={styles.shippingNote} data-testid="catalog-product-shipping-note">
      <FormattedMessage
        id="catalog.product.brandFreeShipping"
        values={{
          brand: rule.name,
          country: rule.country,
          amount: intl.formatNumber(rule.free_from, { style: 'currency', currency: 'EUR' }),
        }}
      />
    </p>
  );
}
