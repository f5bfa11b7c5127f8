import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '@storefront/shared/store';
import { toSavedProduct, type SavedProduct } from '../saved-products/saved-product.ts';
import { useSavedList } from '../saved-products/use-saved-list.ts';
import { HeartIcon } from '../saved-products/icons.tsx';
import { FullNotice, useFullNotice } from '../saved-products/full-notice.tsx';
import { wishlist } from './wishlist-list.ts';
import styles from '../saved-products/saved-buttons.module.css';

/**
 * Adds a product to the wishlist or takes it out; `compact` is the round icon a product tile shows. When the list
 * holds its limit already it says so instead of adding.
 */
export function WishlistButton({ product, compact = false }: { product: SavedProduct; compact?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { has } = useSavedList(wishlist);
  const [full, setFull] = useFullNotice();
  const saved = has(product.id);
  const label = intl.formatMessage({ id: saved ? 'catalog.wishlist.removeNamed' : 'catalog.wishlist.addNamed' }, { name: product.name });
  const toggle = () => {
    if (saved) {
      dispatch(wishlist.remove(product.id));
      setFull(false);
    } else {
      setFull(dispatch(wishlist.add(toSavedProduct(product))) === 'full');
    }
  };
  return (
    <span className={styles.withNotice}>
      <button
        type="button"
        className={[styles.button, compact && styles.icon, saved && styles.on].filter(Boolean).join(' ')}
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
        onClick={toggle}
      >
        <HeartIcon filled={saved} />
        {!compact && <FormattedMessage id={saved ? 'catalog.wishlist.remove' : 'catalog.wishlist.add'} />}
      </button>
      <FullNotice shown={full} list="wishlist" limit={wishlist.limit} name={product.name} />
    </span>
  );
}
