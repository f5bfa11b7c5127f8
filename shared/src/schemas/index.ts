/** Wire contract of the storefront api: zod request schemas (used by the api) and psdata types (used by the apps). */
export * from './envelope.ts';
export * from './refusals.ts';
export * from './common.ts';
export * from './session.ts';
export * from './gender.ts';
export * from './customer.ts';
export * from './catalog.ts';
export * from './catalog-lists.ts';
export * from './search.ts';
export * from './cart.ts';
export * from './cookies.ts';
export * from './address.ts';
export * from './tax-ids.ts';
export * from './checkout.ts';
export * from './account.ts';
export * from './content.ts';
