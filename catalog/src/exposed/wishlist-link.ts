// Exposed as ./WishlistLink (placeholder until the wishlist feature lands).
export { default } from '../features/wishlist/wishlist-link.tsx';
export { loadMessages } from '../messages.ts';
