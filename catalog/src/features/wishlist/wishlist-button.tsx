import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '@storefront/shared/store';
import { toSavedProduct, type SavedProduct } from '../saved-products/saved-product.ts';
import { useSavedList } from '../saved-products/use-saved-list.ts';
import { HeartIcon } from '../saved-products/icons.tsx';
import { wishlist } from './wishlist-list.ts';
import styles from '../saved-products/saved-buttons.module.css';

/** Adds a product to the wishlist or takes it out; `compact` is the round icon a product tile shows. */
export function WishlistButton({ product, compact = false }: { product: SavedProduct; compact?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { has } = useSavedList(wishlist);
  const saved = has(product.id);
  const label = intl.formatMessage({ id: saved ? 'catalog.wishlist.removeNamed' : 'catalog.wishlist.addNamed' }, { name: product.name });
  return (
    <button
      type="button"
      className={[styles.button, compact && styles.icon, saved && styles.on].filter(Boolean).join(' ')}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
      onClick={() => dispatch(saved ? wishlist.remove(product.id) : wishlist.add(toSavedProduct(product)))}
    >
      <HeartIcon filled={saved} />
      {!compact && <FormattedMessage id={saved ? 'catalog.wishlist.remove' : 'catalog.wishlist.add'} />}
    </button>
  );
}
