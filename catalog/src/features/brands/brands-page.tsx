/** Brand list `/{lang}/brands` (blue theme only): every brand with its mark, a line about it and its product count. */
import { FormattedMessage, useIntl } from 'react-intl';
import { intlLocale, shopIntl, useLang } from '@storefront/shared/i18n';
import { Link } from '@storefront/shared/routing';
import type { PageProps, PrefetchContext, PrefetchResult } from '@storefront/shared/remotes';
import { Skeleton } from '@storefront/shared/ui';
import { brandsApi, useGetBrandsQuery } from '../../api/brands-api.ts';
import { loadMessages } from '../../messages.ts';
import { alternatesOf, brandPath, brandsPath, plainText } from './brand-path.ts';
import styles from './brands.module.css';

export async function prefetch({ store, lang }: PrefetchContext): Promise<PrefetchResult> {
  const [messages] = await Promise.all([loadMessages(lang), store.dispatch(brandsApi.endpoints.getBrands.initiate())]);
  const intl = shopIntl({ locale: intlLocale[lang], messages, onError: () => undefined });
  return {
    head: {
      title: intl.formatMessage({ id: 'catalog.brands.title' }),
      description: intl.formatMessage({ id: 'catalog.brands.lead' }),
      canonical: brandsPath(lang),
      alternates: alternatesOf(brandsPath),
    },
  };
}

export default function BrandsPage(_props: PageProps) {
  const intl = useIntl();
  const lang = useLang();
  const { data: brands, isError, refetch } = useGetBrandsQuery();
  const title = intl.formatMessage({ id: 'catalog.brands.title' });
  return (
    <section className={styles.page} aria-labelledby="catalog-brands-title">
      <title>{title}</title>
      <h1 id="catalog-brands-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id="catalog.brands.lead" />
      </p>
      {brands ? (
        <ul className={styles.brands}>
          {brands.map((brand, index) => (
            <li key={brand.id_manufacturer} className={styles.card}>
              <img
                src={brand.image.url}
                alt=""
                width={brand.image.width}
                height={brand.image.height}
                loading={index < 8 ? 'eager' : 'lazy'}
                className={styles.mark}
              />
              <h2>
                {/* The link is the brand's name; the whole card is its click area (styles). */}
                <Link to={brandPath(lang, brand.id_manufacturer, brand.link_rewrite)}>{brand.name}</Link>
              </h2>
              <p>{plainText(brand.description)}</p>
              <p>
                <FormattedMessage id="catalog.list.count" values={{ count: brand.products_count }} />
              </p>
            </li>
          ))}
        </ul>
      ) : isError ? (
        <p role="alert">
          <FormattedMessage id="catalog.brands.error" />{' '}
          <button type="button" onClick={() => void refetch()}>
            <FormattedMessage id="catalog.list.retry" />
          </button>
        </p>
      ) : (
        <Skeleton height="30rem" />
      )}
    </section>
  );
}
