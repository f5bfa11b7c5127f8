// Exposed as ./CategoryPage: the page module the shell loads (component, data prefetch for the server, messages).
export { default, prefetch } from '../features/category/category-page.tsx';
export { loadMessages } from '../messages.ts';
