// Exposed as ./CartPage: the page module the shell loads (component, data prefetch for the server, messages).
export { default, prefetch } from '../features/cart/cart-page.tsx';
export { loadMessages } from '../messages.ts';
