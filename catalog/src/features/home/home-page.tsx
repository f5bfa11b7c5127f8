/** Home: department entry points and featured products. */
import { FormattedMessage, useIntl } from 'react-intl';
import { sharedApi, useBootstrapQuery } from '@storefront/shared/api';
import { mapProduct } from '@storefront/shared/domain';
import { Link } from '@storefront/shared/routing';
import type { PageProps, PrefetchContext } from '@storefront/shared/remotes';
import { Skeleton } from '@storefront/shared/ui';
import { catalogApi, useGetProductsFeaturedQuery } from '../../api/catalog-api.ts';
import { ProductGrid } from '../product-tile/product-tile.tsx';
import styles from './home-page.module.css';

export async function prefetch({ store }: PrefetchContext): Promise<void> {
  store.dispatch(sharedApi.endpoints.bootstrap.initiate());
  store.dispatch(catalogApi.endpoints.getProductsFeatured.initiate());
}

export default function HomePage(_props: PageProps) {
  const intl = useIntl();
  const { data: bootstrap } = useBootstrapQuery();
  const { data: featured, isLoading, isError, refetch } = useGetProductsFeaturedQuery();
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
      <section aria-labelledby="featured-title">
        <h2 id="featured-title">
          <FormattedMessage id="catalog.home.featured" />
        </h2>
        {isLoading && <Skeleton height="24rem" />}
        {isError && (
          <p role="alert">
            <FormattedMessage id="catalog.list.error" />{' '}
            <button type="button" onClick={() => void refetch()}>
              <FormattedMessage id="catalog.list.retry" />
            </button>
          </p>
        )}
        {featured && <ProductGrid products={featured.map(mapProduct)} />}
      </section>
    </div>
  );
}
