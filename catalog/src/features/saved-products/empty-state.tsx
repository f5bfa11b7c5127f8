import { FormattedMessage } from 'react-intl';
import { useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import styles from './saved-page.module.css';

/** What an empty saved list says, and the way back to the shop. */
export function EmptyState({
  titleId,
  hintId,
  values,
}: {
  titleId: string;
  hintId: string;
  values?: Record<string, number | string>;
}) {
  const lang = useLang();
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>
        <FormattedMessage id={titleId} />
      </p>
      <p>
        <FormattedMessage id={hintId} values={values} />
      </p>
      <Link to={paths.home(lang)} className={styles.cta}>
        <FormattedMessage id="catalog.saved.continue" />
      </Link>
    </div>
  );
}
