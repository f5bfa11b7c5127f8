import { SaveActions } from '../saved-products/save-actions.tsx';
import type { SaveButtonProps } from '../saved-products/save-button.tsx';
import { WishlistButton } from '../wishlist/wishlist-button.tsx';
import { CompareButton } from '../compare/compare-button.tsx';

/** The lists a product can be saved to in this shop, in the order their buttons show. */
const saveButtons = [WishlistButton, CompareButton];

/** A product's wishlist and compare buttons (on a tile, a list row and the product page). */
export function ProductActions(props: SaveButtonProps & { className?: string }) {
  return <SaveActions {...props} buttons={saveButtons} />;
}
