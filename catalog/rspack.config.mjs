import { appConfigs } from '../build/app-config.mjs';

export default appConfigs({
  name: 'catalog',
  dir: import.meta.dirname,
  exposes: {
    './HomePage': './src/exposed/home-page.ts',
    './CategoryPage': './src/exposed/category-page.ts',
    './ProductPage': './src/exposed/product-page.ts',
    './SearchBox': './src/exposed/search-box.ts',
  },
});
