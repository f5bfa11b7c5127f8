import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLang } from '@storefront/shared/i18n';
import styles from './layout.module.css';
import { mainRegionId } from './main-region.ts';
import { AfterMain } from './after-main.tsx';

/**
 * The blank layout (SPEC section 2): the logo and the page, no header or footer widgets, so it needs no remote,
 * no store and no script. Maintenance, the error route and the server's last-resort error page use it.
 * The logo is a plain link: a page in this layout may not be hydrated, and after an error a fresh document is
 * the safest way home.
 */
export function BlankLayout({ shopName, children }: { shopName?: string; children: ReactNode }) {
  const lang = useLang();
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.blankBar}>
          <a href={`/${lang}`} className={styles.logo} aria-label={intl.formatMessage({ id: 'shell.header.home' })}>
            {shopName?.trim() || intl.formatMessage({ id: 'shell.header.shopName' })}
          </a>
        </div>
      </header>
      <main id={mainRegionId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <AfterMain />
    </div>
  );
}
