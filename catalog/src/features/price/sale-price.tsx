/** A product's price in a list or table: when discounted, the regular price struck through before it. */
import { FormattedMessage } from 'react-intl';
import { Price } from '@storefront/shared/i18n';
import styles from './sale-price.module.css';

export interface SalePriceProps {
  value: number;
  regular: number;
  discounted: boolean;
  /** Extra classes where a layout needs them (spacing, weight); the colours are this component's. */
  classNames?: { regular?: string; discounted?: string };
}

export function SalePrice({ value, regular, discounted, classNames = {} }: SalePriceProps) {
  return (
    <>
      {discounted && (
        <s className={[styles.regular, classNames.regular].filter(Boolean).join(' ')}>
          <span className="visually-hidden">
            <FormattedMessage id="catalog.price.regular" />
          </span>
          <Price amount={regular} />
        </s>
      )}
      <Price
        amount={value}
        className={discounted ? [styles.discounted, classNames.discounted].filter(Boolean).join(' ') : undefined}
      />
    </>
  );
}
