/** Delivery: the carriers for this destination and weight, with price and delay; choosing one updates the totals. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Price } from '@storefront/shared/i18n';
import { ApiErrorText, Button, Skeleton } from '@storefront/shared/ui';
import { useGetCarriersQuery, useUpdateCheckoutCarrierMutation } from '../../../api/checkout-api.ts';
import type { StepProps } from './index.ts';
import styles from '../checkout.module.css';

export function DeliveryStep({ done }: StepProps) {
  const intl = useIntl();
  const { data: carriers, error } = useGetCarriersQuery();
  const [choose, choosing] = useUpdateCheckoutCarrierMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // The shopper's pick shows at once; the api's answer (and the totals) follow.
  const [picked, setPicked] = useState<number | null>(null);
  const selected = picked ?? carriers?.find((c) => c.selected)?.id_carrier;

  if (!carriers) {
    return error ? (
      <p role="alert">
        <ApiErrorText error={error} fallbackId="checkout.delivery.loadError" />
      </p>
    ) : (
      <Skeleton height="10rem" />
    );
  }
  if (carriers.length === 0) {
    return (
      <p role="alert">
        <FormattedMessage id="checkout.delivery.none" />
      </p>
    );
  }

  const pick = async (id: number) => {
    setProblem(null);
    setPicked(id);
    const result = await choose({ id_carrier: id });
    setFailure('error' in result ? result.error : null);
    if ('error' in result) setPicked(null);
  };

  return (
    <div className={styles.stepBody}>
      <fieldset className={styles.group} aria-describedby="checkout-delivery-problem" aria-busy={choosing.isLoading}>
        <legend>
          <FormattedMessage id="checkout.delivery.choose" />
        </legend>
        {carriers.map((carrier) => (
          <label key={carrier.id_carrier} className={styles.option}>
            <input
              type="radio"
              name="carrier"
              value={carrier.id_carrier}
              checked={carrier.id_carrier === selected}
              disabled={choosing.isLoading}
              onChange={() => void pick(carrier.id_carrier)}
            />
            <span className={styles.optionName}>{carrier.name}</span>
            <span className={styles.optionNote}>{carrier.delay}</span>
            <span className={styles.optionPrice}>
              {carrier.is_free ? (
                <FormattedMessage id="checkout.summary.free" />
              ) : (
                <Price amount={carrier.price_with_tax} />
              )}
            </span>
          </label>
        ))}
      </fieldset>
      <p id="checkout-delivery-problem" role="alert" className={styles.problem}>
        {problem}
        {failure ? <ApiErrorText error={failure} fallbackId="checkout.delivery.chooseFailed" /> : null}
      </p>
      <Button
        busy={choosing.isLoading}
        onClick={() =>
          selected === undefined ? setProblem(intl.formatMessage({ id: 'checkout.delivery.required' })) : done()
        }
      >
        <FormattedMessage id="checkout.step.continue" />
      </Button>
    </div>
  );
}
