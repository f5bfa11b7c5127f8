import type { SavedProduct } from '../saved-products/saved-product.ts';
import { ProductActions } from './product-actions.tsx';
import styles from './tile-actions.module.css';

/** A tile's wishlist and compare buttons, over its picture (outside the tile's link: no button inside a link). */
export function TileActions({ product }: { product: SavedProduct }) {
  return <ProductActions product={product} compact className={styles.actions} />;
}
