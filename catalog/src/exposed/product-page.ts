// Exposed as ./ProductPage: the page module the shell loads (component, data prefetch for the server, messages).
export { default, prefetch } from '../features/product/product-page.tsx';
export { loadMessages } from '../messages.ts';
