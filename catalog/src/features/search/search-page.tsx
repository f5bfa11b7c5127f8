/**
 * Search results `/{lang}/search?q=...`: the products a phrase finds, filtered, sorted, paged and viewed like a
 * category. Here `q` is the phrase (the header's form writes it, and a new phrase starts a fresh URL, so filters
 * never outlive their phrase); the facets live under `f` instead (see listing-query.ts, `FacetsKey`).
 */
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { intlLocale, shopIntl } from '@storefront/shared/i18n';
import { useQuery } from '@storefront/shared/routing';
import type { PageProps, PrefetchContext, PrefetchResult } from '@storefront/shared/remotes';
import type { SearchRequest, SearchResults } from '@storefront/shared/schemas';
import { Skeleton } from '@storefront/shared/ui';
import { searchApi, useSearchQuery } from '../../api/search-api.ts';
import { loadMessages } from '../../messages.ts';
import { CollapsibleFacets } from '../listing/collapsible-facets.tsx';
import { ActiveFilters, ClearFilters } from '../listing/facets-panel.tsx';
import {
  FacetsKey,
  ListingPrefetch,
  listingArgs,
  readListingQuery,
  useListingPrefetch,
  type ListingQuery,
} from '../listing/listing-query.ts';
import { Pagination } from '../listing/pagination.tsx';
import { ProductResults, ResultsSkeleton } from '../listing/product-results.tsx';
import { SortSelect } from '../listing/sort-select.tsx';
import { ViewToggle } from '../listing/view-toggle.tsx';
import frame from '../listing/listing-layout.module.css';
import styles from './search-page.module.css';

const headingId = 'catalog-search-heading';
/** The api accepts phrases up to 200 characters. */
const MAX_PHRASE = 200;
/** The query key of the search page's facets (`q` is taken by the phrase). */
export const SEARCH_FACETS_KEY = 'f';

export interface SearchPageState {
  phrase: string;
  listing: ListingQuery;
}

/** What a search URL stands for: the phrase (`q`), and the listing state with its facets under `f`. */
export function readSearchQuery(query: URLSearchParams): SearchPageState {
  return {
    phrase: (query.get('q') ?? '').trim().slice(0, MAX_PHRASE),
    listing: readListingQuery(query, SEARCH_FACETS_KEY),
  };
}

/** The request of a results page, the same in `prefetch` and in the component so the server fills the hook's entry. */
export const resultsRequest = ({ phrase, listing }: SearchPageState): SearchRequest => ({
  s: phrase,
  ...listingArgs(listing),
});

/** The document title: the phrase, or the search page's name before anything is searched. */
const pageTitle = (intl: Pick<IntlShape, 'formatMessage'>, phrase: string): string =>
  phrase
    ? intl.formatMessage({ id: 'catalog.search.resultsHeading' }, { phrase })
    : intl.formatMessage({ id: 'catalog.search.heading' });

export async function prefetch({ store, lang, query }: PrefetchContext): Promise<PrefetchResult> {
  const state = readSearchQuery(query);
  const [messages] = await Promise.all([
    loadMessages(lang),
    state.phrase ? store.dispatch(searchApi.endpoints.search.initiate(resultsRequest(state))) : undefined,
  ]);
  return {
    head: {
      title: pageTitle(shopIntl({ locale: intlLocale[lang], messages, onError: () => undefined }), state.phrase),
    },
  };
}

export default function SearchPage(_props: PageProps) {
  const intl = useIntl();
  const state = readSearchQuery(useQuery());
  const { phrase, listing } = state;
  const { data, error, isFetching } = useSearchQuery(resultsRequest(state), { skip: !phrase });
  // While a new filter, sort or page loads, the last list stays (dimmed); a new phrase never shows the old phrase's list.
  const results = data?.kind === 'results' && data.search_string === phrase ? data : undefined;
  const prefetchListing = useListingPrefetch((next) =>
    searchApi.util.prefetch('search', resultsRequest({ phrase, listing: next }), { ifOlderThan: 60 }),
  );
  const title = <title>{pageTitle(intl, phrase)}</title>;

  if (!phrase) {
    return (
      <section className={styles.page} aria-labelledby={headingId}>
        {title}
        <h1 id={headingId} className={styles.heading}>
          <FormattedMessage id="catalog.search.heading" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage id="catalog.search.nothingSearched" />
        </p>
      </section>
    );
  }

  // Nothing for the phrase itself; with filters on, the shopper is offered to clear them instead.
  if (results && results.pagination.total_items === 0 && results.current_q === '') {
    return (
      <section className={styles.page} aria-labelledby={headingId}>
        {title}
        <h1 id={headingId} className={styles.heading}>
          <FormattedMessage id="catalog.search.noResults" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage id="catalog.search.noResultsFor" values={{ phrase }} />
        </p>
      </section>
    );
  }

  return (
    // The listing tools read and write the facets under the search page's key.
    <FacetsKey value={SEARCH_FACETS_KEY}>
      <ListingPrefetch value={prefetchListing}>
        <section className={styles.page} aria-labelledby={headingId} aria-busy={isFetching}>
          {title}
          <h1 id={headingId} className={styles.heading}>
            <FormattedMessage id="catalog.search.resultsHeading" values={{ phrase }} />
          </h1>
          {results?.corrected_search_string && (
            <p className={styles.lead}>
              <FormattedMessage
                id="catalog.search.corrected"
                values={{ phrase, corrected: results.corrected_search_string }}
              />
            </p>
          )}
          <div className={`${frame.layout} ${styles.layout}`}>
            <aside className={frame.sidebar} aria-label={intl.formatMessage({ id: 'catalog.search.filters' })}>
              {results ? (
                <CollapsibleFacets listing={results} busy={isFetching} />
              ) : (
                !error && <Skeleton height="14rem" />
              )}
            </aside>
            <SearchResultsList results={results} listing={listing} busy={isFetching} error={Boolean(error)} />
          </div>
        </section>
      </ListingPrefetch>
    </FacetsKey>
  );
}

interface SearchResultsListProps {
  /** The reply for this phrase (possibly for the previous filters while `busy`); undefined until the first arrives. */
  results: SearchResults | undefined;
  listing: ListingQuery;
  busy: boolean;
  error: boolean;
}

function SearchResultsList({ results, listing, busy, error }: SearchResultsListProps) {
  return (
    <div className={frame.results}>
      <div className={frame.toolbar}>
        {/* A status, so the new count is announced when a filter changes it; a space until it arrives keeps the line's height. */}
        <p className={frame.count} role="status">
          {results ? (
            <FormattedMessage id="catalog.list.count" values={{ count: results.pagination.total_items }} />
          ) : (
            '\u00a0'
          )}
        </p>
        <SortSelect query={listing} />
        <ViewToggle query={listing} />
      </div>
      {results ? (
        <>
          <ActiveFilters listing={results} busy={busy} />
          <div className={busy ? frame.stale : undefined}>
            {results.products.length > 0 ? (
              <ProductResults products={results.products} view={listing.view} />
            ) : (
              <div className={frame.empty}>
                <p>
                  <FormattedMessage id="catalog.list.noMatch" />
                </p>
                <ClearFilters className={frame.emptyAction} />
              </div>
            )}
            <Pagination pagination={results.pagination} />
          </div>
        </>
      ) : error ? (
        <p role="alert">
          <FormattedMessage id="catalog.list.error" />
        </p>
      ) : (
        <ResultsSkeleton view={listing.view} />
      )}
    </div>
  );
}
