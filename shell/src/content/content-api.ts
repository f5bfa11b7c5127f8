/** The content api's one call, injected into the shop's one api; import the hook from here so it is injected. */
import { api } from '@storefront/shared/api';
import type { ContentPage, GetContentRequest } from '@storefront/shared/schemas';

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    // SPEC section 7: getContent goes to the content base URL (`/cms`), not the storefront api's.
    getContent: build.query<ContentPage, GetContentRequest>({
      query: (body) => ({ call: 'getContent', body, base: 'content' }),
      providesTags: (result) => [{ type: 'Content', id: result?.id ?? 'LIST' }],
    }),
  }),
});

export const { useGetContentQuery } = contentApi;
