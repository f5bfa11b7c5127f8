/**
 * A thin bar at the top of the window while a client-side navigation is still loading after ~300 ms (a quicker one
 * shows nothing, so fast pages do not flicker). "Loading" means what the shopper sees: the page region still holds
 * something marked aria-busy (a remote's page loading, a skeleton waiting for data), which every page and slot of the
 * shop sets while it loads, whichever app drew it. Screen readers hear "Loading page…" once per slow navigation.
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRouter } from '@storefront/shared/routing';
import styles from './navigation-progress.module.css';

/** How long a navigation may take before the bar shows. */
export const progressDelayMs = 300;

/** The page region the bar watches (the layout's <main>). */
const pageRegionId = 'main';

export function NavigationProgress() {
  const intl = useIntl();
  const { pathname, search } = useRouter();
  const location = `${pathname}${search}`;
  // The location the bar last watched (null until the page the document came with, the server's, is seen).
  const watched = useRef<string | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const arrival = watched.current === null;
    watched.current = location;
    if (arrival) return;
    const region = document.getElementById(pageRegionId);
    if (!region) return;
    const busy = () => region.querySelector('[aria-busy="true"]') !== null;
    let due = false;
    const settle = () => {
      if (!busy()) {
        observer.disconnect();
        clearTimeout(timer);
        setVisible(false);
      } else if (due) {
        setVisible(true);
      }
    };
    const observer = new MutationObserver(settle);
    const timer = setTimeout(() => {
      due = true;
      settle();
    }, progressDelayMs);
    observer.observe(region, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      setVisible(false);
    };
  }, [location]);

  return (
    <>
      <div className={styles.bar} hidden={!visible} aria-hidden="true" data-testid="shell-navigation-progress" />
      <p role="status" className="visually-hidden">
        {visible ? intl.formatMessage({ id: 'shell.navigation.loading' }) : ''}
      </p>
    </>
  );
}
