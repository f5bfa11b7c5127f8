import { FormattedMessage } from 'react-intl';
import { mapProduct } from '@storefront/shared/domain';
import { Skeleton } from '@storefront/shared/ui';
import { useRecommendedProductsQuery } from '../../api/recommended-api.ts';
import { ProductGrid } from '../product-tile/product-tile.tsx';
import styles from './recommended-products.module.css';

/**
 * A "Recommended for you" row: the shop's best sellers (`recommended-api.ts` says why not the SPEC's category 10). It
 * is a suggestion, so when it can't load, or the shop has sold nothing yet, it simply isn't there.
 */
export function RecommendedProducts({ eager = 0 }: { eager?: number }) {
  const { data, isLoading } = useRecommendedProductsQuery();
  if (!isLoading && !data?.length) return null;
  return (
    <section className={styles.strip} aria-labelledby="catalog-recommended-title">
      <h2 id="catalog-recommended-title" className={styles.title}>
        <FormattedMessage id="catalog.recommended.title" />
      </h2>
      {data ? <ProductGrid products={data.map(mapProduct)} eager={eager} /> : <Skeleton height="22rem" />}
    </section>
  );
}
