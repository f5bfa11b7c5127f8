// Exposed as ./AccountMenu: the header widget the shell places (first name and menu, or Sign in).
export { default } from '../features/account-menu/account-menu.tsx';
export { loadMessages } from '../messages.ts';
