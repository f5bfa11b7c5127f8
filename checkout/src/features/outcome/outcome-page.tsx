/**
 * The outcome pages `/{lang}/checkout/success|failed|validate` (SPEC section 2). They only read the order (with
 * the guest's key from the URL) and never place one, so a reload or Back leaves the order count alone.
 */
import { useIntl } from 'react-intl';
import { sharedApi } from '@storefront/shared/api';
import { useQuery } from '@storefront/shared/routing';
import type { PageProps, PrefetchContext } from '@storefront/shared/remotes';
import { checkoutApi } from '../../api/checkout-api.ts';
import { FailedView } from './failed-view.tsx';
import { SuccessView } from './success-view.tsx';
import { ValidateView } from './validate-view.tsx';
import styles from './outcome.module.css';

/** The order an outcome page is about, from its query (`id_order`, `key`). */
export interface OrderRef {
  id_order: number;
  key?: string;
}

export function orderRefOf(query: URLSearchParams): OrderRef | null {
  const id = Number(query.get('id_order'));
  if (!Number.isInteger(id) || id <= 0) return null;
  const key = query.get('key') ?? undefined;
  return key ? { id_order: id, key } : { id_order: id };
}

export async function prefetch({ store, query }: PrefetchContext): Promise<void> {
  const order = orderRefOf(query);
  await Promise.all([
    store.dispatch(sharedApi.endpoints.getCartItems.initiate()),
    order ? store.dispatch(checkoutApi.endpoints.validateOrder.initiate(order)) : null,
    store.dispatch(checkoutApi.endpoints.getGateways.initiate()),
  ]);
}

export interface OutcomeProps {
  lang: PageProps['lang'];
  order: OrderRef | null;
}

export default function CheckoutOutcomePage({ lang, params }: PageProps) {
  const intl = useIntl();
  const order = orderRefOf(useQuery());
  const outcome = params.outcome;
  const title = intl.formatMessage({
    id:
      outcome === 'success'
        ? 'checkout.success.title'
        : outcome === 'failed'
          ? 'checkout.failed.title'
          : 'checkout.validate.title',
  });
  return (
    <section
      className={styles.outcome}
      aria-labelledby="checkout-outcome-title"
      data-testid={`checkout-outcome-${outcome}`}
    >
      <title>{title}</title>
      <h1 id="checkout-outcome-title">{title}</h1>
      {outcome === 'success' ? <SuccessView lang={lang} order={order} /> : null}
      {outcome === 'failed' ? <FailedView lang={lang} order={order} /> : null}
      {outcome === 'validate' ? <ValidateView lang={lang} order={order} /> : null}
    </section>
  );
}
