import { appConfigs } from '../build/app-config.mjs';

export default appConfigs({
  name: 'checkout',
  dir: import.meta.dirname,
  exposes: {
    './CartPage': './src/exposed/cart-page.ts',
    './MiniCart': './src/exposed/mini-cart.ts',
  },
});
