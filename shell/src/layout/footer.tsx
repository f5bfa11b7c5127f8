import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '@storefront/shared/i18n';
import { Link, paths } from '@storefront/shared/routing';
import { Kept, keptKeyOf } from '@storefront/shared/ui';
import { useBootstrap } from '../app/bootstrap-context.tsx';
import { CookieSettingsButton } from './consent-banner.tsx';
import { useShopName } from './shop-name.ts';
import { DeliveryCountry } from './delivery-country.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import styles from './layout.module.css';

/** The footer: it reads no address, so a navigation renders it again only for its language links. */
export const Footer = memo(function Footer() {
  const lang = useLang();
  const intl = useIntl();
  const data = useBootstrap();
  const contact = data?.contact_info;
  const cmsPages = data?.cms_pages ?? noPages;
  const shopName = useShopName();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-label={intl.formatMessage({ id: 'shell.footer.pages' })}>
          {/* The shop's pages and its address are the bootstrap's, the same on every page: rendered once (ADR 0600). */}
          <Kept as="div" keepKey={keptKeyOf('shell.footer.pages', cmsPages)}>
            <h2 className={styles.footerTitle}>
              <FormattedMessage id="shell.footer.help" />
            </h2>
            <ul className={styles.footerLinks}>
              {cmsPages.map((page) => (
                <li key={page.id}>
                  <Link to={paths.content(lang, page.slug)}>{page.title}</Link>
                </li>
              ))}
              <li>
                <CookieSettingsButton className={styles.footerButton} />
              </li>
            </ul>
          </Kept>
        </nav>
        {contact && (
          <address className={styles.contact}>
            <Kept as="div" keepKey={keptKeyOf('shell.footer.contact', contact)}>
              <h2 className={styles.footerTitle}>
                <FormattedMessage id="shell.footer.contact" />
              </h2>
              <div>{contact.company}</div>
              <div>
                {contact.address.address1}, {contact.address.postcode} {contact.address.city}
              </div>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              {contact.phone && <div>{contact.phone}</div>}
            </Kept>
          </address>
        )}
        <DeliveryCountry />
        {/* On a phone the header keeps one row (logo, saved lists, account, cart): the languages are here instead. */}
        <div className={styles.footerLanguages}>
          <h2 className={styles.footerTitle}>
            <FormattedMessage id="shell.header.language" />
          </h2>
          <LanguageSwitcher />
        </div>
      </div>
      <p className={styles.copyright}>
        <FormattedMessage id="shell.footer.copyright" values={{ name: shopName }} />
      </p>
    </footer>
  );
});

const noPages: never[] = [];
