/**
 * Brand page `/{lang}/brands/{id}-{slug}` (blue theme only): the brand, then its products with the listing tools of a
 * category (facets, sort, view, pages in the URL query), so the server renders the same list a link or reload asks for.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { isNotFound } from '@storefront/shared/api';
import { Link } from '@storefront/shared/routing';
import type { PageProps, PrefetchContext, PrefetchResult } from '@storefront/shared/remotes';
import type { BrandPage as BrandData, GetBrandRequest } from '@storefront/shared/schemas';
import { NotFound, Skeleton } from '@storefront/shared/ui';
import { brandsApi, useGetBrandQuery } from '../../api/brands-api.ts';
import { CollapsibleFacets } from '../listing/collapsible-facets.tsx';
import { ActiveFilters } from '../listing/facets-panel.tsx';
import {
  ListingPrefetch,
  listingArgs,
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
import { canonicalRedirect } from '../canonical-url/canonical-url.ts';
import { useCanonicalUrl } from '../canonical-url/use-canonical-url.ts';
import { alternatesOf, brandIdFrom, brandPath, brandsPath, plainText } from './brand-path.ts';
import styles from './brands.module.css';

/** The request a brand URL stands for, the same in `prefetch` and in the component. */
export function brandRequest(param: string, listing: ListingQuery): GetBrandRequest | null {
  const id = brandIdFrom(param);
  return id === null ? null : { id_manufacturer: id, ...listingArgs(listing) };
}

export async function prefetch({ store, lang, params, query }: PrefetchContext): Promise<PrefetchResult | void> {
  const request = brandRequest(params.id ?? '', readListingQuery(query));
  if (!request) return { status: 404 };
  const { data, error } = await store.dispatch(brandsApi.endpoints.getBrand.initiate(request));
  if (isNotFound(error)) return { status: 404 };
  if (!data) return undefined;
  const pageQuery = (request.page ?? 1) > 1 ? `?page=${request.page}` : '';
  const path = (locale: string) => `${brandPath(locale, data.id_manufacturer, data.link_rewrite)}${pageQuery}`;
  return {
    head: {
      title: data.name,
      description: plainText(data.description),
      // Filtered and sorted lists are views of one brand page: crawlers index its pages, not every combination.
      canonical: path(lang),
      alternates: alternatesOf(path),
    },
    // Under another slug (an old one, a typo), the page answers with a 301 to its own.
    redirect: canonicalRedirect(`/${lang}/brands/${params.id ?? ''}`, query, data.link),
  };
}

export default function BrandPage({ lang, params }: PageProps) {
  const query = useListingQuery();
  const request = brandRequest(params.id ?? '', query);
  const { data, error, isFetching, refetch } = useGetBrandQuery(request ?? { id_manufacturer: 0 }, { skip: !request });
  // The last list stays while a new filter, order or page loads; another brand's list is not this one's.
  const brand = request && data?.id_manufacturer === request.id_manufacturer ? data : undefined;
  const prefetchListing = useListingPrefetch((next) => {
    const nextRequest = brandRequest(params.id ?? '', next);
    return nextRequest && brandsApi.util.prefetch('getBrand', nextRequest, { ifOlderThan: 60 });
  });
  useCanonicalUrl(brand?.link);
  if (!request || isNotFound(error)) return <NotFound path={`/${lang}/brands/${params.id ?? ''}`} />;
  if (!brand) {
    return error && !isFetching ? (
      <p role="alert">
        <FormattedMessage id="catalog.brands.error" />{' '}
        <button type="button" onClick={() => void refetch()}>
          <FormattedMessage id="catalog.list.retry" />
        </button>
      </p>
    ) : (
      <div className={styles.page}>
        <Skeleton height="10rem" />
        <ResultsSkeleton view={query.view} />
      </div>
    );
  }
  return (
    <ListingPrefetch value={prefetchListing}>
      <BrandListing lang={lang} brand={brand} query={query} busy={isFetching} />
    </ListingPrefetch>
  );
}

function BrandListing({
  lang,
  brand,
  query,
  busy,
}: {
  lang: string;
  brand: BrandData;
  query: ListingQuery;
  busy: boolean;
}) {
  const intl = useIntl();
  // On narrow screens the filters fold away behind a button, as on a category page.
  return (
    <section className={styles.page} aria-labelledby="catalog-brand-title" aria-busy={busy}>
      <title>{brand.name}</title>
      <nav aria-label={intl.formatMessage({ id: 'catalog.breadcrumb.label' })}>
        <ol className={styles.breadcrumb}>
          <li>
            <Link to={`/${lang}`}>
              <FormattedMessage id="catalog.breadcrumb.home" />
            </Link>
          </li>
          <li>
            <Link to={brandsPath(lang)}>
              <FormattedMessage id="catalog.brands.title" />
            </Link>
          </li>
        </ol>
      </nav>
      <header className={styles.header}>
        <img
          src={brand.image.url}
          alt=""
          width={brand.image.width}
          height={brand.image.height}
          className={styles.mark}
        />
        <div>
          <h1 id="catalog-brand-title" className={styles.title}>
            {brand.name}
          </h1>
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: brand.description }} />
          <p className={styles.count}>
            <FormattedMessage id="catalog.list.count" values={{ count: brand.pagination.total_items }} />
          </p>
        </div>
      </header>
      <div className={frame.layout}>
        <aside className={frame.sidebar} aria-label={intl.formatMessage({ id: 'catalog.brands.filters' })}>
          <CollapsibleFacets listing={brand} busy={busy} />
        </aside>
        <div className={`${frame.results} ${styles.results}`}>
          <ActiveFilters listing={brand} busy={busy} />
          <div className={styles.toolbar}>
            <SortSelect query={query} />
            <ViewToggle query={query} />
          </div>
          {brand.products.length === 0 ? (
            <p>
              <FormattedMessage id="catalog.brands.empty" />
            </p>
          ) : (
            <div className={busy ? frame.stale : undefined}>
              <ProductResults products={brand.products} view={query.view} />
              <Pagination pagination={brand.pagination} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
