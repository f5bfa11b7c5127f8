// Exposed as ./HomePage: the page module the shell loads (component, data prefetch for the server, messages).
export { default, prefetch } from '../features/home/home-page.tsx';
export { loadMessages } from '../messages.ts';
