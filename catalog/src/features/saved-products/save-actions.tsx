import type { SavedProduct } from './saved-product.ts';
import { WishlistButton } from '../wishlist/wishlist-button.tsx';
import { CompareButton } from '../compare/compare-button.tsx';
import styles from './saved-buttons.module.css';

/** The wishlist and compare buttons together: round icons on a tile, labelled buttons on the product page. */
export function SaveActions({
  product,
  compact = false,
  className,
}: {
  product: SavedProduct;
  compact?: boolean;
  className?: string;
}) {
  return (
    <div className={[styles.actions, className].filter(Boolean).join(' ')}>
      <WishlistButton product={product} compact={compact} />
      <CompareButton product={product} compact={compact} />
    </div>
  );
}
