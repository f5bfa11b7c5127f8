// Exposed as ./OrderPage: the guarded page module of one order (component, guard and order prefetch answering 404, messages).
export { default, prefetch } from '../features/orders/order-page.tsx';
export { loadMessages } from '../messages.ts';
