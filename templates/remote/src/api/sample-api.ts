/**
 * The sample's endpoints, injected into the shop's one api; import hooks from here so injection is guaranteed.
 * Replace `getSample` with your calls: endpoint names are the api's call names (unique across the repo, a test in
 * scripts/contracts checks), and tags come from the one list in `@storefront/shared/api`.
 */
import { api } from '@storefront/shared/api';

export interface SampleData {
  title: string;
}

export const sampleApi = api.injectEndpoints({
  // The server keeps one api for every request: a new version of the remote must replace its endpoints there.
  overrideExisting: typeof window === 'undefined',
  endpoints: (build) => ({
    getSample: build.query<SampleData, { id: number }>({
      query: (body) => ({ call: 'getSample', body }),
    }),
  }),
});

export const { useGetSampleQuery } = sampleApi;
