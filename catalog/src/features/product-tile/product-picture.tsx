/**
 * A product's main picture in a listing (tile or list row): decorative beside the product's name (alt=""), sized by
 * its own width and height so nothing shifts, eager and first in line for the few a listing shows above the fold.
 */
import type { Product } from '@storefront/shared/domain';
import styles from './product-picture.module.css';

export function ProductPicture({ image, priority }: { image: Product['primaryImage']; priority: boolean }) {
  return (
    <img
      src={image.url}
      alt=""
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={styles.picture}
    />
  );
}
