// Exposed as ./CheckoutOutcomePage: `/{lang}/checkout/success|failed|validate` (component, server prefetch, messages).
export { default, prefetch } from '../features/outcome/outcome-page.tsx';
export { loadMessagesWithForms as loadMessages } from '../messages.ts';
