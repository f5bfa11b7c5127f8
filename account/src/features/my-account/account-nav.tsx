/**
 * The sections of the shopper's space (overview, addresses, orders), the current one marked, and the newsletter: a
 * part of the overview, linked to by its heading's id (the shell's router brings it into view).
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '@storefront/shared/i18n';
import { Link, useRouter } from '@storefront/shared/routing';
import { accountPaths } from '../guard/guard.ts';
import { newsletterHeadingId } from './newsletter-card.tsx';
import styles from './my-account.module.css';

export function AccountNav() {
  const lang = useLang();
  const intl = useIntl();
  const { pathname } = useRouter();
  const sections = [
    { to: accountPaths.overview(lang), id: 'account.nav.overview', exact: true },
    { to: accountPaths.addresses(lang), id: 'account.nav.addresses', exact: false },
    { to: accountPaths.orders(lang), id: 'account.nav.orders', exact: false },
    { to: `${accountPaths.overview(lang)}#${newsletterHeadingId}`, id: 'account.nav.newsletter', exact: true },
  ];
  return (
    <nav aria-label={intl.formatMessage({ id: 'account.nav.label' })} className={styles.nav}>
      <ul>
        {sections.map((section) => {
          const current = section.exact ? pathname === section.to : pathname.startsWith(section.to);
          return (
            <li key={section.to}>
              <Link to={section.to} aria-current={current ? 'page' : undefined}>
                <FormattedMessage id={section.id} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
