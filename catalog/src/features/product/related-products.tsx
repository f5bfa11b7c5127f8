/** Products from the same category, below the fold: prefetched on the server, pictures lazy. */
import { FormattedMessage } from 'react-intl';
import { mapProduct } from '@storefront/shared/domain';
import { Skeleton } from '@storefront/shared/ui';
import { useGetRelatedProductsQuery } from '../../api/product-api.ts';
import { ProductGrid } from '../product-tile/product-tile.tsx';
import styles from './product-page.module.css';

/** getRelatedProducts' arguments, shared by the page's prefetch and the hook so the server fills the hook's entry. */
export const relatedRequest = (productId: number) => ({ id_product: productId, page: 1, resultsPerPage: 4 });

export function RelatedProducts({ productId }: { productId: number }) {
  const { data: products, isError } = useGetRelatedProductsQuery(relatedRequest(productId));
  if (isError || products?.length === 0) return null;
  return (
    <section aria-labelledby="catalog-related-heading" className={styles.related}>
      <h2 id="catalog-related-heading" className={styles.relatedHeading}>
        <FormattedMessage id="catalog.product.related" />
      </h2>
      {products ? <ProductGrid products={products.map(mapProduct)} eager={0} /> : <Skeleton height="22rem" />}
    </section>
  );
}
