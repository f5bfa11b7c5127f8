/** Wire contract of the storefront api: zod request schemas (used by the api) and psdata types (used by the apps). */
export * from './envelope';
export * from './common';
export * from './session';
export * from './customer';
export * from './catalog';
export * from './catalog-lists';
export * from './search';
export * from './cart';
export * from './address';
export * from './checkout';
export * from './account';
export * from './content';
