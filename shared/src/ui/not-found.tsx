import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../routing/router.tsx';
import { useLang } from '../i18n/lang.tsx';
import styles from './ui.module.css';

/** The 404 screen (SPEC sections 2 and 8); any page can show it for a thing that does not exist. */
export function NotFound({ path }: { path: string }) {
  const lang = useLang();
  const intl = useIntl();
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <title>{intl.formatMessage({ id: 'shell.notFound.title' })}</title>
      <h1 id="not-found-title">
        <FormattedMessage id="shell.notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="shell.notFound.text" />
      </p>
      <p className={styles.muted} data-testid="shared-not-found-path">
        <FormattedMessage id="shell.notFound.path" values={{ path }} />
      </p>
      <Link to={`/${lang}`} className={styles.homeLink}>
        <FormattedMessage id="shell.notFound.home" />
      </Link>
    </section>
  );
}
