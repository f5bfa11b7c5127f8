// Exposed as ./ComparePage: the page module the shell loads (component, data prefetch for the server, messages).
import ComparePage from '../features/compare/compare-page.tsx';
import { withSavedNotices } from '../features/saved-products/saved-notices.tsx';

// One live region for the wishlist and compare notices of the whole page.
export default withSavedNotices(ComparePage);
export { prefetch } from '../features/compare/compare-page.tsx';
export { loadMessages } from '../messages.ts';
