/** Home: department entry points, then featured products, best sellers and the latest arrivals. */
import { FormattedMessage, useIntl } from 'react-intl';
import { sharedApi, useBootstrapQuery } from '@storefront/shared/api';
import { Link } from '@storefront/shared/routing';
import type { PageProps, PrefetchContext } from '@storefront/shared/remotes';
import {
  homeApi,
  useGetProductsBestsellersQuery,
  useGetProductsFeaturedQuery,
  useGetProductsLatestQuery,
} from '../../api/home-api.ts';
import { ProductRail } from './product-rail.tsx';
import styles from './home-page.module.css';

/** The rails' request, the same for the server prefetch and the hooks (one cache entry each). */
export const RAIL = { resultsPerPage: 12 } as const;
/** getProductsFeatured answers 12 by default; 12 fill whole rows of 2, 3, 4 or 6 tiles. */
const FEATURED_COUNT = 12;

export async function prefetch({ store }: PrefetchContext): Promise<void> {
  store.dispatch(sharedApi.endpoints.bootstrap.initiate());
  store.dispatch(homeApi.endpoints.getProductsFeatured.initiate());
  store.dispatch(homeApi.endpoints.getProductsBestsellers.initiate(RAIL));
  store.dispatch(homeApi.endpoints.getProductsLatest.initiate(RAIL));
}

export default function HomePage(_props: PageProps) {
  const intl = useIntl();
  const { data: bootstrap } = useBootstrapQuery();
  const featured = useGetProductsFeaturedQuery();
  const bestsellers = useGetProductsBestsellersQuery(RAIL);
  const latest = useGetProductsLatestQuery(RAIL);
  const departments = (bootstrap?.menuItems ?? []).filter((item) => item.type === 'category');
  return (
    <div className={styles.home}>
      <title>{intl.formatMessage({ id: 'catalog.home.title' }, { shop: bootstrap?.shop_name ?? '' })}</title>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.heroTitle}>
          <FormattedMessage id="catalog.home.heading" />
        </h1>
        <p className={styles.heroText}>
          <FormattedMessage id="catalog.home.intro" />
        </p>
      </section>
      <nav aria-label={intl.formatMessage({ id: 'catalog.home.departments' })}>
        <ul className={styles.departments}>
          {departments.map((department) => (
            <li key={department.id}>
              <Link to={department.url} className={styles.department}>
                {department.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ProductRail
        id="home-featured"
        title={<FormattedMessage id="catalog.home.featured" />}
        products={featured.data}
        isError={featured.isError}
        onRetry={() => void featured.refetch()}
        eager={4}
        expected={FEATURED_COUNT}
      />
      <ProductRail
        id="home-bestsellers"
        title={<FormattedMessage id="catalog.home.bestsellers" />}
        products={bestsellers.data}
        isError={bestsellers.isError}
        onRetry={() => void bestsellers.refetch()}
        expected={RAIL.resultsPerPage}
      />
      <ProductRail
        id="home-latest"
        title={<FormattedMessage id="catalog.home.latest" />}
        products={latest.data}
        isError={latest.isError}
        onRetry={() => void latest.refetch()}
        expected={RAIL.resultsPerPage}
      />
    </div>
  );
}
