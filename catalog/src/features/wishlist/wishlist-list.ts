/** The wishlist: products a shopper keeps for later, in this browser. */
import { createSavedList } from '../saved-products/saved-list.ts';

export const wishlist = createSavedList({ name: 'catalogWishlist', storageKey: 'catalog:wishlist', limit: 100 });
