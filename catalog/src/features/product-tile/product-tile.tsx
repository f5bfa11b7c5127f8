import { Suspense } from 'react';
import type { Product } from '@storefront/shared/domain';
import { useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import { ProductPicture } from './product-picture.tsx';
import { TileActions } from './tile-actions.tsx';
import { SalePrice } from '@storefront/shared/ui';
import styles from './product-tile.module.css';

/** A product in a list: picture, name and price; the first pictures of a page load eagerly. */
export function ProductTile({ product, priority = false }: { product: Product; priority?: boolean }) {
  const lang = useLang();
  const { primaryImage: image, price } = product;
  return (
    <article className={styles.tile}>
      <Link to={paths.product(lang, product.id, product.slug)} className={styles.link}>
        {/* The link's name is the product's, just below: the picture adds nothing to read (alt=""), as in list rows. */}
        <ProductPicture image={image} priority={priority} />
        <h3 className={styles.name}>{product.name}</h3>
      </Link>
      <p className={styles.price}>
        <SalePrice value={price.value} regular={price.regularPrice} discounted={price.isDiscounted} />
      </p>
      <TileActions product={product} />
    </article>
  );
}

/** A grid of tiles; pass how many lead the page so their pictures come first. */
/** Tiles hydrate in groups of this many, each group its own task, so a long list never blocks the phone for long. */
const hydrationGroup = 8;

export function ProductGrid({ products, eager = 4 }: { products: Product[]; eager?: number }) {
  const groups = Array.from({ length: Math.ceil(products.length / hydrationGroup) }, (_, group) =>
    products.slice(group * hydrationGroup, (group + 1) * hydrationGroup),
  );
  return (
    <ul className={styles.grid}>
      {groups.map((group, groupIndex) => (
        <Suspense key={group[0]?.id ?? groupIndex}>
          {group.map((product, index) => (
            <li key={product.id}>
              <ProductTile product={product} priority={groupIndex * hydrationGroup + index < eager} />
            </li>
          ))}
        </Suspense>
      ))}
    </ul>
  );
}
