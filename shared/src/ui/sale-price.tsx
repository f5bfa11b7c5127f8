/**
 * A price that may be discounted: the regular price struck through before the one that applies, each named for
 * screen readers. One primitive for the catalogue's lists and the cart's lines, so a sale reads the same everywhere.
 */
import { FormattedMessage } from 'react-intl';
import { Price } from '../i18n/price.tsx';
import styles from './ui.module.css';

export interface SalePriceProps {
  value: number;
  regular: number;
  discounted: boolean;
  /** Extra classes where a layout needs them (spacing, weight); the colours are this component's. */
  classNames?: { regular?: string; discounted?: string };
}

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export function SalePrice({ value, regular, discounted, classNames = {} }: SalePriceProps) {
  if (!discounted) return <Price amount={value} />;
  return (
    <>
      <s className={join(styles.regularPrice, classNames.regular)}>
        <span className="visually-hidden">
          <FormattedMessage id="shell.price.regular" />{' '}
        </span>
        <Price amount={regular} />
      </s>{' '}
      <span className={join(styles.salePrice, classNames.discounted)}>
        <span className="visually-hidden">
          <FormattedMessage id="shell.price.sale" />{' '}
        </span>
        <Price amount={value} />
      </span>
    </>
  );
}
