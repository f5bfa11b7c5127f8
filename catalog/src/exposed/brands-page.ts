// Exposed as ./BrandsPage (placeholder until the brands feature lands).
export { default } from '../features/brands/brands-page.tsx';
export { loadMessages } from '../messages.ts';
