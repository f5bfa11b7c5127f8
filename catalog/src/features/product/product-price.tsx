/** The buy box's price (regular price struck through when discounted) and its stock line. */
import { FormattedMessage, useIntl } from 'react-intl';
import { Price } from '@storefront/shared/i18n';
import type { ProductDetail } from '@storefront/shared/schemas';
import styles from './product-page.module.css';

export function ProductPrice({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const discounted = product.has_discount && product.regular_price_amount > product.price_amount;
  // Computed rather than the api's preformatted string, so the percent sign sits where the language puts it.
  const saving = discounted ? 1 - product.price_amount / product.regular_price_amount : 0;
  return (
    <div className={styles.priceBox}>
      <p className={styles.price}>
        {discounted && (
          <s className={styles.regular}>
            <span className="visually-hidden">
              <FormattedMessage id="catalog.price.regular" />
            </span>
            <Price amount={product.regular_price_amount} />
          </s>
        )}
        {discounted && (
          <span className="visually-hidden">
            <FormattedMessage id="catalog.price.now" />
          </span>
        )}
        <Price amount={product.price_amount} className={discounted ? styles.discounted : undefined} />
        {discounted && (
          <span className={styles.discount}>
            <span className="visually-hidden">
              <FormattedMessage id="catalog.price.discount" />{' '}
            </span>
            {intl.formatNumber(-saving, { style: 'percent', maximumFractionDigits: 0 })}
          </span>
        )}
      </p>
      <p className={styles.tax}>
        <FormattedMessage id="catalog.product.taxIncluded" />
      </p>
    </div>
  );
}

/** 'Only 3 items left' when stock runs low, 'Sold out' when the combination has none; an empty line otherwise. */
export function StockLabel({ product }: { product: Pick<ProductDetail, 'availability' | 'quantity'> }) {
  const soldOut = product.quantity <= 0 || product.availability === 'unavailable';
  return (
    <p className={soldOut || product.availability === 'last_remaining_items' ? styles.lowStock : styles.inStock}>
      {soldOut ? (
        <FormattedMessage id="catalog.product.outOfStock" />
      ) : product.availability === 'last_remaining_items' ? (
        <FormattedMessage id="catalog.product.lowStock" values={{ count: product.quantity }} />
      ) : (
        <FormattedMessage id="catalog.product.inStock" />
      )}
    </p>
  );
}
