/**
 * Header widget (exposed as ./AccountMenu): a guest sees "Sign in"; a customer sees their first name and a menu (my
 * account, orders, sign out). Header rule for shared pages: it renders only what the store already holds (personal
 * pages prefetch the customer), keeps its size with a placeholder otherwise, and asks after hydration. Auth changes
 * arrive over the bus, from this tab or another, and show at once.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { api, isNotSignedIn, useGetCustomerQuery, useLogoutMutation } from '@storefront/shared/api';
import { hasSignedInHint } from '@storefront/shared/config';
import { useEvent, type EventMap } from '@storefront/shared/events';
import { Link, useRouter, paths } from '@storefront/shared/routing';
import type { PageProps } from '@storefront/shared/remotes';
import { useAppDispatch } from '@storefront/shared/store';
import { accountPaths } from '../guard/guard.ts';
import styles from './account-menu.module.css';

type Identity = { kind: 'unknown' } | { kind: 'guest' } | { kind: 'customer'; firstname: string };

/**
 * Who the header shows: a fresh auth event while the customer is being read again, else what the read says (a 401
 * first: RTK Query keeps the last data when a read fails).
 */
export function identityOf(
  data: { firstname: string } | undefined,
  error: unknown,
  announced: EventMap['account:auth-changed'] | null,
): Identity {
  if (announced) {
    return announced.signedIn && announced.firstname
      ? { kind: 'customer', firstname: announced.firstname }
      : { kind: 'guest' };
  }
  if (isNotSignedIn(error)) return { kind: 'guest' };
  if (data) return { kind: 'customer', firstname: data.firstname };
  return { kind: 'unknown' };
}

/**
 * The api's signed-in hint (ADR 0302) as this browser holds it now. False: no customer is signed in here, so there is
 * nothing to read (the read would only answer 401, which the browser logs as a failed resource). Null on the server,
 * which rendered from the read it made with the shopper's session (a guest's 401 shows the same Sign in link).
 */
export function signedInHint(): boolean | null {
  if (typeof document === 'undefined') return null;
  return hasSignedInHint(document.cookie);
}

const noSubscription = () => () => undefined;

/** The hint for what the menu shows: null while hydrating, like the server's HTML (a placeholder until it knew). */
const useShownHint = (): boolean | null => useSyncExternalStore(noSubscription, signedInHint, () => null);

function PersonIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
    </svg>
  );
}

export default function AccountMenu({ lang }: PageProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const router = useRouter();
  // The hint is read while rendering, hydration included, so no read is ever started for a guest (the first render's
  // effects would start it); what shows follows after hydration, as the server's HTML had it. An auth event reads
  // again whatever the cookie says.
  const [event, setEvent] = useState<{ payload: EventMap['account:auth-changed']; fetched: boolean } | null>(null);
  const shownHint = useShownHint();
  const { data, error, isFetching } = useGetCustomerQuery(undefined, { skip: signedInHint() === false && !event });
  const [logout, { isLoading: leaving }] = useLogoutMutation();
  // An event (above) holds until the read it causes has run (`fetched` once that read was seen in flight).
  const [announcement, setAnnouncement] = useState('');
  // What this tab's own sign-in or sign-out said, shown as well as announced: on the page it happened on and on the
  // page the shopper lands on next (signing in sends them on at once), until they dismiss it or move on again.
  const [notice, setNotice] = useState<{ text: string; pages: string[] } | null>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  useEvent('account:auth-changed', (payload, meta) => {
    setEvent({ payload, fetched: false });
    setOpen(false);
    // Another tab changed who is signed in: this tab's personal data is someone else's now.
    if (meta.fromOtherTab) dispatch(api.util.invalidateTags(['Customer', 'Cart', 'Address', 'Order', 'Checkout']));
    else {
      const text = t(payload.signedIn ? 'account.login.success' : 'account.menu.signedOut');
      setAnnouncement(text);
      setNotice({ text, pages: [router.pathname] });
    }
  });
  if (notice && !notice.pages.includes(router.pathname)) {
    if (notice.pages.length === 1) setNotice({ ...notice, pages: [...notice.pages, router.pathname] });
    else setNotice(null);
  }
  // Adjusted while rendering (React's pattern for state that follows a prop), not in an effect: no stale frame.
  if (event && isFetching && !event.fetched) setEvent({ ...event, fetched: true });
  else if (event?.fetched && !isFetching) setEvent(null);
  const who: Identity =
    shownHint === false && !event ? { kind: 'guest' } : identityOf(data, error, event?.payload ?? null);

  useEffect(() => {
    if (!open) return undefined;
    const close = (pointer: PointerEvent) => {
      if (!rootRef.current?.contains(pointer.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const onKeyDown = (keyboard: KeyboardEvent) => {
    if (keyboard.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const signOut = async () => {
    const result = await logout();
    if ('error' in result) {
      setAnnouncement(t('account.menu.signOutFailed'));
      return;
    }
    setOpen(false);
    if (router.pathname.startsWith(accountPaths.overview(lang))) router.navigate(paths.home(lang), { replace: true });
  };

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={onKeyDown}
      // Tabbing out of the open menu closes it, as a click outside does.
      onBlur={(focus) => {
        if (open && !rootRef.current?.contains(focus.relatedTarget as Node | null)) setOpen(false);
      }}
      data-testid="account-menu"
    >
      {who.kind === 'unknown' ? (
        <span className={styles.placeholder} aria-hidden="true" />
      ) : who.kind === 'guest' ? (
        <Link to={paths.login(lang)} className={styles.trigger}>
          <PersonIcon />
          <span className={styles.text}>{t('account.menu.signIn')}</span>
        </Link>
      ) : (
        <>
          <button
            ref={buttonRef}
            type="button"
            className={styles.trigger}
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={t('account.menu.label', { name: who.firstname })}
            onClick={() => setOpen(!open)}
          >
            <PersonIcon />
            <span className={styles.text} data-testid="account-menu-name">
              {who.firstname}
            </span>
          </button>
          <ul id={menuId} className={styles.menu} hidden={!open}>
            <li>
              <Link to={accountPaths.overview(lang)} onClick={() => setOpen(false)}>
                {t('account.nav.overview')}
              </Link>
            </li>
            <li>
              <Link to={accountPaths.orders(lang)} onClick={() => setOpen(false)}>
                {t('account.nav.orders')}
              </Link>
            </li>
            <li>
              <button type="button" className={styles.signOut} onClick={signOut} disabled={leaving}>
                {t('account.menu.signOut')}
              </button>
            </li>
          </ul>
        </>
      )}
      <span role="status" className={styles.live}>
        {announcement}
      </span>
      {notice ? (
        <div className={styles.notice} data-testid="account-notice">
          <span aria-hidden="true">{notice.text}</span>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t('account.menu.dismiss')}
            onClick={() => setNotice(null)}
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
