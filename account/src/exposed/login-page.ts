// Exposed as ./LoginPage: the page module the shell loads (component and messages; it has no data to prefetch).
export { default } from '../features/login/login-page.tsx';
export { loadMessages } from '../messages.ts';
