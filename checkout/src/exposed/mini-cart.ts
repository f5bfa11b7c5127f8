// Exposed as ./MiniCart: the header widget the shell places beside its cart badge (component and messages).
export { default } from '../features/mini-cart/mini-cart.tsx';
export { loadMessages } from '../messages.ts';
