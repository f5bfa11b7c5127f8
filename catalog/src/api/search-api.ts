/**
 * The `search` call: one endpoint for both of its answers. With `suggestions: true` the api answers the search box's
 * small shape, otherwise a results page; the answer is tagged with its kind so components narrow it by type.
 */
import { api } from '@storefront/shared/api';
import type { SearchRequest, SearchResults, SearchSuggestions } from '@storefront/shared/schemas';

export type SearchAnswer = ({ kind: 'results' } & SearchResults) | ({ kind: 'suggestions' } & SearchSuggestions);

export const searchApi = api.injectEndpoints({
  // On the long-lived server a new remote version must replace the old definitions.
  overrideExisting: typeof window === 'undefined',
  endpoints: (build) => ({
    search: build.query<SearchAnswer, SearchRequest>({
      query: (body) => ({ call: 'search', body }),
      transformResponse: (data: SearchResults | SearchSuggestions, _meta, arg): SearchAnswer =>
        arg.suggestions
          ? { kind: 'suggestions', ...(data as SearchSuggestions) }
          : { kind: 'results', ...(data as SearchResults) },
      providesTags: [{ type: 'Product', id: 'LIST' }],
      // Suggestions for old prefixes are rarely asked again; don't keep a trail of them for a minute.
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSearchQuery, useLazySearchQuery } = searchApi;

/** The search box's request for a phrase (the same args wherever it is made, so the cache is shared). */
export const suggestionsRequest = (phrase: string): SearchRequest => ({ s: phrase, suggestions: true });
