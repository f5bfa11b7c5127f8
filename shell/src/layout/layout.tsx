import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import styles from './layout.module.css';

/** The default layout: header, the page, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        <FormattedMessage id="shell.layout.skipToContent" />
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
