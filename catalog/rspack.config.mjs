import { appConfigs } from '../build/app-config.mjs';

export default appConfigs({
  name: 'catalog',
  dir: import.meta.dirname,
  // One entry per file in src/exposed/ (the only files other apps can reach).
  exposes: {
    './HomePage': './src/exposed/home-page.ts',
    './CategoryPage': './src/exposed/category-page.ts',
    './ProductPage': './src/exposed/product-page.ts',
    './SearchPage': './src/exposed/search-page.ts',
    './BrandsPage': './src/exposed/brands-page.ts',
    './BrandPage': './src/exposed/brand-page.ts',
    './WishlistPage': './src/exposed/wishlist-page.ts',
    './ComparePage': './src/exposed/compare-page.ts',
    './SearchBox': './src/exposed/search-box.ts',
    './WishlistLink': './src/exposed/wishlist-link.ts',
    './CompareLink': './src/exposed/compare-link.ts',
  },
});
