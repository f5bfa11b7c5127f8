import { FormattedMessage, useIntl } from 'react-intl';
import styles from './errors.module.css';

/**
 * The shell's offline screen: a page asked for without a connection could not load (ADR 0017). It takes the page's
 * place in the main region, the header and footer staying; the page loads by itself when the connection comes back,
 * and Try again asks for it at once.
 */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <section className={styles.screen} aria-labelledby="offline-title" data-testid="shell-offline-screen">
      <title>{intl.formatMessage({ id: 'shell.offline.title' })}</title>
      <h1 id="offline-title">
        <FormattedMessage id="shell.offline.title" />
      </h1>
      <p>
        <FormattedMessage id="shell.offline.text" />
      </p>
      <button type="button" className={styles.homeButton} onClick={onRetry}>
        <FormattedMessage id="shell.offline.retry" />
      </button>
    </section>
  );
}
