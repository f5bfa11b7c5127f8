/** The brand calls (blue theme only): the brand list and one brand with its products. */
import { api } from '@storefront/shared/api';
import type { BrandPage, BrandSummary, GetBrandRequest } from '@storefront/shared/schemas';

export const brandsApi = api.injectEndpoints({
  // On the long-lived server a new remote version must replace the old definitions.
  overrideExisting: typeof window === 'undefined',
  endpoints: (build) => ({
    getBrands: build.query<BrandSummary[], void>({
      query: () => ({ call: 'getBrands', body: {} }),
      providesTags: [{ type: 'Brand', id: 'LIST' }],
    }),
    getBrand: build.query<BrandPage, GetBrandRequest>({
      query: (body) => ({ call: 'getBrand', body }),
      providesTags: (result, _error, arg) => [
        { type: 'Brand', id: result?.id_manufacturer ?? arg.id_manufacturer ?? 'LIST' },
        { type: 'Product', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetBrandsQuery, useGetBrandQuery } = brandsApi;
