// Exposed as ./OrdersPage: the guarded page module (component, guard and order history prefetch, messages).
export { default, prefetch } from '../features/orders/orders-page.tsx';
export { loadMessages } from '../messages.ts';
