/**
 * Category page `/{lang}/{id}-{slug}`: breadcrumb, the department's sub-categories, facets, sort, view and pages.
 * The listing state lives in the URL query (see listing-query.ts), so the server renders the filtered list.
 */
import { Suspense, useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isNotFound } from '@storefront/shared/api';
import type { PageProps, PrefetchContext, PrefetchResult } from '@storefront/shared/remotes';
import type { ProductListing } from '@storefront/shared/schemas';
import { NotFound, Skeleton } from '@storefront/shared/ui';
import { catalogApi, useGetProductsQuery } from '../../api/catalog-api.ts';
import { categoryApi } from '../../api/category-api.ts';
import { CollapsibleFacets, activeFilterCount } from '../listing/collapsible-facets.tsx';
import { ActiveFilters, ClearFilters } from '../listing/facets-panel.tsx';
import {
  ListingPrefetch,
  readListingQuery,
  useListingPrefetch,
  useListingQuery,
  type ListingQuery,
} from '../listing/listing-query.ts';
import { Pagination } from '../listing/pagination.tsx';
import { ProductResults, ResultsSkeleton } from '../listing/product-results.tsx';
import { SortSelect } from '../listing/sort-select.tsx';
import { ViewToggle } from '../listing/view-toggle.tsx';
import frame from '../listing/listing-layout.module.css';
import { Breadcrumb } from '../breadcrumb/breadcrumb.tsx';
import { canonicalRedirect } from '../canonical-url/canonical-url.ts';
import { useCanonicalUrl } from '../canonical-url/use-canonical-url.ts';
import { CategoryTree } from './category-nav.tsx';
import { categoryRequest, plainText } from './category-request.ts';
import styles from './category-page.module.css';

export async function prefetch({ store, lang, params, query }: PrefetchContext): Promise<PrefetchResult | void> {
  const request = categoryRequest(params.id ?? '', readListingQuery(query));
  if (!request) return { status: 404 };
  const [listing, category] = await Promise.all([
    store.dispatch(catalogApi.endpoints.getProducts.initiate(request)),
    store.dispatch(categoryApi.endpoints.getCategory.initiate({ id_category: request.id_category })),
  ]);
  if (isNotFound(listing.error)) return { status: 404 };
  if (!listing.data) return undefined;
  const page = request.page ?? 1;
  const pageQuery = page > 1 ? `?page=${page}` : '';
  return {
    head: {
      title: listing.data.name,
      description: plainText(listing.data.description),
      // Filtered and sorted lists are views of one category: crawlers index its pages, not every combination.
      canonical: `${listing.data.link}${pageQuery}`,
      alternates: category.data
        ? Object.fromEntries(Object.entries(category.data.links).map(([code, path]) => [code, `${path}${pageQuery}`]))
        : undefined,
    },
    // Under another slug (another language's, an old one), the page answers with a 301 to its own.
    redirect: canonicalRedirect(`/${lang}/${params.id ?? ''}`, query, listing.data.link),
  };
}

export default function CategoryPage({ lang, params }: PageProps) {
  const query = useListingQuery();
  const request = categoryRequest(params.id ?? '', query);
  const { data, error, isFetching, refetch } = useGetProductsQuery(request ?? { id_category: 0 }, { skip: !request });
  // `data` is the last list received: kept while a new filter, order or page loads (no jump), but another
  // category's list is not this one's.
  const listing = request && data?.id_category === request.id_category ? data : undefined;
  const prefetchListing = useListingPrefetch((next) => {
    const nextRequest = categoryRequest(params.id ?? '', next);
    return nextRequest && catalogApi.util.prefetch('getProducts', nextRequest, { ifOlderThan: 60 });
  });
  useCanonicalUrl(listing?.link);
  if (!request || isNotFound(error)) return <NotFound path={`/${lang}/${params.id ?? ''}`} />;
  if (!listing) {
    return error && !isFetching ? <LoadError onRetry={() => void refetch()} /> : <CategorySkeleton query={query} />;
  }
  return (
    <ListingPrefetch value={prefetchListing}>
      <CategoryListing
        listing={listing}
        query={query}
        busy={isFetching}
        error={Boolean(error)}
        onRetry={() => void refetch()}
      />
    </ListingPrefetch>
  );
}

interface CategoryListingProps {
  listing: ProductListing;
  query: ListingQuery;
  busy: boolean;
  error: boolean;
  onRetry(): void;
}

function CategoryListing({ listing, query, busy, error, onRetry }: CategoryListingProps) {
  const intl = useIntl();
  const countId = useId();
  const activeCount = activeFilterCount(listing.facets);
  const { pagination, products } = listing;
  const results = useRef<HTMLElement>(null);
  const shownPage = useRef(pagination.current_page);
  // A new page of the same list: keyboard and screen-reader users continue from its start, not from the
  // pagination link they used at the bottom of the old one.
  useEffect(() => {
    if (shownPage.current === pagination.current_page) return;
    shownPage.current = pagination.current_page;
    results.current?.focus({ preventScroll: true });
  }, [pagination.current_page]);
  return (
    <div className={styles.category}>
      <title>{listing.name}</title>
      <Breadcrumb path={listing.breadcrumb.slice(0, -1)} current={listing.breadcrumb.at(-1)?.name ?? listing.name} />
      <header className={styles.header}>
        <h1 className={styles.title}>{listing.name}</h1>
        {/* Sanitised by the api (simple formatting only), authored in the shop's back office. */}
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: listing.description }} />
      </header>
      <div className={`${frame.layout} ${styles.layout}`}>
        <aside
          className={`${frame.sidebar} ${styles.sidebar}`}
          aria-label={intl.formatMessage({ id: 'catalog.facets.label' })}
        >
          {listing.categories && <CategoryTree root={listing.categories} currentId={listing.id_category} />}
          <CollapsibleFacets listing={listing} busy={busy} />
        </aside>
        <section
          ref={results}
          tabIndex={-1}
          className={`${frame.results} ${styles.results}`}
          aria-labelledby={countId}
          aria-busy={busy}
        >
          <div className={frame.toolbar}>
            <p id={countId} className={frame.count} role="status">
              <FormattedMessage id="catalog.list.count" values={{ count: pagination.total_items }} />
            </p>
            <SortSelect query={query} />
            <ViewToggle query={query} />
          </div>
          <ActiveFilters listing={listing} busy={busy} />
          {error && <LoadError onRetry={onRetry} />}
          <div className={busy ? frame.stale : undefined}>
            <Suspense>
              {products.length > 0 ? (
                <ProductResults products={products} view={query.view} />
              ) : (
                <EmptyList filtered={activeCount > 0 || query.facets !== ''} />
              )}
            </Suspense>
          </div>
          <Suspense>
            <Pagination pagination={pagination} />
          </Suspense>
        </section>
      </div>
    </div>
  );
}

function EmptyList({ filtered }: { filtered: boolean }) {
  return (
    <div className={frame.empty}>
      <p>
        <FormattedMessage id={filtered ? 'catalog.list.noMatch' : 'catalog.list.empty'} />
      </p>
      {filtered && <ClearFilters className={frame.emptyAction} />}
    </div>
  );
}

function LoadError({ onRetry }: { onRetry(): void }) {
  return (
    <div role="alert" className={frame.error}>
      <p>
        <FormattedMessage id="catalog.list.error" />
      </p>
      <button type="button" className={frame.emptyAction} onClick={onRetry}>
        <FormattedMessage id="catalog.list.retry" />
      </button>
    </div>
  );
}

/** The page's frame at its final size while the first list of a category loads; the controls already work. */
function CategorySkeleton({ query }: { query: ListingQuery }) {
  return (
    <div className={styles.category} aria-busy="true">
      <Skeleton height="1.25rem" width="12rem" />
      <div className={styles.header}>
        <Skeleton height="2.5rem" width="16rem" style={{ margin: 'var(--space-2) 0' }} />
        <Skeleton height="1.5rem" width="60%" />
      </div>
      <div className={`${frame.layout} ${styles.layout}`}>
        <div className={`${frame.sidebar} ${styles.sidebar}`}>
          <Skeleton height="14rem" />
        </div>
        <div className={frame.results}>
          <div className={frame.toolbar}>
            <Skeleton height="1.5rem" width="8rem" />
            <SortSelect query={query} />
            <ViewToggle query={query} />
          </div>
          <ResultsSkeleton view={query.view} />
        </div>
      </div>
    </div>
  );
}
