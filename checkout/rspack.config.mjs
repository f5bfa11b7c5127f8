import { appConfigs } from '../build/app-config.mjs';

export default appConfigs({
  name: 'checkout',
  dir: import.meta.dirname,
  exposes: {
    './CartPage': './src/exposed/cart-page.ts',
    './MiniCart': './src/exposed/mini-cart.ts',
    './CheckoutPage': './src/exposed/checkout-page.ts',
    './CheckoutOutcomePage': './src/exposed/checkout-outcome-page.ts',
  },
});
