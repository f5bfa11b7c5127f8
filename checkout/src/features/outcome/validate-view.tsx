/** A payment the provider has not confirmed yet: ask for the order's state until it is paid or failed, then move on. */
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, paths, useNavigate } from '@storefront/shared/routing';
import { ApiErrorText } from '@storefront/shared/ui';
import { useValidateOrderQuery } from '../../api/checkout-api.ts';
import { validateMove } from './order-outcome.ts';
import type { OutcomeProps } from './outcome-page.tsx';
import styles from './outcome.module.css';

const POLL_MS = 2000;

export function ValidateView({ lang, order }: OutcomeProps) {
  const navigate = useNavigate();
  const read = useValidateOrderQuery(order ?? { id_order: 0 }, {
    skip: !order,
    pollingInterval: POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const { data, error } = read;
  const moveTo = validateMove(lang, order, read);
  useEffect(() => {
    if (moveTo) navigate(moveTo, { replace: true });
  }, [moveTo, navigate]);

  if (!order) {
    return (
      <p>
        <FormattedMessage id="checkout.outcome.noOrder" />{' '}
        <Link to={paths.home(lang)}>
          <FormattedMessage id="checkout.outcome.home" />
        </Link>
      </p>
    );
  }
  return (
    <div className={styles.body}>
      <p role="status" aria-live="polite">
        <FormattedMessage id="checkout.validate.waiting" values={{ reference: data?.order.reference ?? '…' }} />
      </p>
      {error ? (
        <p role="alert">
          <ApiErrorText error={error} fallbackId="checkout.validate.checkFailed" />
        </p>
      ) : null}
    </div>
  );
}
