/** Order history `/{lang}/my-account/orders` (guarded): order id, date, status, total; each opens its detail. */
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Price } from '@storefront/shared/i18n';
import { Link, useQuery, useSetQuery } from '@storefront/shared/routing';
import type { PageProps, PrefetchContext, PrefetchResult } from '@storefront/shared/remotes';
import { Button, Skeleton } from '@storefront/shared/ui';
import { accountApi, useGetOrdersQuery } from '../../api/account-api.ts';
import { accountPaths, guardPrefetch, withQuery } from '../guard/guard.ts';
import { AccountFrame } from '../my-account/account-frame.tsx';
import styles from './orders.module.css';

const pageOf = (query: URLSearchParams) =>
  Math.min(1000, Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1));

export async function prefetch(context: PrefetchContext): Promise<PrefetchResult | undefined> {
  const page = pageOf(context.query);
  const guarded = await guardPrefetch(context, withQuery(accountPaths.orders(context.lang), context.query));
  if (guarded) return guarded;
  await context.store.dispatch(accountApi.endpoints.getOrders.initiate({ page }));
  return undefined;
}

function OrderHistory({ lang }: { lang: string }) {
  const intl = useIntl();
  const query = useQuery();
  const setQuery = useSetQuery();
  const page = pageOf(query);
  const { data, error, isLoading } = useGetOrdersQuery({ page });
  if (isLoading) return <Skeleton height="12rem" />;
  if (error || !data) {
    return (
      <p role="alert">
        <FormattedMessage id="account.orders.loadFailed" />
      </p>
    );
  }
  if (data.orders.length === 0) {
    return (
      <p data-testid="account-orders-empty">
        <FormattedMessage id="account.orders.empty" />
      </p>
    );
  }
  const { current_page, pages_count } = data.pagination;
  return (
    <>
      <table className={styles.table}>
        <caption className={styles.caption}>{intl.formatMessage({ id: 'account.orders.caption' })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'account.orders.reference' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'account.orders.date' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'account.orders.status' })}</th>
            <th scope="col" className={styles.number}>
              {intl.formatMessage({ id: 'account.orders.total' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.orders.map((order) => (
            <tr key={order.id_order} data-testid="account-order-row">
              <th scope="row">
                <Link to={accountPaths.order(lang, order.id_order)}>{order.reference}</Link>
              </th>
              <td>
                <FormattedDate value={order.date_add} dateStyle="medium" />
              </td>
              <td>{order.state_label}</td>
              <td className={styles.number}>
                <Price amount={order.total_paid} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages_count > 1 ? (
        <nav className={styles.pager} aria-label={intl.formatMessage({ id: 'account.orders.pages' })}>
          <Button variant="secondary" disabled={current_page <= 1} onClick={() => setQuery({ page: current_page - 1 })}>
            {intl.formatMessage({ id: 'account.orders.previous' })}
          </Button>
          <span>{intl.formatMessage({ id: 'account.orders.pageOf' }, { page: current_page, pages: pages_count })}</span>
          <Button
            variant="secondary"
            disabled={current_page >= pages_count}
            onClick={() => setQuery({ page: current_page + 1 })}
          >
            {intl.formatMessage({ id: 'account.orders.next' })}
          </Button>
        </nav>
      ) : null}
    </>
  );
}

export default function OrdersPage({ lang }: PageProps) {
  const query = useQuery();
  const { error } = useGetOrdersQuery({ page: pageOf(query) });
  return (
    <AccountFrame titleId="account.orders.title" errors={[error]}>
      {() => <OrderHistory lang={lang} />}
    </AccountFrame>
  );
}
