// Exposed as ./ForgotPasswordPage: the page module the shell loads (component and messages; nothing to prefetch).
export { default } from '../features/password-reset/forgot-password-page.tsx';
export { loadMessages } from '../messages.ts';
