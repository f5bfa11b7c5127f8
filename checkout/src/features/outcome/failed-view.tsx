/** A payment that did not go through: why, the cart still there, and "try again" back to the payment step. */
import { FormattedMessage } from 'react-intl';
import { useGetCartItemsQuery } from '@storefront/shared/api';
import { Link, paths, useNavigate, useQuery } from '@storefront/shared/routing';
import { Button } from '@storefront/shared/ui';
import { useValidateOrderQuery } from '../../api/checkout-api.ts';
import { stepPath } from '../checkout/flow.ts';
import { failedNext, failedReason } from './order-outcome.ts';
import type { OutcomeProps } from './outcome-page.tsx';
import styles from './outcome.module.css';

export function FailedView({ lang, order }: OutcomeProps) {
  const navigate = useNavigate();
  const reason = useQuery().get('reason');
  const read = useValidateOrderQuery(order ?? { id_order: 0 }, { skip: !order });
  const validated = read.data;
  const { data: cart } = useGetCartItemsQuery();
  const why = failedReason(reason, read);
  const count = cart?.products_count;
  return (
    <div className={styles.body}>
      <p role="alert" data-testid="checkout-failed-reason">
        <FormattedMessage id={why} />
      </p>
      {validated ? (
        <p>
          <FormattedMessage id="checkout.failed.order" values={{ reference: validated.order.reference }} />
        </p>
      ) : null}
      {failedNext(count) === 'pay-again' ? (
        <>
          <p data-testid="checkout-failed-cart">
            <FormattedMessage id="checkout.failed.cartKept" values={{ count }} />
          </p>
          <div className={styles.actions}>
            <Button onClick={() => navigate(stepPath(lang, 'payment'))}>
              <FormattedMessage id="checkout.failed.tryAgain" />
            </Button>
            <Link to={paths.cart(lang)}>
              <FormattedMessage id="checkout.failed.toCart" />
            </Link>
          </div>
        </>
      ) : (
        <p>
          <Link to={paths.cart(lang)}>
            <FormattedMessage id="checkout.failed.toCart" />
          </Link>
        </p>
      )}
    </div>
  );
}
