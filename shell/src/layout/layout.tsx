import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { ConsentBanner } from './consent-banner.tsx';
import { CountryNotice } from './country-notice.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import styles from './layout.module.css';
import { mainRegionId } from './main-region.ts';
import { AfterMain } from './after-main.tsx';

/**
 * The default layout: header, the page, footer. Each region is its own Suspense boundary, so the
 * browser hydrates them as separate tasks (shorter long tasks on a slow phone) and the header
 * becomes interactive first. The cookie banner comes first in the tab order (right after the skip link) though it
 * shows at the bottom; the country notice sits above the header, in the HTML from the first byte. Their state lives
 * in App, above this layout, so leaving it for the blank one and coming back does not reset them.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <a href={`#${mainRegionId}`} className={styles.skipLink}>
        <FormattedMessage id="shell.layout.skipToContent" />
      </a>
      <ConsentBanner />
      <CountryNotice />
      <Suspense>
        <Header />
      </Suspense>
      <main id={mainRegionId} tabIndex={-1} className={styles.main}>
        <NavigationProgress />
        {children}
      </main>
      <AfterMain />
      <Suspense>
        <Footer />
      </Suspense>
    </div>
  );
}
