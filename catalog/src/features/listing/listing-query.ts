/**
 * The listing state a URL stands for: page, facets, sort order and view live in the query string, so a link or a
 * reload restores the same list and Back steps through the shopper's changes. Pages (category, search, brand) build
 * their request from `listingArgs`, in `prefetch` and in the component alike, so the server fills exactly the cache
 * entry the hook reads.
 */
import { createContext, useContext } from 'react';
import { useQuery, useQueryHref, useSetQuery } from '@storefront/shared/routing';
import { SORT_KEYS, type SortKey } from '@storefront/shared/domain';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch } from '@storefront/shared/store';

export const VIEWS = ['grid', 'list'] as const;
export type ListingView = (typeof VIEWS)[number];

export interface ListingQuery {
  page: number;
  /** Encoded facets, as the api writes them in its `q` (`size-m/colour-black`). */
  facets: string;
  order: SortKey;
  view: ListingView;
}

/** Products per page: divisible by 2, 3 and 4, so every grid row is full. */
export const PAGE_SIZE = 24;
const MAX_PAGE = 100_000;
const MAX_FACETS = 1000;

/** The query key facets are kept under when a page says nothing else: the api's own name for them. */
export const DEFAULT_FACETS_KEY = 'q';

/**
 * The query key of the facets on this page. Category and brand pages keep the default `q`; a page that needs `q`
 * for something else (the search page's phrase) provides another key around its listing tools.
 */
export const FacetsKey = createContext<string>(DEFAULT_FACETS_KEY);

const isSortKey = (value: string | null): value is SortKey => SORT_KEYS.some((key) => key === value);
const isView = (value: string | null): value is ListingView => VIEWS.some((view) => view === value);

/** Reads the listing state from a query string; anything malformed falls back to its default. */
export function readListingQuery(search: URLSearchParams, facetsKey = DEFAULT_FACETS_KEY): ListingQuery {
  const page = Number(search.get('page') ?? '1');
  const facets = search.get(facetsKey) ?? '';
  const order = search.get('order');
  const view = search.get('view');
  return {
    page: Number.isSafeInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    facets: facets.length <= MAX_FACETS ? facets : '',
    order: isSortKey(order) ? order : 'relevance',
    view: isView(view) ? view : 'grid',
  };
}

/** The listing part of a getProducts / search / getBrand request (the view is presentation only). */
export function listingArgs({ page, facets, order }: ListingQuery): {
  page: number;
  q: string;
  order: SortKey;
  resultsPerPage: number;
} {
  return { page, q: facets, order, resultsPerPage: PAGE_SIZE };
}

/** Query-string changes for a new listing state; defaults are left out so URLs stay short and canonical. */
export function listingSearchChanges(
  changes: Partial<ListingQuery>,
  facetsKey = DEFAULT_FACETS_KEY,
): Record<string, string | number | null> {
  const out: Record<string, string | number | null> = {};
  if ('page' in changes) out.page = changes.page === undefined || changes.page <= 1 ? null : changes.page;
  if ('facets' in changes) out[facetsKey] = changes.facets || null;
  if ('order' in changes)
    out.order = changes.order === undefined || changes.order === 'relevance' ? null : changes.order;
  if ('view' in changes) out.view = changes.view === undefined || changes.view === 'grid' ? null : changes.view;
  return out;
}

/** The current listing state from the URL. */
export function useListingQuery(): ListingQuery {
  return readListingQuery(useQuery(), useContext(FacetsKey));
}

/** A new filter or sort order starts again from page 1, because the old page number means nothing in the new list. */
const withPageReset = (changes: Partial<ListingQuery>): Partial<ListingQuery> =>
  ('facets' in changes || 'order' in changes) && !('page' in changes) ? { ...changes, page: 1 } : changes;

/**
 * Asks for the list a listing state stands for, ahead of the page that will show it: the page provides it (it knows
 * its request), and a change of facets, order or page calls it at the press, so the list is on its way while the page
 * renders the new address, instead of after (ADR 0502, the app's first tap). None by default.
 */
export const ListingPrefetch = createContext<(next: ListingQuery) => void>(() => undefined);

/**
 * A page's `ListingPrefetch`: dispatches what `prefetchFor` makes of the next listing state (its api's
 * `util.prefetch` of the request the page would make; null when there is none), a request already kept or on its way
 * being asked no more.
 */
export function useListingPrefetch(
  prefetchFor: (next: ListingQuery) => ThunkAction<void, unknown, unknown, UnknownAction> | null,
): (next: ListingQuery) => void {
  const dispatch = useAppDispatch();
  return (next) => {
    const prefetch = prefetchFor(next);
    if (prefetch) void dispatch(prefetch);
  };
}

/**
 * Asks for the list that listing changes stand for, without writing them: at the start of a press that will make
 * them (its `pointerdown`), so the list is on its way before the click has run (ADR 0502).
 */
export function usePrefetchListing(): (changes: Partial<ListingQuery>) => void {
  const prefetch = useContext(ListingPrefetch);
  const current = useListingQuery();
  return (changes) => prefetch({ ...current, ...withPageReset(changes) });
}

/** Writes listing changes to the URL (a new history entry, so Back undoes them), asking for the new list first. */
export function useSetListingQuery(): (changes: Partial<ListingQuery>) => void {
  const setQuery = useSetQuery();
  const facetsKey = useContext(FacetsKey);
  const prefetchListing = usePrefetchListing();
  return (changes) => {
    prefetchListing(changes);
    setQuery(listingSearchChanges(withPageReset(changes), facetsKey));
  };
}

/** The address of the listing with changes made, as `useSetListingQuery` would write it (a page of its own). */
export function useListingHref(): (changes: Partial<ListingQuery>) => string {
  const hrefWith = useQueryHref();
  const facetsKey = useContext(FacetsKey);
  return (changes) => hrefWith(listingSearchChanges(withPageReset(changes), facetsKey));
}
