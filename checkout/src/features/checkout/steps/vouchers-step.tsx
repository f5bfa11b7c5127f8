/** Vouchers: apply or remove codes, with the cart's own voucher field. */
import { FormattedMessage } from 'react-intl';
import { useGetCartItemsQuery } from '@storefront/shared/api';
import { Button, Skeleton } from '@storefront/shared/ui';
import { VoucherField } from '../../vouchers/voucher-field.tsx';
import type { StepProps } from './index.ts';
import styles from '../checkout.module.css';

export function VouchersStep({ checkout, done }: StepProps) {
  const { data: cart } = useGetCartItemsQuery();
  return (
    <div className={styles.stepBody}>
      {cart ? <VoucherField cart={cart} /> : <Skeleton height="6rem" />}
      {!(cart ?? checkout.cart).vouchers.allowed ? (
        <p>
          <FormattedMessage id="checkout.vouchersStep.notAllowed" />
        </p>
      ) : null}
      <Button onClick={done}>
        <FormattedMessage id="checkout.step.continue" />
      </Button>
    </div>
  );
}
