// Exposed as ./AddressesPage: the guarded page module (component, guard with addresses and countries prefetch, messages).
export { default, prefetch } from '../features/addresses/addresses-page.tsx';
export { loadMessages } from '../messages.ts';
