// Exposed as ./CompareLink: the header widget the shell places.
export { default } from '../features/compare/compare-link.tsx';
export { loadMessages } from '../messages.ts';
