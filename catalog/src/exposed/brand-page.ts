// Exposed as ./BrandPage (blue theme only): the page module the shell loads (component, data prefetch for the server, messages).
import BrandPage from '../features/brands/brand-page.tsx';
import { withSavedNotices } from '../features/saved-products/saved-notices.tsx';

// One live region for the wishlist and compare notices of the whole page.
export default withSavedNotices(BrandPage);
export { prefetch } from '../features/brands/brand-page.tsx';
export { loadMessages } from '../messages.ts';
