// Exposed as ./ComparePage (placeholder until the compare feature lands).
export { default } from '../features/compare/compare-page.tsx';
export { loadMessages } from '../messages.ts';
