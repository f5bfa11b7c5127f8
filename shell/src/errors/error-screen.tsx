import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '@storefront/shared/i18n';
import styles from './errors.module.css';

/**
 * The generic error screen (SPEC sections 2 and 8: 'An error occurred' and a 'Go back home' button). The button
 * submits a plain GET form to the localized root, so it works without JavaScript (the server's last-resort page
 * has none) and leaves a failed app for a fresh document.
 */
export function ErrorScreen() {
  const lang = useLang();
  const intl = useIntl();
  return (
    <section className={styles.screen} aria-labelledby="error-title">
      <title>{intl.formatMessage({ id: 'shell.errorPage.title' })}</title>
      <h1 id="error-title">
        <FormattedMessage id="shell.errorPage.title" />
      </h1>
      <form method="get" action={`/${lang}`}>
        <button type="submit" className={styles.homeButton}>
          <FormattedMessage id="shell.errorPage.home" />
        </button>
      </form>
    </section>
  );
}
