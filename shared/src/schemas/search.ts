/** Full-text search and the search box's suggestions. */
import { z } from 'zod';
import { listingParams, type ProductPage } from './catalog.ts';

export const searchRequest = z.object({
  /** The words typed; matched by prefix, with typo tolerance, in the request's language. */
  s: z.string().trim().min(1, 'query string is not specified').max(200),
  ...listingParams,
  /** Answer the small suggestions shape instead of a results page. */
  suggestions: z.boolean().default(false),
});
export type SearchRequest = z.input<typeof searchRequest>;

export interface SearchResults extends ProductPage {
  label: string;
  search_string: string;
  /** Set when no word matched as typed and the search ran on the closest known words instead. */
  corrected_search_string: string | null;
}

export interface SearchSuggestions {
  products: { id_product: number; name: string; link: string; price: string; image_url: string }[];
  categories: { id_category: number; name: string; link: string }[];
}
