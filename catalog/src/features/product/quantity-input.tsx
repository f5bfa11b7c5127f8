/** How many to add: a number field with steppers, kept between 1 and what may be put in the cart. */
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './add-to-cart.module.css';

export const clampQuantity = (value: number, max: number): number =>
  Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));

export interface QuantityInputProps {
  value: number;
  /** The most allowed: the combination's stock, capped by the cart's per-line limit. */
  max: number;
  disabled?: boolean;
  onChange(value: number): void;
}

export function QuantityInput({ value, max, disabled = false, onChange }: QuantityInputProps) {
  const intl = useIntl();
  const id = useId();
  // What the shopper is typing; an empty field is allowed until it loses focus.
  const [draft, setDraft] = useState<string | null>(null);
  // A draft that no longer says the value (the combination changed and lowered the limit) gives way to it.
  const shown = draft !== null && (draft === '' || Number.parseInt(draft, 10) === value) ? draft : String(value);
  const commit = (next: number) => {
    setDraft(null);
    onChange(clampQuantity(next, max));
  };
  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className={styles.quantityLabel}>
        <FormattedMessage id="catalog.product.quantity" />
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label={intl.formatMessage({ id: 'catalog.product.decrease' })}
          aria-controls={id}
          disabled={disabled || value <= 1}
          onClick={() => commit(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className={styles.quantityInput}
          min={1}
          max={Math.max(1, max)}
          step={1}
          disabled={disabled}
          value={shown}
          onChange={(event) => {
            const typed = event.target.value;
            const parsed = Number.parseInt(typed, 10);
            if (Number.isNaN(parsed)) return setDraft(typed);
            const bounded = clampQuantity(parsed, max);
            // Above the limit the field shows the limit at once; the hint below says why.
            setDraft(bounded === parsed ? typed : String(bounded));
            onChange(bounded);
          }}
          onBlur={() => setDraft(null)}
          aria-describedby={`${id}-hint`}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={intl.formatMessage({ id: 'catalog.product.increase' })}
          aria-controls={id}
          disabled={disabled || value >= max}
          onClick={() => commit(value + 1)}
        >
          +
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {max > 0 && <FormattedMessage id="catalog.product.quantityMax" values={{ max }} />}
      </p>
    </div>
  );
}
