/**
 * Pages of a listing: previous, numbered pages around the current one, next. Real links (they work before
 * hydration, open in new tabs and are crawlable) that keep the other listing parameters of the URL.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { Pagination as PaginationData } from '@storefront/shared/schemas';
import { Link, useRouter } from '@storefront/shared/routing';
import styles from './pagination.module.css';

/** Page numbers to show: the first, the last, and two either side of the current; `null` marks a gap. */
export function pageWindow(current: number, count: number, around = 2): (number | null)[] {
  const shown = (page: number) => page === 1 || page === count || Math.abs(page - current) <= around;
  const pages: (number | null)[] = [];
  for (let page = 1; page <= count; page++) {
    // A gap of one page shows that page: "…" would take as much room and say less.
    if (shown(page) || (shown(page - 1) && shown(page + 1))) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

export function Pagination({ pagination }: { pagination: Pick<PaginationData, 'current_page' | 'pages_count'> }) {
  const intl = useIntl();
  const { pathname, search } = useRouter();
  const { current_page: current, pages_count: count } = pagination;
  if (count <= 1) return null;
  const href = (page: number) => {
    const next = new URLSearchParams(search);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const query = next.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <nav className={styles.pagination} aria-label={intl.formatMessage({ id: 'catalog.pagination.label' })}>
      <ul className={styles.pageList}>
        <li>
          {current > 1 ? (
            <Link to={href(current - 1)} rel="prev" className={styles.pageStep}>
              <FormattedMessage id="catalog.pagination.previous" />
            </Link>
          ) : (
            <span className={styles.pageStep} aria-disabled="true">
              <FormattedMessage id="catalog.pagination.previous" />
            </span>
          )}
        </li>
        {pageWindow(current, count).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                className={styles.pageNumber}
                aria-current={page === current ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'catalog.pagination.page' }, { page })}
              >
                {intl.formatNumber(page)}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < count ? (
            <Link to={href(current + 1)} rel="next" className={styles.pageStep}>
              <FormattedMessage id="catalog.pagination.next" />
            </Link>
          ) : (
            <span className={styles.pageStep} aria-disabled="true">
              <FormattedMessage id="catalog.pagination.next" />
            </span>
          )}
        </li>
      </ul>
      <p className={styles.pageStatus}>
        <FormattedMessage id="catalog.pagination.status" values={{ page: current, pages: count }} />
      </p>
    </nav>
  );
}
