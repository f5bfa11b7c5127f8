import { FormattedMessage } from 'react-intl';
import { useUpdateCartItemMutation } from '@storefront/shared/api';
import { Price } from '@storefront/shared/i18n';
import { Link } from '@storefront/shared/routing';
import type { CartProduct } from '@storefront/shared/schemas';
import { SalePrice } from '@storefront/shared/ui';
import { QuantityStepper } from './quantity-stepper.tsx';
import styles from './cart.module.css';

export interface CartLineProps {
  line: CartProduct;
  /** Removes the line (the page offers to undo it); true while that runs. */
  onRemove(line: CartProduct): void;
  removing: boolean;
}

/** One cart line: picture, name, size and colour, unit and line price, a bounded quantity, and removal. */
export function CartLine({ line, onRemove, removing }: CartLineProps) {
  const [update, updating] = useUpdateCartItemMutation();
  const busy = updating.isLoading || removing;
  const ref = { id_product: line.id_product, id_product_attribute: line.id_product_attribute };
  return (
    <li className={styles.line} aria-busy={busy} data-testid="checkout-cart-line">
      <img src={line.image_url} alt="" width={96} height={120} className={styles.thumb} loading="lazy" />
      <div className={styles.lineInfo}>
        <Link to={line.link} className={styles.lineName}>
          {line.name}
        </Link>
        {line.attributes.length > 0 && (
          <p className={styles.muted}>
            {line.attributes.map((attribute, index) => (
              <span key={attribute.group}>
                {index > 0 && ', '}
                {attribute.group}: {attribute.name}
              </span>
            ))}
          </p>
        )}
        <p className={styles.muted}>
          <FormattedMessage id="checkout.cart.unitPrice" />{' '}
          <span className={styles.salePrice}>
            <SalePrice
              value={line.price_wt}
              regular={line.regular_price_wt}
              discounted={line.has_discount}
              classNames={{ discounted: styles.discounted }}
            />
          </span>
        </p>
        {updating.isError && (
          <p role="alert" className={styles.lineError}>
            <FormattedMessage id="checkout.cart.updateFailed" />
          </p>
        )}
      </div>
      <QuantityStepper line={line} busy={busy} onChange={(qty) => void update({ ...ref, qty })} />
      <Price amount={line.total_wt} className={styles.lineTotal} />
      <button type="button" className={styles.remove} disabled={busy} onClick={() => onRemove(line)}>
        <FormattedMessage id="checkout.cart.remove" />
        <span className="visually-hidden"> {line.name}</span>
      </button>
    </li>
  );
}
