/**
 * Being offline, as the shopper sees it (ADR 0017): a notice while the connection is gone and when it comes back,
 * and the offline screen in place of a page that could not load without it. Both need the app: a shared page that
 * has not started its scripts yet (ADR 0502) shows neither.
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useRouter } from '@storefront/shared/routing';
import { OfflineScreen } from '../errors/offline-screen.tsx';
import { mainRegionId } from '../layout/main-region.ts';
import type { Connection, ConnectionState } from './connection.ts';
import styles from './offline.module.css';

/** How long 'You are back online' stays on screen (a screen reader hears it once, when it appears). */
export const backOnlineShownMs = 6_000;

// The server's render, and an app without a connection: online.
const onlineState: ConnectionState = { online: true, offlinePage: null, backOnline: false };
const always = () => onlineState;
const never = () => () => undefined;

function useConnectionState(connection: Connection | undefined): ConnectionState {
  return useSyncExternalStore(connection?.subscribe ?? never, connection?.state ?? always, always);
}

/** The page, or the offline screen when this location's page could not load for want of a connection. */
export function OfflineGate({ connection, children }: { connection?: Connection; children: ReactNode }) {
  const { offlinePage } = useConnectionState(connection);
  const { pathname, search } = useRouter();
  if (!connection || offlinePage !== `${pathname}${search}`) return children;
  return (
    <OfflineScreen
      onRetry={() => {
        // The button goes with the screen: focus stays in the page region rather than falling to the document.
        document.getElementById(mainRegionId)?.focus({ preventScroll: true });
        connection.retry();
      }}
    />
  );
}

/**
 * A polite status line at the top of the window: 'You are offline…' while the connection is gone, 'You are back
 * online' for a few seconds once it returns. The region is always in the page, empty while online, so a screen
 * reader hears each message when it appears.
 */
export function ConnectionNotice({ connection }: { connection?: Connection }) {
  const { online, backOnline } = useConnectionState(connection);
  useEffect(() => {
    if (!backOnline || !connection) return undefined;
    const timer = setTimeout(() => connection.settle(), backOnlineShownMs);
    return () => clearTimeout(timer);
  }, [backOnline, connection]);
  const message = !online ? 'shell.connection.offline' : backOnline ? 'shell.connection.backOnline' : null;
  return (
    <div
      role="status"
      className={message === null ? undefined : online ? styles.back : styles.offline}
      data-testid="shell-connection-notice"
    >
      {message !== null && (
        <p className={styles.text}>
          <FormattedMessage id={message} />
        </p>
      )}
    </div>
  );
}
