import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '@storefront/shared/i18n';
import { Link } from '@storefront/shared/routing';
import { useAppDispatch } from '@storefront/shared/store';
import { toSavedProduct, type SavedProduct } from '../saved-products/saved-product.ts';
import { useSavedList } from '../saved-products/use-saved-list.ts';
import { CompareIcon } from '../saved-products/icons.tsx';
import { compareList } from './compare-list.ts';
import styles from '../saved-products/saved-buttons.module.css';

/** How long the "compare is full" notice stays (long enough to read and reach its link). */
const NOTICE_MS = 8000;

/** Adds a product to the comparison or takes it out; when four are there already it says so instead of adding. */
export function CompareButton({ product, compact = false }: { product: SavedProduct; compact?: boolean }) {
  const intl = useIntl();
  const lang = useLang();
  const dispatch = useAppDispatch();
  const { has } = useSavedList(compareList);
  const [full, setFull] = useState(false);
  const selected = has(product.id);
  useEffect(() => {
    if (!full) return;
    const timer = setTimeout(() => setFull(false), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [full]);
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
      {/* Rendered empty from the start so screen readers announce the notice when it appears. */}
      <span role="status" className={styles.notice}>
        {full && (
          <>
            <FormattedMessage id="catalog.compare.full" values={{ limit: compareList.limit, name: product.name }} />{' '}
            <Link to={`/${lang}/compare`}>
              <FormattedMessage id="catalog.compare.open" />
            </Link>
          </>
        )}
      </span>
    </span>
  );
}
