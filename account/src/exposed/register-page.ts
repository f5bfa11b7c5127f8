// Exposed as ./RegisterPage: the page module the shell loads (component and messages; nothing to prefetch).
export { default } from '../features/register/register-page.tsx';
export { loadMessages } from '../messages.ts';
