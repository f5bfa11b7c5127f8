/**
 * A cart line's quantity: minus and plus around the number, bounded by 1 and the line's limit (its stock, capped per
 * order). At the bound, plus stays focusable but does nothing, and a message says why.
 */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CartProduct } from '@storefront/shared/schemas';
import styles from './cart.module.css';

export interface QuantityStepperProps {
  line: Pick<CartProduct, 'name' | 'cart_quantity' | 'quantity_limit' | 'stock_quantity'>;
  busy: boolean;
  onChange(quantity: number): void;
}

export function QuantityStepper({ line, busy, onChange }: QuantityStepperProps) {
  const intl = useIntl();
  const id = useId();
  const quantity = line.cart_quantity;
  const atMost = quantity >= line.quantity_limit;
  const atLeast = quantity <= 1;
  // The limit is the stock, capped per order: when it is the stock, say so. (A type-only import of the schemas keeps
  // their validation library out of this chunk.)
  const bound = line.quantity_limit >= line.stock_quantity ? 'checkout.cart.stockBound' : 'checkout.cart.orderBound';
  return (
    <div className={styles.stepper}>
      <div role="group" aria-labelledby={`${id}-label`} aria-describedby={atMost ? `${id}-bound` : undefined}>
        <span id={`${id}-label`} className="visually-hidden">
          {intl.formatMessage({ id: 'checkout.cart.quantityOf' }, { name: line.name })}
        </span>
        <button
          type="button"
          className={styles.step}
          aria-label={intl.formatMessage({ id: 'checkout.cart.decrease' }, { name: line.name })}
          aria-disabled={atLeast || busy}
          onClick={() => {
            if (!atLeast && !busy) onChange(quantity - 1);
          }}
        >
          −
        </button>
        <output className={styles.count} aria-live="polite" data-testid="checkout-cart-quantity">
          {quantity}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={intl.formatMessage({ id: 'checkout.cart.increase' }, { name: line.name })}
          aria-disabled={atMost || busy}
          onClick={() => {
            if (!atMost && !busy) onChange(quantity + 1);
          }}
        >
          +
        </button>
      </div>
      <p id={`${id}-bound`} className={styles.bound} aria-live="polite" data-testid="checkout-cart-bound">
        {atMost && <FormattedMessage id={bound} values={{ count: line.quantity_limit }} />}
      </p>
    </div>
  );
}
