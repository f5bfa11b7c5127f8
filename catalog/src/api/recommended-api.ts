/**
 * The "Recommended for you" row's data: the shop's best sellers (getProductsBestsellers over the whole shop, page 1,
 * one row of 4). SPEC section 7's helper asks for category 10 ("clothing"), but in this shop's seed category 10 is
 * women's dresses, so every recommendation was a dress (api README, "Recommendations"). The row is shown where
 * there is no product to start from (the wishlist, an empty comparison); on a product page the recommendation from
 * the shopper's context is the page's own row, getRelatedProducts (`features/product/related-products.tsx`):
 * the product's own default category, in stock, never the product itself. Pages prefetch the row with
 * `prefetchRecommendedProducts`, so the server renders it and the hook finds it in the cache.
 */
import type { AppStore } from '@storefront/shared/store';
import type { GetProductsBestsellersRequest } from '@storefront/shared/schemas';
import { homeApi, useGetProductsBestsellersQuery } from './home-api.ts';

export const recommendedProductsRequest: GetProductsBestsellersRequest = { page: 1, resultsPerPage: 4 };

export const useRecommendedProductsQuery = () => useGetProductsBestsellersQuery(recommendedProductsRequest);

export const prefetchRecommendedProducts = (store: AppStore) =>
  store.dispatch(homeApi.endpoints.getProductsBestsellers.initiate(recommendedProductsRequest));
