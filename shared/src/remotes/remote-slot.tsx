/**
 * Where a remote's page or widget goes. A failed or slow remote costs only its slot: the boundary
 * shows a localized message with a retry, while the rest of the page keeps working.
 * On the server a failed load makes React stream the Suspense fallback and the browser renders the slot itself.
 */
import { Component, Suspense, createContext, use, useContext, useState, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { MessagesProvider } from '../i18n/remote-intl.tsx';
import { useLang } from '../i18n/lang.tsx';
import { refKey, type RemoteLoader, type RemoteRef } from './types.ts';
import styles from './remote-slot.module.css';

const LoaderContext = createContext<RemoteLoader | null>(null);

export function RemoteLoaderProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return <LoaderContext.Provider value={loader}>{children}</LoaderContext.Provider>;
}

function useRemoteLoader(): RemoteLoader {
  const loader = useContext(LoaderContext);
  if (!loader) throw new Error('RemoteSlot needs a <RemoteLoaderProvider> (the shell provides one).');
  return loader;
}

export interface RemoteSlotProps<P> extends RemoteRef {
  props: P;
  /** What shows while the remote loads (keep it the size of the content, so nothing shifts). */
  loading?: ReactNode;
  /** Inline slots (a header widget) get a compact failure message. */
  compact?: boolean;
  /**
   * A widget that shows nothing until something opens it (the mini cart) shows nothing when its remote fails either:
   * the shell's own parts around it (the cart badge) keep working. The failure is still logged.
   */
  quiet?: boolean;
}

export function RemoteSlot<P extends object>({ remote, module, props, loading, compact, quiet }: RemoteSlotProps<P>) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const ref = { remote, module };
  return (
    <SlotBoundary
      key={attempt}
      remoteRef={ref}
      loader={loader}
      compact={compact ?? false}
      quiet={quiet ?? false}
      onRetry={() => {
        loader.reset(ref);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={loading ?? <div className={styles.loading} aria-busy="true" />}>
        <RemoteContent<P> remoteRef={ref} props={props} />
      </Suspense>
    </SlotBoundary>
  );
}

function RemoteContent<P extends object>({ remoteRef, props }: { remoteRef: RemoteRef; props: P }) {
  const loader = useRemoteLoader();
  const lang = useLang();
  const { module, messages } = use(loader.load<P>(remoteRef, lang));
  const Page = module.default;
  return (
    <MessagesProvider messages={messages}>
      <Page {...props} />
    </MessagesProvider>
  );
}

interface BoundaryProps {
  remoteRef: RemoteRef;
  loader: RemoteLoader;
  compact: boolean;
  quiet: boolean;
  onRetry: () => void;
  children: ReactNode;
}

class SlotBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`[remote ${refKey(this.props.remoteRef)}] failed:`, error.message, info.componentStack ?? '');
    this.props.loader.caught?.(this.props.remoteRef, error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.quiet) return null;
    return (
      <div
        role="alert"
        className={this.props.compact ? styles.compact : styles.failed}
        data-testid={`shared-slot-error-${refKey(this.props.remoteRef)}`}
      >
        <p>
          <FormattedMessage id={this.props.compact ? 'shell.remote.unavailableShort' : 'shell.remote.unavailable'} />
        </p>
        <button type="button" className={styles.retry} onClick={this.props.onRetry}>
          <FormattedMessage id="shell.remote.retry" />
        </button>
      </div>
    );
  }
}
