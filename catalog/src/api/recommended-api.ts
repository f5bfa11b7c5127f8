/**
 * SPEC section 7's recommended-products helper: category 10 with slug clothing, page 1. It is a getProducts
 * request, so it shares that endpoint's cache; pages prefetch it with `prefetchRecommendedProducts`.
 */
import type { AppStore } from '@storefront/shared/store';
import type { GetProductsRequest } from '@storefront/shared/schemas';
import { catalogApi, useGetProductsQuery } from './catalog-api.ts';

export const recommendedProductsRequest: GetProductsRequest = {
  id_category: 10,
  categorySlug: 'clothing',
  page: 1,
  // A strip shows one row: ask for that many, and skip the category tree the strip doesn't draw.
  resultsPerPage: 4,
  with_category_tree: false,
};

export const useRecommendedProductsQuery = () => useGetProductsQuery(recommendedProductsRequest);

export const prefetchRecommendedProducts = (store: AppStore) =>
  store.dispatch(catalogApi.endpoints.getProducts.initiate(recommendedProductsRequest));
