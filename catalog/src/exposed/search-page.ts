// Exposed as ./SearchPage: the results page module (component, data prefetch for the server, messages).
export { default, prefetch } from '../features/search/search-page.tsx';
export { loadMessages } from '../messages.ts';
