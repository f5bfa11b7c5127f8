import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, useGetCartItemsQuery } from '@storefront/shared/api';
import { useEvent } from '@storefront/shared/events';
import { useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import { useAppDispatch } from '@storefront/shared/store';
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
  const [count, setCount] = useState(data?.products_count ?? 0);
  useEffect(() => {
    if (data) setCount(data.products_count);
  }, [data]);
  useEvent('checkout:cart-updated', (summary) => setCount(summary.count));
  useEvent('account:auth-changed', () => void dispatch(api.util.invalidateTags(['Cart', 'Customer'])));
  return (
    <Link to={paths.cart(lang)} className={styles.toolLink} aria-label={intl.formatMessage({ id: 'shell.header.cartLabel' }, { count })}>
      <FormattedMessage id="shell.header.cart" />
      <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
