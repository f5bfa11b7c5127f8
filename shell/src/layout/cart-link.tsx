import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, sharedApi, useGetCartItemsQuery } from '@storefront/shared/api';
import { markPersonal } from '@storefront/shared/config';
import { useEvent } from '@storefront/shared/events';
import { useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import { useAppDispatch, useAppStore } from '@storefront/shared/store';
import { cartBadgeMark, cartPersonalMark, earlyCountMark } from '../app/early-input.ts';
import { BagIcon } from './icons.tsx';
import styles from './layout.module.css';

/**
 * The cart link and its item count: from the cart in the store (a personal page's server read it; a shared page's
 * browser reads it after hydration, the badge holding its place meanwhile), then from every `checkout:cart-updated`
 * (this tab or another). Signing in or out (here or in another tab) changes whose cart it is.
 */
export function CartLink() {
  const lang = useLang();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { data, startedTimeStamp, isFetching } = useCart();
  // An event's count holds until the store has a cart read or written after it was heard (derived, not copied): a
  // change is told before the store has its reply, and a read asked before the change may land in between (ADR 0502).
  // A read asked in the millisecond the change was heard is after it: the api had made the change before it answered.
  const [published, setPublished] = useState<{ count: number; heardAt: number } | null>(null);
  useEvent('checkout:cart-updated', (summary) => setPublished({ count: summary.count, heardAt: Date.now() }));
  const storeIsNewer = !isFetching && startedTimeStamp !== undefined && startedTimeStamp >= (published?.heardAt ?? 0);
  // Unknown until the cart is read: a shared page is rendered without it (ADR 0600), so the badge keeps its place
  // empty rather than show a count that may be wrong, and the link's name is its text until then.
  const count = published && !storeIsNewer ? published.count : data?.products_count;
  useEvent('account:auth-changed', () => void dispatch(api.util.invalidateTags(['Cart', 'Customer'])));
  // A cart with something in it is counted on every page: shared pages start at once for it (ADR 0502). Once this
  // count shows, the one an early add put in the badge (the starter's) gives way.
  const badge = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (count === undefined) return;
    markPersonal(cartPersonalMark, count > 0);
    badge.current?.removeAttribute(earlyCountMark);
  }, [count]);
  return (
    <Link
      to={paths.cart(lang)}
      className={styles.toolLink}
      aria-label={count === undefined ? undefined : intl.formatMessage({ id: 'shell.header.cartLabel' }, { count })}
    >
      <BagIcon />
      <span className={styles.toolText}>
        <FormattedMessage id="shell.header.cart" />
      </span>
      <span
        className={count === undefined ? `${styles.badge} ${styles.badgePending}` : styles.badge}
        data-testid="shell-cart-count"
        ref={badge}
        {...{ [cartBadgeMark]: '' }}
        aria-hidden="true"
      >
        {count ?? '\u00a0'}
      </span>
    </Link>
  );
}

type CartRead = Pick<ReturnType<typeof useGetCartItemsQuery>, 'data' | 'startedTimeStamp' | 'isFetching'>;

const selectCart = sharedApi.endpoints.getCartItems.select();

/**
 * The cart as the server's store holds it when the page is rendered (a personal page's read, nothing on a shared one),
 * read as it is: the server fetches and follows nothing after its render, and the query's hook built its subscription
 * and selectors again in every render, 1-1.7 % of an uncached page's CPU (ADR 0600).
 */
function useCartAsRendered(): CartRead {
  const cart = selectCart(useAppStore().getState());
  return { data: cart.data, startedTimeStamp: cart.startedTimeStamp, isFetching: cart.isLoading };
}

/** The query's hook in the browser (it reads the cart once the app has started, then follows it); on the server, the store as it is. */
const useCart: () => CartRead = typeof window === 'undefined' ? useCartAsRendered : useGetCartItemsQuery;
