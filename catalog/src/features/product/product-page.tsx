/** Product page `/{lang}/{id}.html`: pictures, price, variant pickers that re-price through getProduct, add to cart. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isNotFound } from '@storefront/shared/api';
import { Price } from '@storefront/shared/i18n';
import { Link } from '@storefront/shared/routing';
import type { PageProps, PrefetchContext } from '@storefront/shared/remotes';
import { NotFound, Skeleton } from '@storefront/shared/ui';
import { catalogApi, useGetProductQuery } from '../../api/catalog-api.ts';
import { productIdFrom } from './product-id.ts';
import { VariantPickers, type GroupSelection } from './variant-pickers.tsx';
import { AddToCart } from './add-to-cart.tsx';
import styles from './product-page.module.css';

export async function prefetch({ store, params }: PrefetchContext) {
  const id = productIdFrom(params.id ?? '');
  if (id === null) return { status: 404 };
  const result = await store.dispatch(catalogApi.endpoints.getProduct.initiate({ product_id: id }));
  return isNotFound(result.error) ? { status: 404 } : undefined;
}

export default function ProductPage({ lang, params }: PageProps) {
  const intl = useIntl();
  const id = productIdFrom(params.id ?? '');
  const [group, setGroup] = useState<GroupSelection | undefined>(undefined);
  const { data: product, error, isFetching } = useGetProductQuery(
    group ? { product_id: id ?? 0, group } : { product_id: id ?? 0 },
    { skip: id === null },
  );
  if (id === null || isNotFound(error)) return <NotFound path={`/${lang}/${params.id ?? ''}.html`} />;
  if (!product) {
    return error ? (
      <p role="alert">
        <FormattedMessage id="catalog.product.error" />
      </p>
    ) : (
      <Skeleton height="36rem" />
    );
  }
  const cover = product.images[0] ?? product.default_image;
  const select = (groupId: number, attribute: number) => {
    const current = Object.fromEntries(product.groups.map((g) => [String(g.id_attribute_group), g.attributes.find((a) => a.selected)?.id_attribute ?? 0]));
    setGroup({ ...current, [String(groupId)]: attribute });
  };
  return (
    <article className={styles.product}>
      <title>{product.name}</title>
      <nav aria-label={intl.formatMessage({ id: 'catalog.breadcrumb.label' })} className={styles.breadcrumb}>
        {product.breadcrumb.map((crumb) => (
          <Link key={crumb.id_category} to={crumb.link}>
            {crumb.name}
          </Link>
        ))}
      </nav>
      <div className={styles.layout}>
        <img
          src={cover.url}
          alt={product.name}
          width={cover.width}
          height={cover.height}
          fetchPriority="high"
          className={styles.cover}
        />
        <div className={styles.details} aria-busy={isFetching}>
          <p className={styles.brand}>{product.manufacturer_name}</p>
          <h1 className={styles.name}>{product.name}</h1>
          <p className={styles.price}>
            {product.has_discount && (
              <s className={styles.regular}>
                <span className="visually-hidden">
                  <FormattedMessage id="catalog.price.regular" />
                </span>
                <Price amount={product.regular_price_amount} />
              </s>
            )}
            <Price amount={product.price_amount} className={product.has_discount ? styles.discounted : undefined} />
            {product.discount_percentage && <span className={styles.discount}>{product.discount_percentage}</span>}
          </p>
          <p className={styles.tax}>
            <FormattedMessage id="catalog.product.taxIncluded" />
          </p>
          <VariantPickers groups={product.groups} onChange={select} />
          {product.availability === 'last_remaining_items' && (
            <p className={styles.lowStock}>
              <FormattedMessage id="catalog.product.lowStock" values={{ count: product.quantity }} />
            </p>
          )}
          <AddToCart product={product} />
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: product.description }} />
        </div>
      </div>
    </article>
  );
}
