/** The category page's endpoints beyond getProducts: the category itself (its path in every language). */
import { api } from '@storefront/shared/api';
import type { CategoryDetail, GetCategoryRequest } from '@storefront/shared/schemas';

export const categoryApi = api.injectEndpoints({
  // On the long-lived server a new remote version must replace the old definitions.
  overrideExisting: typeof window === 'undefined',
  endpoints: (build) => ({
    getCategory: build.query<CategoryDetail, GetCategoryRequest>({
      query: (body) => ({ call: 'getCategory', body }),
      providesTags: (result) => [{ type: 'Category', id: result?.id_category ?? 'LIST' }],
    }),
  }),
});

export const { useGetCategoryQuery } = categoryApi;
