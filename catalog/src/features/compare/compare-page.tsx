/** Compare page `/{lang}/compare`: the compare list side by side, each product re-read by id (getProduct). */
import { FormattedMessage, useIntl } from 'react-intl';
import { isNotFound } from '@storefront/shared/api';
import type { PageProps, PrefetchContext } from '@storefront/shared/remotes';
import { useAppDispatch } from '@storefront/shared/store';
import { Skeleton } from '@storefront/shared/ui';
import { prefetchRecommendedProducts } from '../../api/recommended-api.ts';
import { RecommendedProducts } from '../recommended/recommended-products.tsx';
import { EmptyState } from '../saved-products/empty-state.tsx';
import { useSavedList } from '../saved-products/use-saved-list.ts';
import { compareList } from './compare-list.ts';
import { CompareTable } from './compare-table.tsx';
import { useProductDetails } from './use-product-details.ts';
import styles from '../saved-products/saved-page.module.css';

/** The server can't see the browser's list; it renders the recommendations shown with an empty comparison. */
export async function prefetch({ store }: PrefetchContext): Promise<void> {
  await prefetchRecommendedProducts(store);
}

export default function ComparePage(_props: PageProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { items, loaded } = useSavedList(compareList);
  const results = useProductDetails(items.map((item) => item.id));
  const title = intl.formatMessage({ id: 'catalog.compare.title' });
  const entries = items.map((item, index) => ({
    item,
    product: results[index]?.data,
    gone: isNotFound(results[index]?.error),
  }));
  return (
    <div className={styles.page}>
      <title>{title}</title>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.region} aria-busy={!loaded}>
        {!loaded ? (
          <Skeleton height="14rem" />
        ) : items.length === 0 ? (
          <EmptyState
            titleId="catalog.compare.empty"
            hintId="catalog.compare.emptyHint"
            values={{ limit: compareList.limit }}
          />
        ) : (
          <>
            <p className={styles.count}>
              <FormattedMessage id="catalog.compare.count" values={{ count: items.length, limit: compareList.limit }} />
            </p>
            <CompareTable entries={entries} onRemove={(item) => dispatch(compareList.remove(item.id))} />
          </>
        )}
      </div>
      {loaded && items.length === 0 && <RecommendedProducts />}
    </div>
  );
}
