// Exposed as ./ComparePage: the page module the shell loads (component, data prefetch for the server, messages).
export { default, prefetch } from '../features/compare/compare-page.tsx';
export { loadMessages } from '../messages.ts';
