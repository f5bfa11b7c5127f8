import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '@storefront/shared/store';
import { toSavedProduct, type SavedProduct } from '../saved-products/saved-product.ts';
import { useSavedList } from '../saved-products/use-saved-list.ts';
import { CompareIcon } from '../saved-products/icons.tsx';
import { FullNotice, useFullNotice } from '../saved-products/full-notice.tsx';
import { compareList } from './compare-list.ts';
import styles from '../saved-products/saved-buttons.module.css';

/** Adds a product to the comparison or takes it out; when four are there already it says so instead of adding. */
export function CompareButton({ product, compact = false }: { product: SavedProduct; compact?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { has } = useSavedList(compareList);
  const [full, setFull] = useFullNotice();
  const selected = has(product.id);
  const label = intl.formatMessage({ id: selected ? 'catalog.compare.removeNamed' : 'catalog.compare.addNamed' }, { name: product.name });
  const toggle = () => {
    if (selected) {
      dispatch(compareList.remove(product.id));
      setFull(false);
    } else {
      setFull(dispatch(compareList.add(toSavedProduct(product))) === 'full');
    }
  };
  return (
    <span className={styles.withNotice}>
      <button
        type="button"
        className={[styles.button, compact && styles.icon, selected && styles.on].filter(Boolean).join(' ')}
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
        onClick={toggle}
      >
        <CompareIcon filled={selected} />
        {!compact && <FormattedMessage id={selected ? 'catalog.compare.remove' : 'catalog.compare.add'} />}
      </button>
      <FullNotice shown={full} list="compare" limit={compareList.limit} name={product.name} />
    </span>
  );
}
