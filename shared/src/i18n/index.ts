export * from './locales.ts';
export * from './remote-intl.tsx';
export * from './price.tsx';
export * from './lang.tsx';
