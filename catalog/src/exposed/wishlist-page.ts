// Exposed as ./WishlistPage: the page module the shell loads (component, data prefetch for the server, messages).
export { default, prefetch } from '../features/wishlist/wishlist-page.tsx';
export { loadMessages } from '../messages.ts';
