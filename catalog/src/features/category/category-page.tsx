/** Category page `/{lang}/{id}-{slug}`: the category's products, sorted and paged through the URL query. */
import { FormattedMessage, useIntl } from 'react-intl';
import { isNotFound } from '@storefront/shared/api';
import { mapProduct } from '@storefront/shared/domain';
import { Link, useQuery } from '@storefront/shared/routing';
import type { PageProps, PrefetchContext } from '@storefront/shared/remotes';
import type { GetProductsRequest } from '@storefront/shared/schemas';
import { NotFound, Skeleton } from '@storefront/shared/ui';
import { catalogApi, useGetProductsQuery } from '../../api/catalog-api.ts';
import { ProductGrid } from '../product-tile/product-tile.tsx';
import styles from './category-page.module.css';

/** The request a category URL stands for (the id is the digits before the first dash). */
export function listingRequest(idParam: string, query: URLSearchParams): GetProductsRequest | null {
  const id = Number.parseInt(idParam, 10);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const page = Number.parseInt(query.get('page') ?? '1', 10);
  return { id_category: id, page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

export async function prefetch({ store, params, query }: PrefetchContext) {
  const request = listingRequest(params.id ?? '', query);
  if (!request) return { status: 404 };
  const result = await store.dispatch(catalogApi.endpoints.getProducts.initiate(request));
  return isNotFound(result.error) ? { status: 404 } : undefined;
}

export default function CategoryPage({ lang, params }: PageProps) {
  const intl = useIntl();
  const query = useQuery();
  const request = listingRequest(params.id ?? '', query);
  const { data, error, isFetching } = useGetProductsQuery(request ?? { id_category: 0 }, { skip: !request });
  if (!request || isNotFound(error)) return <NotFound path={`/${lang}/${params.id ?? ''}`} />;
  if (!data) {
    return error ? (
      <p role="alert">
        <FormattedMessage id="catalog.list.error" />
      </p>
    ) : (
      <Skeleton height="40rem" />
    );
  }
  const { pagination } = data;
  const pageLink = (page: number) => `${data.link}${page > 1 ? `?page=${page}` : ''}`;
  return (
    <div className={styles.category} aria-busy={isFetching}>
      <title>{data.name}</title>
      <nav aria-label={intl.formatMessage({ id: 'catalog.breadcrumb.label' })}>
        <ol className={styles.breadcrumb}>
          <li>
            <Link to={`/${lang}`}>
              <FormattedMessage id="catalog.breadcrumb.home" />
            </Link>
          </li>
          {data.breadcrumb.map((crumb) => (
            <li key={crumb.id_category}>
              <Link to={crumb.link}>{crumb.name}</Link>
            </li>
          ))}
        </ol>
      </nav>
      <h1>{data.name}</h1>
      <p className={styles.count}>
        <FormattedMessage id="catalog.list.count" values={{ count: pagination.total_items }} />
      </p>
      {data.products.length === 0 ? (
        <p>
          <FormattedMessage id="catalog.list.empty" />
        </p>
      ) : (
        <ProductGrid products={data.products.map(mapProduct)} />
      )}
      {pagination.pages_count > 1 && (
        <nav className={styles.pages} aria-label={intl.formatMessage({ id: 'catalog.pagination.label' })}>
          {pagination.current_page > 1 && (
            <Link to={pageLink(pagination.current_page - 1)} rel="prev">
              <FormattedMessage id="catalog.pagination.previous" />
            </Link>
          )}
          <span>
            <FormattedMessage id="catalog.pagination.status" values={{ page: pagination.current_page, pages: pagination.pages_count }} />
          </span>
          {pagination.current_page < pagination.pages_count && (
            <Link to={pageLink(pagination.current_page + 1)} rel="next">
              <FormattedMessage id="catalog.pagination.next" />
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
