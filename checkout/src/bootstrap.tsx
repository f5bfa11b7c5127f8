/**
 * The checkout alone, for its team's dev loop (`npm run dev -- checkout`): its pages in the minimal standalone host,
 * with the real store, bus, locale and api. The shop never loads this file; it loads `src/exposed/`.
 */
import { mountStandalone } from '@storefront/shared/standalone';

mountStandalone({
  remote: 'checkout',
  modules: {
    CartPage: () => import('./exposed/cart-page.ts'),
    CheckoutPage: () => import('./exposed/checkout-page.ts'),
    CheckoutOutcomePage: () => import('./exposed/checkout-outcome-page.ts'),
  },
  pages: [
    { module: 'CartPage', pattern: /^cart$/, example: 'cart' },
    {
      module: 'CheckoutOutcomePage',
      pattern: /^checkout\/(success|failed|validate)$/,
      params: ['outcome'],
      example: 'checkout/failed',
    },
    { module: 'CheckoutPage', pattern: /^checkout(?:\/([a-z]+))?$/, params: ['step'], example: 'checkout' },
  ],
});
