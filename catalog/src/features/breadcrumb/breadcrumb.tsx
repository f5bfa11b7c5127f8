/** Where a page sits in the shop: home, the category path, then the page itself (not a link: it is here). */
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import type { BreadcrumbItem } from '@storefront/shared/schemas';
import styles from './breadcrumb.module.css';

export function Breadcrumb({ path, current }: { path: BreadcrumbItem[]; current: string }) {
  const intl = useIntl();
  const lang = useLang();
  return (
    <nav aria-label={intl.formatMessage({ id: 'catalog.breadcrumb.label' })}>
      <ol className={styles.breadcrumb}>
        <li>
          <Link to={paths.home(lang)}>
            <FormattedMessage id="catalog.breadcrumb.home" />
          </Link>
        </li>
        {path.map((crumb) => (
          <li key={crumb.id_category}>
            <Link to={crumb.link}>{crumb.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
