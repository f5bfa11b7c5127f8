/**
 * Search results `/{lang}/search?q=...`: the products a phrase finds, sorted, paged and viewed like a category.
 * Here `q` is the phrase (the header's form writes it), so facets, which use `q` on listings, are not offered.
 */
import { createIntl, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useQuery } from '@storefront/shared/routing';
import type { PageProps, PrefetchContext, PrefetchResult } from '@storefront/shared/remotes';
import type { SearchRequest } from '@storefront/shared/schemas';
import { searchApi, useSearchQuery } from '../../api/search-api.ts';
import { loadMessages } from '../../messages.ts';
import { listingArgs, readListingQuery, type ListingQuery } from '../listing/listing-query.ts';
import { Pagination } from '../listing/pagination.tsx';
import { ProductResults, ResultsSkeleton } from '../listing/product-results.tsx';
import { SortSelect } from '../listing/sort-select.tsx';
import { ViewToggle } from '../listing/view-toggle.tsx';
import styles from './search-page.module.css';

const headingId = 'catalog-search-heading';
/** The api accepts phrases up to 200 characters. */
const MAX_PHRASE = 200;

export interface SearchPageState {
  phrase: string;
  listing: ListingQuery;
}

/** What a search URL stands for: the phrase, and the listing state without facets (its `q` is the phrase). */
export function readSearchQuery(query: URLSearchParams): SearchPageState {
  return { phrase: (query.get('q') ?? '').trim().slice(0, MAX_PHRASE), listing: { ...readListingQuery(query), q: '' } };
}

/** The request of a results page, the same in `prefetch` and in the component so the server fills the hook's entry. */
export const resultsRequest = ({ phrase, listing }: SearchPageState): SearchRequest => ({ s: phrase, ...listingArgs(listing) });

/** The document title: the phrase, or the search page's name before anything is searched. */
const pageTitle = (intl: Pick<IntlShape, 'formatMessage'>, phrase: string): string =>
  phrase ? intl.formatMessage({ id: 'catalog.search.resultsHeading' }, { phrase }) : intl.formatMessage({ id: 'catalog.search.heading' });

export async function prefetch({ store, lang, query }: PrefetchContext): Promise<PrefetchResult> {
  const state = readSearchQuery(query);
  const [messages] = await Promise.all([
    loadMessages(lang),
    state.phrase ? store.dispatch(searchApi.endpoints.search.initiate(resultsRequest(state))) : undefined,
  ]);
  return { head: { title: pageTitle(createIntl({ locale: lang, messages, onError: () => undefined }), state.phrase) } };
}

export default function SearchPage(_props: PageProps) {
  const intl = useIntl();
  const state = readSearchQuery(useQuery());
  const { phrase, listing } = state;
  const { data, error, isFetching } = useSearchQuery(resultsRequest(state), { skip: !phrase });
  // While a new sort or page loads, the last list stays (dimmed); a new phrase never shows the old phrase's list.
  const results = data?.kind === 'results' && data.search_string === phrase ? data : undefined;
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

  const total = results?.pagination.total_items ?? 0;
  if (results && total === 0) {
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
    <section className={styles.page} aria-labelledby={headingId} aria-busy={isFetching}>
      {title}
      <h1 id={headingId} className={styles.heading}>
        <FormattedMessage id="catalog.search.resultsHeading" values={{ phrase }} />
      </h1>
      {results?.corrected_search_string && (
        <p className={styles.lead}>
          <FormattedMessage id="catalog.search.corrected" values={{ phrase, corrected: results.corrected_search_string }} />
        </p>
      )}
      <p className={styles.count}>
        {/* A space until the count arrives keeps the line's height. */}
        {results ? <FormattedMessage id="catalog.list.count" values={{ count: total }} /> : '\u00a0'}
      </p>
      <div className={styles.toolbar}>
        <SortSelect query={listing} />
        <ViewToggle query={listing} />
      </div>
      {results ? (
        <div className={isFetching ? styles.stale : undefined}>
          <ProductResults products={results.products} view={listing.view} />
          <Pagination pagination={results.pagination} />
        </div>
      ) : error ? (
        <p role="alert">
          <FormattedMessage id="catalog.list.error" />
        </p>
      ) : (
        <ResultsSkeleton view={listing.view} />
      )}
    </section>
  );
}
