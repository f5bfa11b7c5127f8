// Exposed as ./BrandPage (placeholder until the brands feature lands).
export { default } from '../features/brands/brand-page.tsx';
export { loadMessages } from '../messages.ts';
