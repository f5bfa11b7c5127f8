/**
 * The confirmation after adding to the cart: a polite status message that hides itself after a while (not while
 * the pointer or focus is on it), with a link to the cart and a dismiss button.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import styles from './add-to-cart.module.css';

export const TOAST_MS = 6000;

export interface CartToastProps {
  /** How many were added; null when nothing is to be shown. A new object re-opens the toast. */
  added: { count: number } | null;
  /** Keep it stable (useCallback): a new function restarts the hide timer. */
  onDismiss(): void;
}

export function CartToast({ added, onDismiss }: CartToastProps) {
  const intl = useIntl();
  const lang = useLang();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!added || paused) return undefined;
    const timer = setTimeout(onDismiss, TOAST_MS);
    return () => clearTimeout(timer);
  }, [added, paused, onDismiss]);
  return (
    <div
      className={added ? styles.toast : styles.toastHidden}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* Always in the page, so screen readers already watch it when the message arrives. */}
      <p role="status" className={styles.toastMessage}>
        {added && <FormattedMessage id="catalog.product.added" values={{ count: added.count }} />}
      </p>
      {added && (
        <>
          <Link to={paths.cart(lang)} className={styles.toastLink}>
            <FormattedMessage id="catalog.product.viewCart" />
          </Link>
          <button
            type="button"
            className={styles.toastClose}
            aria-label={intl.formatMessage({ id: 'catalog.product.dismiss' })}
            onClick={onDismiss}
          >
            <span aria-hidden="true" className={styles.closeIcon} />
          </button>
        </>
      )}
    </div>
  );
}
