/** A titled section of products on the home page, with its own loading, error and empty states. */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { mapProduct } from '@storefront/shared/domain';
import type { ListingProduct } from '@storefront/shared/schemas';
import { ResultsSkeleton } from '../listing/product-results.tsx';
import { ProductGrid } from '../product-tile/product-tile.tsx';
import styles from './home-page.module.css';

export interface ProductRailProps {
  id: string;
  title: ReactNode;
  products: ListingProduct[] | undefined;
  isError: boolean;
  onRetry(): void;
  /** How many leading pictures load eagerly (only the first rail is above the fold). */
  eager?: number;
  /** Placeholders while loading: as many as the rail will show, so nothing moves. */
  expected: number;
}

export function ProductRail({ id, title, products, isError, onRetry, eager = 0, expected }: ProductRailProps) {
  // SPEC section 7: these lists default to empty; an empty rail is left out rather than shown as a bare title.
  if (products && products.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.rail}>
      <h2 id={id} className={styles.railTitle}>
        {title}
      </h2>
      {products ? (
        <ProductGrid products={products.map(mapProduct)} eager={eager} />
      ) : isError ? (
        <p role="alert">
          <FormattedMessage id="catalog.list.error" />{' '}
          <button type="button" className={styles.retry} onClick={onRetry}>
            <FormattedMessage id="catalog.list.retry" />
          </button>
        </p>
      ) : (
        <ResultsSkeleton view="grid" count={expected} />
      )}
    </section>
  );
}
