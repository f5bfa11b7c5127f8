import { memo, Suspense, useState } from 'react';
import { preload } from 'react-dom';
import { copyWithStructuralSharing } from '@reduxjs/toolkit/query/react';
import type { Product } from '@storefront/shared/domain';
import { useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import { ProductPicture } from './product-picture.tsx';
import { TileActions } from './tile-actions.tsx';
import { Kept, keptKeyOf, SalePrice } from '@storefront/shared/ui';
import styles from './product-tile.module.css';

/**
 * A product in a list: picture, name and price; the first pictures of a page load eagerly. Memoised: a tile whose
 * product is the same object (`useSameProducts`) is not rendered again when its list changes around it.
 */
export const ProductTile = memo(function ProductTile({
  product,
  priority = false,
}: {
  product: Product;
  priority?: boolean;
}) {
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
});

/**
 * A list's products, each the object shown before when that product has not changed (compared by value, kept by id
 * for as long as the list is shown): a facet or a sort that keeps a product on the page does not render its tile
 * again, which on a phone is most of what a filtered list costs.
 */
export function useSameProducts(products: Product[]): Product[] {
  // The list as it was given and as it was shown, adjusted during the render that gets a new list (React's pattern
  // for state that follows a prop), so the new list is shown in that same render.
  const [shown, setShown] = useState({ given: products, same: products });
  if (shown.given === products) return shown.same;
  const before = new Map(shown.same.map((product) => [product.id, product]));
  const same = products.map((product) => copyWithStructuralSharing(before.get(product.id), product));
  setShown({ given: products, same });
  return same;
}

/**
 * What a tile's markup is made of: the product as the page has it (the page's language is the store's scope), and
 * whether its picture loads first. Written once per frozen product (`mapProduct` of a reply the store or the server
 * keeps: the same object on every render).
 */
const tileKey = (product: Product, priority: boolean): string =>
  keptKeyOf(priority ? 'catalog.tile.first' : 'catalog.tile', product);

/** Tiles hydrate in groups of this many, each group its own task, so a long list never blocks the phone for long. */
const hydrationGroup = 8;

/**
 * A grid of tiles; pass how many lead the page so their pictures come first. The groups are places in the grid (keyed
 * by position), so a product that stays in its group keeps its tile when the list changes.
 */
export function ProductGrid({ products: given, eager = 4 }: { products: Product[]; eager?: number }) {
  const products = useSameProducts(given);
  const groups = Array.from({ length: Math.ceil(products.length / hydrationGroup) }, (_, group) =>
    products.slice(group * hydrationGroup, (group + 1) * hydrationGroup),
  );
  return (
    <ul className={styles.grid}>
      {groups.map((group, groupIndex) => (
        <Suspense key={groupIndex}>
          {group.map((product, index) => {
            const priority = groupIndex * hydrationGroup + index < eager;
            // A picture that loads first is preloaded from the head. React would do it for the tile's own image, but
            // a kept tile is written as HTML, whose image React never sees: asked here, a kept tile's is preloaded
            // too (the same link, which React then writes once).
            if (priority) preload(product.primaryImage.url, { as: 'image', fetchPriority: 'high' });
            return (
              // A tile is the same on every page that lists its product: the server renders it once (ADR 0600), one
              // copy for a place whose picture loads first and one for the others.
              <Kept as="li" key={product.id} keepKey={tileKey(product, priority)}>
                <ProductTile product={product} priority={priority} />
              </Kept>
            );
          })}
        </Suspense>
      ))}
    </ul>
  );
}
