/** The home page's product rails: featured products, best sellers and the latest arrivals (one reply shape each). */
import { api } from '@storefront/shared/api';
import type {
  GetProductsBestsellersRequest,
  GetProductsLatestRequest,
  ListingProduct,
  ProductList,
} from '@storefront/shared/schemas';

/** SPEC section 7: these calls default to an empty product list. */
const products = (data: ProductList | null | undefined): ListingProduct[] => data?.products ?? [];

export const homeApi = api.injectEndpoints({
  // On the long-lived server a new remote version must replace the old definitions.
  overrideExisting: typeof window === 'undefined',
  endpoints: (build) => ({
    getProductsFeatured: build.query<ListingProduct[], void>({
      query: () => ({ call: 'getProductsFeatured' }),
      transformResponse: products,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    getProductsBestsellers: build.query<ListingProduct[], GetProductsBestsellersRequest>({
      query: (body) => ({ call: 'getProductsBestsellers', body }),
      transformResponse: products,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    getProductsLatest: build.query<ListingProduct[], GetProductsLatestRequest>({
      query: (body) => ({ call: 'getProductsLatest', body }),
      transformResponse: products,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useGetProductsFeaturedQuery, useGetProductsBestsellersQuery, useGetProductsLatestQuery } = homeApi;
