// Exposed as ./CategoryPage: the page module the shell loads (component, data prefetch for the server, messages).
import CategoryPage from '../features/category/category-page.tsx';
import { withSavedNotices } from '../features/saved-products/saved-notices.tsx';

// One live region for the wishlist and compare notices of the whole page.
export default withSavedNotices(CategoryPage);
export { prefetch } from '../features/category/category-page.tsx';
export { loadMessages } from '../messages.ts';
