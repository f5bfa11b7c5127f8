/** Every rule of SPEC section 5, exported from the forms entry as the `rules` namespace. */
export * from './rules-text.ts';
export * from './rules-value.ts';
export * from './rules-date.ts';
