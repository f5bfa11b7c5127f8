import { FormattedMessage, useIntl } from 'react-intl';
import styles from './errors.module.css';

/**
 * The page the server answers (503) when the api cannot be reached at all: the shop cannot show a page honestly, so it
 * says so in the page's language, asks to come back shortly, and gives the operator SPEC section 8's message for a
 * refused backend ('Please check if the middleware is running…') as the detail.
 */
export function BackendDownScreen() {
  const intl = useIntl();
  return (
    <section className={styles.screen} aria-labelledby="backend-down-title">
      <title>{intl.formatMessage({ id: 'shell.backendDown.title' })}</title>
      <h1 id="backend-down-title">
        <FormattedMessage id="shell.backendDown.title" />
      </h1>
      <p>
        <FormattedMessage id="shell.maintenance.retry" />
      </p>
      <p className={styles.detail} data-testid="shell-backend-down-detail">
        <FormattedMessage id="shell.errors.middlewareDown" />
      </p>
    </section>
  );
}
