import { SaveButton, type SaveButtonProps } from '../saved-products/save-button.tsx';
import { wishlist } from './wishlist-list.ts';

/**
 * Adds a product to the wishlist or takes it out; `compact` is the round icon a product tile shows. When the list
 * holds its limit already it says so instead of adding.
 */
export function WishlistButton(props: SaveButtonProps) {
  return <SaveButton {...props} list={wishlist} kind="wishlist" />;
}
