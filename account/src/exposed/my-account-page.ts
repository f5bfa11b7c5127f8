// Exposed as ./MyAccountPage: the guarded page module (component, guard and customer prefetch, messages).
export { default, prefetch } from '../features/my-account/my-account-page.tsx';
export { loadMessages } from '../messages.ts';
