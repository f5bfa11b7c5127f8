import { FormattedMessage, useIntl } from 'react-intl';
import styles from './errors.module.css';

/** The 503 screen (SPEC sections 2 and 8): the maintenance message plus 'Please try again in a few minutes.'. */
export function MaintenanceScreen() {
  const intl = useIntl();
  return (
    <section className={styles.screen} aria-labelledby="maintenance-title">
      <title>{intl.formatMessage({ id: 'shell.maintenance.title' })}</title>
      <h1 id="maintenance-title">
        <FormattedMessage id="shell.maintenance.title" />
      </h1>
      <p>
        <FormattedMessage id="shell.maintenance.text" />
      </p>
      <p>
        <FormattedMessage id="shell.maintenance.retry" />
      </p>
    </section>
  );
}
