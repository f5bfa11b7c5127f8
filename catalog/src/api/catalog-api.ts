/** The catalog's endpoints, injected into the shop's one api; import hooks from here so injection is guaranteed. */
import { api } from '@storefront/shared/api';
import type { GetProductRequest, GetProductsRequest, ProductDetail, ProductListing } from '@storefront/shared/schemas';

export const catalogApi = api.injectEndpoints({
  // On the long-lived server a new remote version must replace the old definitions.
  overrideExisting: typeof window === 'undefined',
  endpoints: (build) => ({
    getProducts: build.query<ProductListing, GetProductsRequest>({
      query: (body) => ({ call: 'getProducts', body }),
      providesTags: (result) => [{ type: 'Category', id: result?.id_category ?? 'LIST' }],
    }),
    getProduct: build.query<ProductDetail, GetProductRequest>({
      query: (body) => ({ call: 'getProduct', body }),
      providesTags: (_result, _error, arg) => [{ type: 'Product', id: arg.product_id }],
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery } = catalogApi;
