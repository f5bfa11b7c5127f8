import { FormattedMessage } from 'react-intl';
import { isNotFound } from '@storefront/shared/api';
import { mapProduct } from '@storefront/shared/domain';
import { useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import { Skeleton } from '@storefront/shared/ui';
import { useGetProductQuery } from '../../api/catalog-api.ts';
import { ProductTile } from '../product-tile/product-tile.tsx';
import type { SavedProduct } from '../saved-products/saved-product.ts';
import { WishlistButton } from './wishlist-button.tsx';
import styles from '../saved-products/saved-page.module.css';

/**
 * One saved product, re-read by id so its price and picture are today's (the same cache entry as its product
 * page). A product the shop no longer has keeps its name and a way to remove it.
 */
export function WishlistItem({ item, priority }: { item: SavedProduct; priority: boolean }) {
  const lang = useLang();
  const { data, error } = useGetProductQuery({ product_id: item.id });
  if (data) return <ProductTile product={mapProduct(data)} priority={priority} />;
  if (isNotFound(error)) {
    return (
      <div className={styles.gone}>
        <p>
          <FormattedMessage id="catalog.wishlist.unavailable" values={{ name: item.name }} />
        </p>
        <WishlistButton product={item} />
      </div>
    );
  }
  if (error) {
    // The api could not answer just now: the saved name still leads to the product page, which retries.
    return (
      <div className={styles.gone}>
        <Link to={paths.product(lang, item.id, item.slug)}>{item.name}</Link>
        <WishlistButton product={item} />
      </div>
    );
  }
  return <Skeleton height="22rem" />;
}
