/**
 * One order `/{lang}/my-account/orders/{id}` (guarded): status history, lines, totals, carrier, addresses, message,
 * the invoice to download, and returns. Another shopper's order, or none, is a 404 (the api answers 404 for both).
 */
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { isNotFound } from '@storefront/shared/api';
import { Price } from '@storefront/shared/i18n';
import { Link, useRouter } from '@storefront/shared/routing';
import type { PageProps, PrefetchContext, PrefetchResult } from '@storefront/shared/remotes';
import type { Address, OrderDetail } from '@storefront/shared/schemas';
import { NotFound, Skeleton } from '@storefront/shared/ui';
import { accountApi, useGetOrderQuery } from '../../api/account-api.ts';
import { accountPaths, guardPrefetch } from '../guard/guard.ts';
import { AccountFrame } from '../my-account/account-frame.tsx';
import { ReturnSection } from './return-section.tsx';
import styles from './orders.module.css';

/** The order id of the URL, or null when it is not one (the route allows digits only). */
export const orderIdOf = (params: Record<string, string>): number | null => {
  const id = Number(params.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export async function prefetch(context: PrefetchContext): Promise<PrefetchResult | undefined> {
  const id = orderIdOf(context.params);
  const guarded = await guardPrefetch(context, accountPaths.order(context.lang, context.params.id ?? ''));
  if (guarded) return guarded;
  if (id === null) return { status: 404 };
  const order = await context.store.dispatch(accountApi.endpoints.getOrder.initiate({ id_order: id }));
  if (isNotFound(order.error)) return { status: 404 };
  return order.data ? { head: { title: order.data.reference } } : undefined;
}

function AddressBlock({ titleId, address }: { titleId: string; address: Address }) {
  return (
    <div>
      <h3>
        <FormattedMessage id={titleId} />
      </h3>
      <address className={styles.address}>
        {address.formatted.map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </div>
  );
}

function OrderView({ order, lang }: { order: OrderDetail; lang: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <p>
        <Link to={accountPaths.orders(lang)}>{t('account.order.back')}</Link>
      </p>
      <h2 data-testid="account-order-reference">
        <FormattedMessage id="account.order.heading" values={{ reference: order.reference }} />
      </h2>
      <div className={styles.actions}>
        {order.invoice_url ? (
          <a className={styles.download} href={order.invoice_url} download={`invoice-${order.reference}.html`}>
            {t('account.order.invoice')}
          </a>
        ) : (
          <span className={styles.muted}>{t('account.order.noInvoice')}</span>
        )}
      </div>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="order-summary">
          <h2 id="order-summary">{t('account.order.summary')}</h2>
          <dl className={styles.facts}>
            <dt>{t('account.orders.date')}</dt>
            <dd>
              <FormattedDate value={order.date_add} dateStyle="long" />
            </dd>
            <dt>{t('account.orders.status')}</dt>
            <dd data-testid="account-order-status">{order.state_label}</dd>
            <dt>{t('account.order.payment')}</dt>
            <dd>{order.payment}</dd>
            <dt>{t('account.order.carrier')}</dt>
            <dd>{order.carrier.name}</dd>
            {order.delivery_message ? (
              <>
                <dt>{t('account.order.message')}</dt>
                <dd>{order.delivery_message}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="order-history">
          <h2 id="order-history">{t('account.order.history')}</h2>
          <ol className={styles.history}>
            {order.history.map((entry) => (
              <li key={`${entry.state}-${entry.date_add}`}>
                {entry.label} · <FormattedDate value={entry.date_add} dateStyle="medium" timeStyle="short" />
              </li>
            ))}
          </ol>
        </section>
      </div>
      <section className={styles.card} aria-labelledby="order-lines">
        <h2 id="order-lines">{t('account.order.lines')}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('account.order.product')}</th>
              <th scope="col" className={styles.number}>
                {t('account.order.quantity')}
              </th>
              <th scope="col" className={styles.number}>
                {t('account.order.unitPrice')}
              </th>
              <th scope="col" className={styles.number}>
                {t('account.orders.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.products.map((line) => (
              <tr key={line.id_order_detail}>
                <th scope="row">
                  {line.name}
                  {line.attributes_small ? <span className={styles.muted}> · {line.attributes_small}</span> : null}
                </th>
                <td className={styles.number}>{line.quantity}</td>
                <td className={styles.number}>
                  <Price amount={line.price_amount} />
                </td>
                <td className={styles.number}>
                  <Price amount={line.total_amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={styles.facts}>
          <dt>{t('account.order.subtotal')}</dt>
          <dd>
            <Price amount={order.subtotals.products.amount} />
          </dd>
          {order.subtotals.discounts ? (
            <>
              <dt>{t('account.order.discounts')}</dt>
              <dd>
                <Price amount={order.subtotals.discounts.amount} />
              </dd>
            </>
          ) : null}
          <dt>{t('account.order.shipping')}</dt>
          <dd>
            <Price amount={order.subtotals.shipping.amount} />
          </dd>
          <dt>{t('account.order.tax')}</dt>
          <dd>
            <Price amount={order.subtotals.tax.amount} />
          </dd>
          <dt>
            <strong>{t('account.orders.total')}</strong>
          </dt>
          <dd data-testid="account-order-total">
            <strong>
              <Price amount={order.totals.total.amount} />
            </strong>
          </dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="order-addresses">
        <h2 id="order-addresses">{t('account.order.addresses')}</h2>
        <div className={styles.grid}>
          <AddressBlock titleId="account.order.delivery" address={order.addresses.delivery} />
          <AddressBlock titleId="account.order.invoiceAddress" address={order.addresses.invoice} />
        </div>
      </section>
      <ReturnSection order={order} />
    </>
  );
}

export default function OrderPage({ lang, params }: PageProps) {
  const router = useRouter();
  const id = orderIdOf(params);
  const { data, error, isLoading } = useGetOrderQuery({ id_order: id ?? 0 }, { skip: id === null });
  if (id === null || isNotFound(error)) return <NotFound path={router.pathname} />;
  return (
    <AccountFrame titleId="account.orders.title" errors={[error]}>
      {() =>
        isLoading ? (
          <Skeleton height="20rem" />
        ) : data ? (
          <OrderView order={data} lang={lang} />
        ) : (
          <p role="alert">
            <FormattedMessage id="account.orders.loadFailed" />
          </p>
        )
      }
    </AccountFrame>
  );
}
