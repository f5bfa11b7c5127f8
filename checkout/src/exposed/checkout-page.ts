// Exposed as ./CheckoutPage: the checkout steps `/{lang}/checkout/{step}` (component, server prefetch, messages).
export { default, prefetch } from '../features/checkout/checkout-page.tsx';
export { loadMessagesWithForms as loadMessages } from '../messages.ts';
