/** A listing's products in the chosen view: the catalogue's tile grid, or rows with more to read. */
import { memo, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { mapProduct } from '@storefront/shared/domain';
import { useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import type { ListingProduct } from '@storefront/shared/schemas';
import { SalePrice, Skeleton } from '@storefront/shared/ui';
import { ProductGrid } from '../product-tile/product-tile.tsx';
import { ProductActions } from '../product-tile/product-actions.tsx';
import { ProductPicture } from '../product-tile/product-picture.tsx';
import type { ListingView } from './listing-query.ts';
import tileStyles from '../product-tile/product-tile.module.css';
import styles from './product-results.module.css';
import swatch from './swatch.module.css';

/** Pictures of the first row (four tiles, or the first two rows) load eagerly; the rest wait until scrolled to. */
const EAGER = { grid: 4, list: 2 } as const;

/**
 * The same reply's products are not rendered again (memo): while a new query's list is on its way (a facet, a sort),
 * the page re-renders around the old list, which stays as it was.
 */
export const ProductResults = memo(function ProductResults({
  products,
  view,
}: {
  products: ListingProduct[];
  view: ListingView;
}) {
  const tiles = useMemo(() => products.map(mapProduct), [products]);
  // The products' names are third-level headings: a heading of the list (for screen readers) keeps the outline whole.
  const heading = (
    <h2 className="visually-hidden">
      <FormattedMessage id="catalog.listing.productsHeading" />
    </h2>
  );
  if (view === 'grid') {
    return (
      <>
        {heading}
        <ProductGrid products={tiles} eager={EAGER.grid} />
      </>
    );
  }
  return (
    <>
      {heading}
      <ul className={styles.rows}>
        {products.map((product, index) => (
          <li key={product.id_product}>
            <ProductRow product={product} priority={index < EAGER.list} />
          </li>
        ))}
      </ul>
    </>
  );
});

/** A product in list view: picture, name, brand, short description, colours, availability, price, wishlist and compare. */
function ProductRow({ product: raw, priority }: { product: ListingProduct; priority: boolean }) {
  const lang = useLang();
  const product = mapProduct(raw);
  const { primaryImage: image, price } = product;
  const href = paths.product(lang, product.id, product.slug);
  return (
    <article className={styles.row}>
      {/* The picture repeats the name's link for pointer users; keyboard and screen readers get one link. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.rowImageLink}>
        <ProductPicture image={image} priority={priority} />
      </Link>
      <div className={styles.rowBody}>
        <h3 className={styles.rowName}>
          <Link to={href}>{product.name}</Link>
        </h3>
        {raw.manufacturer_name && <p className={styles.rowBrand}>{raw.manufacturer_name}</p>}
        {/* Sanitised by the api (simple formatting only), authored in the shop's back office. */}
        <div className={styles.rowDescription} dangerouslySetInnerHTML={{ __html: product.description }} />
        {raw.color_list.length > 0 && (
          <p className={styles.rowColours}>
            <span className="visually-hidden">
              <FormattedMessage
                id="catalog.tile.colours"
                values={{ colours: raw.color_list.map((colour) => colour.name).join(', ') }}
              />
            </span>
            {raw.color_list.map((colour) => (
              <span
                key={colour.id_attribute}
                className={swatch.swatch}
                style={{ backgroundColor: colour.html_color_code }}
                title={colour.name}
                aria-hidden="true"
              />
            ))}
          </p>
        )}
        <p className={raw.availability === 'unavailable' ? styles.rowUnavailable : styles.rowAvailability}>
          {raw.availability_message}
        </p>
      </div>
      <p className={styles.rowPrice}>
        <SalePrice value={price.value} regular={price.regularPrice} discounted={price.isDiscounted} />
      </p>
      <ProductActions product={product} compact className={styles.rowActions} />
    </article>
  );
}

/** Placeholders of the products' size in the chosen view, so nothing moves when they arrive. */
export function ResultsSkeleton({ view, count = 8 }: { view: ListingView; count?: number }) {
  const items = Array.from({ length: count }, (_, index) => index);
  if (view === 'list') {
    return (
      <ul className={styles.rows} aria-hidden="true">
        {items.map((index) => (
          <li key={index} className={styles.row}>
            <Skeleton height="auto" style={{ aspectRatio: '4 / 5' }} />
            <span className={styles.rowBody}>
              <Skeleton height="1.25rem" width="60%" />
              <Skeleton height="1rem" width="30%" />
              <Skeleton height="3rem" />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={tileStyles.grid} aria-hidden="true">
      {items.map((index) => (
        <li key={index} className={styles.skeletonTile}>
          <Skeleton height="auto" style={{ aspectRatio: '4 / 5' }} />
          <Skeleton height="1.25rem" width="80%" />
          <Skeleton height="1.25rem" width="40%" />
        </li>
      ))}
    </ul>
  );
}
