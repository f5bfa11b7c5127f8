/** The product page's own endpoints beyond getProduct: related products and the (mocked) reviews. */
import { api } from '@storefront/shared/api';
import type { GetRelatedProductsRequest, ListingProduct, ProductList } from '@storefront/shared/schemas';

export interface ProductReview {
  id: number;
  author: string;
  rating: number;
  title: string;
  text: string;
  date: string;
}

export const productApi = api.injectEndpoints({
  // On the long-lived server a new remote version must replace the old definitions.
  overrideExisting: typeof window === 'undefined',
  endpoints: (build) => ({
    getRelatedProducts: build.query<ListingProduct[], GetRelatedProductsRequest>({
      query: (body) => ({ call: 'getRelatedProducts', body }),
      transformResponse: (data: ProductList | null | undefined) => data?.products ?? [],
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    // SPEC section 7: reviews are mocked and return an empty list. Kept an endpoint so the page reads them like any
    // other data and a real backend call replaces this without touching the components.
    getProductReviews: build.query<ProductReview[], { id_product: number }>({
      queryFn: () => ({ data: [] }),
    }),
  }),
});

export const { useGetRelatedProductsQuery, useGetProductReviewsQuery } = productApi;
