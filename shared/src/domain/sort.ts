/** The 8 sort orders of SPEC section 3, as the api names them. Plain values: the browser needs them without zod. */
export const SORT_KEYS = [
  'relevance',
  'price_asc',
  'price_desc',
  'popularity',
  'date_add_asc',
  'date_add_desc',
  'title_asc',
  'title_desc',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
