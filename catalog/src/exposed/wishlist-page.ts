// Exposed as ./WishlistPage: the page module the shell loads (component, data prefetch for the server, messages).
import WishlistPage from '../features/wishlist/wishlist-page.tsx';
import { withSavedNotices } from '../features/saved-products/saved-notices.tsx';

// One live region for the wishlist and compare notices of the whole page.
export default withSavedNotices(WishlistPage);
export { prefetch } from '../features/wishlist/wishlist-page.tsx';
export { loadMessages } from '../messages.ts';
