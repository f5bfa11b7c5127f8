// Exposed as ./HomePage: the page module the shell loads (component, data prefetch for the server, messages).
import HomePage from '../features/home/home-page.tsx';
import { withSavedNotices } from '../features/saved-products/saved-notices.tsx';

// One live region for the wishlist and compare notices of the whole page.
export default withSavedNotices(HomePage);
export { prefetch } from '../features/home/home-page.tsx';
export { loadMessages } from '../messages.ts';
