import { appConfigs } from '../build/app-config.ts';

export default appConfigs({
  name: 'checkout',
  dir: import.meta.dirname,
  exposes: {
    './CartPage': './src/exposed/cart-page.ts',
  },
});
