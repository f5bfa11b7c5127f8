// Exposed as ./ProductPage: the page module the shell loads (component, data prefetch for the server, messages).
import ProductPage from '../features/product/product-page.tsx';
import { withSavedNotices } from '../features/saved-products/saved-notices.tsx';

// One live region for the wishlist and compare notices of the whole page.
export default withSavedNotices(ProductPage);
export { prefetch } from '../features/product/product-page.tsx';
export { loadMessages } from '../messages.ts';
