import type { SavedProduct } from '../saved-products/saved-product.ts';
import { SaveActions } from '../saved-products/save-actions.tsx';
import styles from './tile-actions.module.css';

/** A tile's wishlist and compare buttons, over its picture (outside the tile's link: no button inside a link). */
export function TileActions({ product }: { product: SavedProduct }) {
  return <SaveActions product={product} compact className={styles.actions} />;
}
