/** Wishlist page `/{lang}/wishlist`: the products kept in this browser, and recommendations (always, and as the empty state's way on). */
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageProps, PrefetchContext } from '@storefront/shared/remotes';
import { Skeleton } from '@storefront/shared/ui';
import { prefetchRecommendedProducts } from '../../api/recommended-api.ts';
import { RecommendedProducts } from '../recommended/recommended-products.tsx';
import { EmptyState } from '../saved-products/empty-state.tsx';
import { useSavedList } from '../saved-products/use-saved-list.ts';
import { WishlistItem } from './wishlist-item.tsx';
import { wishlist } from './wishlist-list.ts';
import styles from '../saved-products/saved-page.module.css';

/** The server can't see the browser's list, but it can render the recommendations with their data. */
export async function prefetch({ store }: PrefetchContext): Promise<void> {
  await prefetchRecommendedProducts(store);
}

export default function WishlistPage(_props: PageProps) {
  const intl = useIntl();
  const { items, loaded } = useSavedList(wishlist);
  const title = intl.formatMessage({ id: 'catalog.wishlist.title' });
  return (
    <div className={styles.page}>
      <title>{title}</title>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.region} aria-busy={!loaded}>
        {!loaded ? (
          <Skeleton height="14rem" />
        ) : items.length === 0 ? (
          <EmptyState titleId="catalog.wishlist.empty" hintId="catalog.wishlist.emptyHint" />
        ) : (
          <>
            <p className={styles.count}>
              <FormattedMessage id="catalog.wishlist.count" values={{ count: items.length }} />
            </p>
            <ul className={styles.grid} aria-label={intl.formatMessage({ id: 'catalog.wishlist.items' })}>
              {items.map((item, index) => (
                <li key={item.id}>
                  <WishlistItem item={item} priority={index < 4} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <RecommendedProducts />
    </div>
  );
}
