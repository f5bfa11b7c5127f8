import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, useGetCartItemsQuery } from '@storefront/shared/api';
import { useEvent } from '@storefront/shared/events';
import { useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import { useAppDispatch } from '@storefront/shared/store';
import { BagIcon } from './icons.tsx';
import styles from './layout.module.css';

/**
 * The cart link and its item count: from the cart on load, then from every `checkout:cart-updated`
 * (this tab or another). Signing in or out (here or in another tab) changes whose cart it is.
 */
export function CartLink() {
  const lang = useLang();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { data } = useGetCartItemsQuery();
  // An event's count holds until this tab's cart is read again (derived, not copied).
  const [published, setPublished] = useState<{ count: number; basis: typeof data } | null>(null);
  useEvent('checkout:cart-updated', (summary) => setPublished({ count: summary.count, basis: data }));
  const count = published && published.basis === data ? published.count : (data?.products_count ?? 0);
  useEvent('account:auth-changed', () => void dispatch(api.util.invalidateTags(['Cart', 'Customer'])));
  return (
    <Link
      to={paths.cart(lang)}
      className={styles.toolLink}
      aria-label={intl.formatMessage({ id: 'shell.header.cartLabel' }, { count })}
    >
      <BagIcon />
      <span className={styles.toolText}>
        <FormattedMessage id="shell.header.cart" />
      </span>
      <span className={styles.badge} data-testid="shell-cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
