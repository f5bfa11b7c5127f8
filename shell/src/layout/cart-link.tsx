import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetCartItemsQuery } from '@storefront/shared/api';
import { useEvent } from '@storefront/shared/events';
import { useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import styles from './layout.module.css';

/** The cart link and its item count: from the cart on load, then from every `checkout:cart-updated` (this tab or another). */
export function CartLink() {
  const lang = useLang();
  const intl = useIntl();
  const { data } = useGetCartItemsQuery();
  const [published, setPublished] = useState<number | null>(null);
  useEvent('checkout:cart-updated', ({ count }) => setPublished(count));
  const count = published ?? data?.products_count ?? 0;
  return (
    <Link to={paths.cart(lang)} className={styles.toolLink} aria-label={intl.formatMessage({ id: 'shell.header.cartLabel' }, { count })}>
      <FormattedMessage id="shell.header.cart" />
      <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
