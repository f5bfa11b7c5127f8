// Exposed as ./WishlistLink: the header widget the shell places.
export { default } from '../features/wishlist/wishlist-link.tsx';
export { loadMessages } from '../messages.ts';
