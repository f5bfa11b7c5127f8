import { FormattedMessage, useIntl } from 'react-intl';
import { useRemoveCartItemMutation, useUpdateCartItemMutation } from '@storefront/shared/api';
import { Price } from '@storefront/shared/i18n';
import { Link } from '@storefront/shared/routing';
import type { CartProduct } from '@storefront/shared/schemas';
import styles from './cart.module.css';

/** One cart line: picture, name, options, a quantity bounded by the line's limit, and removal. */
export function CartLine({ line }: { line: CartProduct }) {
  const intl = useIntl();
  const [update, updating] = useUpdateCartItemMutation();
  const [remove, removing] = useRemoveCartItemMutation();
  const busy = updating.isLoading || removing.isLoading;
  const ref = { id_product: line.id_product, id_product_attribute: line.id_product_attribute };
  const options = Array.from({ length: Math.max(line.quantity_limit, line.cart_quantity) }, (_, index) => index + 1);
  return (
    <li className={styles.line} aria-busy={busy}>
      <img src={line.image_url} alt="" width={96} height={120} className={styles.thumb} loading="lazy" />
      <div className={styles.lineInfo}>
        <Link to={line.link} className={styles.lineName}>
          {line.name}
        </Link>
        {line.attributes_small && <p className={styles.muted}>{line.attributes_small}</p>}
        <p className={styles.muted}>
          <Price amount={line.price_wt} />
        </p>
      </div>
      <label className={styles.quantity}>
        <span className="visually-hidden">
          {intl.formatMessage({ id: 'checkout.cart.quantityOf' }, { name: line.name })}
        </span>
        <select
          value={line.cart_quantity}
          disabled={busy}
          onChange={(event) => void update({ ...ref, qty: Number(event.target.value) })}
        >
          {options.map((qty) => (
            <option key={qty} value={qty}>
              {qty}
            </option>
          ))}
        </select>
      </label>
      <Price amount={line.total_wt} className={styles.lineTotal} />
      <button type="button" className={styles.remove} disabled={busy} onClick={() => void remove(ref)}>
        <FormattedMessage id="checkout.cart.remove" />
        <span className="visually-hidden"> {line.name}</span>
      </button>
    </li>
  );
}
