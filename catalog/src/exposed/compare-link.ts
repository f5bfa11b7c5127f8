// Exposed as ./CompareLink (placeholder until the compare feature lands).
export { default } from '../features/compare/compare-link.tsx';
export { loadMessages } from '../messages.ts';
