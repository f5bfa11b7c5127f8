// Exposed as ./SearchPage (placeholder until the search feature lands).
export { default } from '../features/search/search-page.tsx';
export { loadMessages } from '../messages.ts';
