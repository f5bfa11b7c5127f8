/**
 * The api's refusals the catalog's screens explain, by reason (the shared list's), as this remote's catalogue ids:
 * what `locales/refusals.test.ts` checks in every language.
 */
import type { RefusalMessages } from '@storefront/shared/schemas';

/** Add to cart on a product page (api/README.md, createCartItem). */
export const addToCartRefusals: RefusalMessages = {
  'cart.outOfStock': 'catalog.product.notAddedStock',
  'cart.lineLimit': 'catalog.product.notAddedLimit',
};
