export * from './freeze.ts';
export * from './product.ts';
export * from './sort.ts';
