// Exposed as ./SearchPage: the results page module (component, data prefetch for the server, messages).
import SearchPage from '../features/search/search-page.tsx';
import { withSavedNotices } from '../features/saved-products/saved-notices.tsx';

// One live region for the wishlist and compare notices of the whole page.
export default withSavedNotices(SearchPage);
export { prefetch } from '../features/search/search-page.tsx';
export { loadMessages } from '../messages.ts';
