/**
 * The catalog alone, for its team's dev loop (`npm run dev -- catalog`): its pages and header widgets in the minimal
 * standalone host, with the real store, bus, locale and api. The shop never loads this file; it loads `src/exposed/`.
 * Patterns follow the shell's route table for the paths the catalog owns (README, "Routes it owns").
 */
import { mountStandalone } from '@storefront/shared/standalone';

mountStandalone({
  remote: 'catalog',
  modules: {
    HomePage: () => import('./exposed/home-page.ts'),
    CategoryPage: () => import('./exposed/category-page.ts'),
    ProductPage: () => import('./exposed/product-page.ts'),
    SearchPage: () => import('./exposed/search-page.ts'),
    BrandsPage: () => import('./exposed/brands-page.ts'),
    BrandPage: () => import('./exposed/brand-page.ts'),
    WishlistPage: () => import('./exposed/wishlist-page.ts'),
    ComparePage: () => import('./exposed/compare-page.ts'),
    SearchBox: () => import('./exposed/search-box.ts'),
    WishlistLink: () => import('./exposed/wishlist-link.ts'),
    CompareLink: () => import('./exposed/compare-link.ts'),
  },
  pages: [
    { module: 'HomePage', pattern: /^$/, example: '' },
    { module: 'SearchPage', pattern: /^search$/, example: 'search?q=sweater' },
    { module: 'WishlistPage', pattern: /^wishlist$/, example: 'wishlist' },
    { module: 'ComparePage', pattern: /^compare$/, example: 'compare' },
    { module: 'BrandsPage', pattern: /^brands$/, example: 'brands' },
    {
      module: 'BrandPage',
      pattern: /^brands\/([0-9][0-9-]*-[A-Za-z0-9-]+)$/,
      params: ['id'],
      example: 'brands/1-brand',
    },
    { module: 'ProductPage', pattern: /^([A-Za-z0-9-]+)\.html$/, params: ['id'], example: '1-product.html' },
    { module: 'CategoryPage', pattern: /^([0-9][0-9-]*-[A-Za-z0-9-]+)$/, params: ['id'], example: '3-women' },
  ],
  widgets: ['SearchBox', 'WishlistLink', 'CompareLink'],
});
