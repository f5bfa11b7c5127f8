/**
 * The voucher (coupon) field, on the cart and the checkout's Vouchers step: the vouchers in the cart with a way to
 * remove each, and a code field whose refusals are told in the shopper's language.
 */
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Cart } from '@storefront/shared/schemas';
import { Button } from '@storefront/shared/ui';
import { useAddOrRemoveCouponMutation } from '../../api/cart-api.ts';
import { voucherMessage, type VoucherMessage } from './voucher-messages.ts';
import styles from './vouchers.module.css';

export function VoucherField({ cart }: { cart: Pick<Cart, 'vouchers'> }) {
  const intl = useIntl();
  const id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<VoucherMessage | null>(null);
  const [done, setDone] = useState<VoucherMessage | null>(null);
  const [send, sending] = useAddOrRemoveCouponMutation();
  const busy = sending.isLoading;

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    const wanted = code.trim();
    if (!wanted) {
      setProblem({ id: 'checkout.vouchers.required' });
      return;
    }
    const result = await send({ code: wanted });
    if ('error' in result) {
      setProblem(voucherMessage(result.error));
      return;
    }
    setProblem(null);
    setCode('');
    setDone({ id: 'checkout.vouchers.added', values: { code: wanted.toUpperCase() } });
  };

  const remove = async (idCartRule: number, name: string) => {
    setDone(null);
    const result = await send({ remove: idCartRule });
    if ('error' in result) setProblem(voucherMessage(result.error));
    else {
      setProblem(null);
      setDone({ id: 'checkout.vouchers.removed', values: { name } });
    }
  };

  if (!cart.vouchers.allowed) return null;
  return (
    <div className={styles.vouchers} data-testid="checkout-vouchers">
      {cart.vouchers.added.length > 0 && (
        <ul className={styles.added} aria-label={intl.formatMessage({ id: 'checkout.vouchers.list' })}>
          {cart.vouchers.added.map((voucher) => (
            <li key={voucher.id_cart_rule} className={styles.voucher}>
              <span>
                <span className={styles.name}>{voucher.name}</span> <span className={styles.code}>{voucher.code}</span>
              </span>
              <span className={styles.reduction}>{voucher.reduction_formatted}</span>
              <button
                type="button"
                className={styles.remove}
                disabled={busy}
                onClick={() => void remove(voucher.id_cart_rule, voucher.name)}
              >
                <FormattedMessage id="checkout.vouchers.remove" />
                <span className="visually-hidden"> {voucher.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={(event) => void apply(event)} noValidate aria-busy={busy}>
        <label htmlFor={`${id}-code`} className={styles.label}>
          <FormattedMessage id="checkout.vouchers.label" />
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-code`}
            name="code"
            className={styles.input}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            disabled={busy}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setProblem(null);
            }}
          />
          <Button type="submit" variant="secondary" busy={busy}>
            <FormattedMessage id="checkout.vouchers.apply" />
          </Button>
        </div>
        <p id={`${id}-problem`} role="alert" className={styles.problem} data-testid="checkout-voucher-error">
          {problem && (
            <FormattedMessage id={problem.id} values={problem.values && formatValues(problem.values, intl)} />
          )}
        </p>
        <p role="status" className={styles.done}>
          {done && <FormattedMessage id={done.id} values={done.values} />}
        </p>
      </form>
    </div>
  );
}

/** Amounts in a message are prices: shown in the active language's currency format. */
function formatValues(values: Record<string, string | number>, intl: ReturnType<typeof useIntl>) {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'number' ? intl.formatNumber(value, { style: 'currency', currency: 'EUR' }) : value,
    ]),
  );
}
