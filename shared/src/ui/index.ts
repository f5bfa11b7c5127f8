export { Button, type ButtonProps } from './button.tsx';
export { Skeleton } from './skeleton.tsx';
export { NotFound } from './not-found.tsx';
export { ApiErrorText } from './api-error-text.tsx';
export { SalePrice, type SalePriceProps } from './sale-price.tsx';
export {
  Kept,
  KeptMarkupProvider,
  keptKeyOf,
  keptMarkAttribute,
  type KeptMarkup,
  type KeptProps,
} from './kept-markup.tsx';
export { afterNextPaint } from './after-paint.ts';
