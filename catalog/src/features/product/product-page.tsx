/**
 * Product page `/{lang}/{id}-{slug}.html`: gallery, price, variant pickers that re-price and re-stock through
 * getProduct with the group map kept in the URL, add to cart, then description, information, reviews and related
 * products. The server prefetches the same calls with the same arguments and writes the product's <head>.
 */
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { isNotFound } from '@storefront/shared/api';
import { useQuery } from '@storefront/shared/routing';
import type { PageProps, PrefetchContext, PrefetchResult } from '@storefront/shared/remotes';
import { ApiErrorText, NotFound, Skeleton } from '@storefront/shared/ui';
import { catalogApi, useGetProductQuery } from '../../api/catalog-api.ts';
import { productApi } from '../../api/product-api.ts';
import { Breadcrumb } from '../breadcrumb/breadcrumb.tsx';
import { canonicalRedirect } from '../canonical-url/canonical-url.ts';
import { useCanonicalUrl } from '../canonical-url/use-canonical-url.ts';
import { ProductActions } from '../product-tile/product-actions.tsx';
import { AddToCart } from './add-to-cart.tsx';
import { Gallery } from './gallery.tsx';
import { productHead } from './product-head.ts';
import { productIdFrom } from './product-id.ts';
import { ProductPrice, StockLabel } from './product-price.tsx';
import { ShippingNote } from './shipping-note.tsx';
import { ProductSections } from './product-sections.tsx';
import { RelatedProducts, relatedRequest } from './related-products.tsx';
import { SizeGuideDialog } from './size-guide-dialog.tsx';
import { VariantPickers } from './variant-pickers.tsx';
import { productRequest, readGroupQuery } from './variant-query.ts';
import styles from './product-page.module.css';

/** The path a product page was asked for at (the route's `{id}-{slug}` parameter). */
const productPath = (lang: string, param: string) => `/${lang}/${param}.html`;

export async function prefetch({
  store,
  params,
  query,
  lang,
  origin,
}: PrefetchContext): Promise<PrefetchResult | undefined> {
  const id = productIdFrom(params.id ?? '');
  if (id === null) return { status: 404 };
  const [product] = await Promise.all([
    store.dispatch(catalogApi.endpoints.getProduct.initiate(productRequest(id, query))),
    store.dispatch(productApi.endpoints.getRelatedProducts.initiate(relatedRequest(id))),
    store.dispatch(productApi.endpoints.getProductReviews.initiate({ id_product: id })),
  ]);
  if (isNotFound(product.error)) return { status: 404 };
  if (!product.data) return undefined;
  // Under another slug (another language's, an old one), the page answers with a 301 to its own.
  const redirect = canonicalRedirect(productPath(lang, params.id ?? ''), query, product.data.link);
  return redirect ? { redirect } : { head: productHead(product.data, lang, origin) };
}

export default function ProductPage({ lang, params }: PageProps) {
  const id = productIdFrom(params.id ?? '');
  const query = useQuery();
  // `data` keeps the last combination shown while the next one loads, so the page never blanks or shifts.
  const {
    data: product,
    currentData,
    error,
    isFetching,
    refetch,
  } = useGetProductQuery(productRequest(id ?? 0, query), { skip: id === null });
  // Only this product's reply names this page's address (`data` may still be the previous product's).
  useCanonicalUrl(product?.id_product === id ? product.link : undefined);
  if (id === null || isNotFound(error)) return <NotFound path={productPath(lang, params.id ?? '')} />;
  const retry = () => void refetch();
  if (!product) return error && !isFetching ? <LoadError error={error} onRetry={retry} /> : <ProductSkeleton />;
  const loadingCombination = isFetching && !currentData;
  return (
    <article className={styles.product}>
      <title>{product.manufacturer_name ? `${product.name} – ${product.manufacturer_name}` : product.name}</title>
      <Breadcrumb path={product.breadcrumb} current={product.name} />
      <div className={styles.layout}>
        {/* Each Suspense boundary hydrates as its own task: shorter long tasks on a slow phone. */}
        <Suspense>
          <Gallery
            key={`${product.id_product}:${product.images[0]?.url ?? ''}`}
            images={product.images.length ? product.images : [product.default_image]}
            name={product.name}
          />
        </Suspense>
        <section className={styles.details} aria-labelledby="catalog-product-name" aria-busy={loadingCombination}>
          {product.manufacturer_name && <p className={styles.brand}>{product.manufacturer_name}</p>}
          <h1 id="catalog-product-name" className={styles.name}>
            {product.name}
          </h1>
          <ProductPrice product={product} />
          <VariantPickers groups={product.groups} pending={loadingCombination ? readGroupQuery(query) : undefined} />
          {product.size_guide && <SizeGuideDialog guide={product.size_guide} />}
          <StockLabel product={product} />
          <ShippingNote rule={product.shipping_rule} />
          {error && !currentData && !isFetching && <LoadError error={error} onRetry={retry} className={styles.error} />}
          <AddToCart key={product.id_product} product={product} disabled={!currentData} />
          <ProductActions product={{ id: product.id_product, name: product.name, slug: product.link_rewrite }} />
        </section>
      </div>
      <Suspense>
        <ProductSections product={product} />
      </Suspense>
      <Suspense>
        <RelatedProducts productId={product.id_product} />
      </Suspense>
    </article>
  );
}

/** A product (or a combination of it) that could not be loaded: why, when the fetch failed, and a retry. */
function LoadError({ error, onRetry, className }: { error: unknown; onRetry(): void; className?: string }) {
  return (
    <div role="alert" className={className}>
      <p>
        <ApiErrorText error={error} fallbackId="catalog.product.error" />
      </p>
      <button type="button" onClick={onRetry}>
        <FormattedMessage id="catalog.product.retry" />
      </button>
    </div>
  );
}

/** The page's shape while the product loads on a client-side navigation (the server always sends it filled). */
function ProductSkeleton() {
  return (
    <div className={styles.product} aria-busy="true">
      <Skeleton width="40%" height="1.25rem" />
      <div className={styles.layout}>
        <Skeleton height="auto" style={{ aspectRatio: '4 / 5' }} />
        <div className={styles.details}>
          <Skeleton width="30%" />
          <Skeleton width="80%" height="2.25rem" />
          <Skeleton width="40%" height="1.75rem" />
          <Skeleton height="12rem" />
        </div>
      </div>
    </div>
  );
}
