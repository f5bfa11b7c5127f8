import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import styles from './layout.module.css';

/**
 * The default layout: header, the page, footer. Each region is its own Suspense boundary, so the
 * browser hydrates them as separate tasks (shorter long tasks on a slow phone) and the header
 * becomes interactive first.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        <FormattedMessage id="shell.layout.skipToContent" />
      </a>
      <Suspense>
        <Header />
      </Suspense>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}
