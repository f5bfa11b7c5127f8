// Exposed as ./WishlistPage (placeholder until the wishlist feature lands).
export { default } from '../features/wishlist/wishlist-page.tsx';
export { loadMessages } from '../messages.ts';
