export * from './product.ts';
export * from './sort.ts';
