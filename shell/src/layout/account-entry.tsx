/**
 * The header's account entry (ADR 0302). On a personal page it is the account remote's AccountMenu, rendered by the
 * server with the shopper's session. On a shared page (rendered once for every guest, ADR 0600) the HTML holds the
 * shell's own "Sign in" link in a box of the entry's final size, which works before any script runs (ADR 0502); a
 * browser with the api's signed-in hint hides it from the first paint (the head script marks the root), and after
 * hydration the AccountMenu is mounted in its place and greets the shopper (nothing of the account remote is fetched
 * for a guest, no call fails). Auth changes (this tab or another) and a stale hint the api cleared
 * (its 401 to the menu's read) are followed at once.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { hasSignedInHint } from '@storefront/shared/config';
import { useEventBus } from '@storefront/shared/events';
import { useLang } from '@storefront/shared/i18n';
import { RemoteSlot, type PageProps } from '@storefront/shared/remotes';
import { Link, paths } from '@storefront/shared/routing';
import { useAppStore } from '@storefront/shared/store';
import { sharedStateMarks } from '../app/visitor.ts';
import { PersonIcon } from './icons.tsx';
import styles from './layout.module.css';

/**
 * The hint as the browser holds it now; null on the server and while hydrating (the shared HTML knows no one, and
 * shows the guest link). Read
 * again on every auth event (the api has set or cleared the cookie by then, in any tab) and every store change (a
 * reply that cleared a stale hint).
 */
export function useSignedInHint(): boolean | null {
  const bus = useEventBus();
  const store = useAppStore();
  const subscribe = useCallback(
    (changed: () => void) => {
      const offBus = bus.subscribe('account:auth-changed', changed);
      const offStore = store.subscribe(changed);
      return () => {
        offBus();
        offStore();
      };
    },
    [bus, store],
  );
  return useSyncExternalStore(
    subscribe,
    () => hasSignedInHint(document.cookie),
    () => null,
  );
}

function AccountMenuSlot() {
  const lang = useLang();
  return (
    <RemoteSlot<PageProps>
      remote="account"
      module="AccountMenu"
      props={{ lang, params: {} }}
      compact
      loading={<span className={styles.accountPlaceholder} />}
    />
  );
}

/**
 * One shape on every page: the menu's slot is the same element whether the page is personal or a shared one seen by a
 * hinted browser, so moving between them (signing in sends the shopper from the login page to a shared one) keeps the
 * menu mounted, and with it what it was saying.
 */
export function AccountEntry({ shared }: { shared: boolean }) {
  const lang = useLang();
  const signedIn = useSignedInHint();
  // The head script hid the guest link for a hinted browser; once the app knows better (the hint is gone: signed out,
  // or the api found the session over), the link shows.
  useEffect(() => {
    if (shared && signedIn === false) document.documentElement.removeAttribute(sharedStateMarks.signedIn);
  }, [shared, signedIn]);
  if (!shared || signedIn) return <AccountMenuSlot />;
  return (
    <div className={styles.accountEntry} data-testid="shell-account-entry">
      <Link to={paths.login(lang)} className={styles.accountLink}>
        <PersonIcon />
        <span className={styles.accountText}>
          <FormattedMessage id="shell.header.signIn" />
        </span>
      </Link>
    </div>
  );
}
