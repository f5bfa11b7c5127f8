// Exposed as ./BrandPage (blue theme only): the page module the shell loads (component, data prefetch for the server, messages).
export { default, prefetch } from '../features/brands/brand-page.tsx';
export { loadMessages } from '../messages.ts';
