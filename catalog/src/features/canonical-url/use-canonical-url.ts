import { useEffect } from 'react';
import { useRouter } from '@storefront/shared/routing';
import { canonicalUrl } from './canonical-url.ts';

/**
 * After a client-side navigation to a page under a slug that is not its own, replaces the URL with its canonical one
 * (the server answers such a request with a 301). `link` must be the reply for the page shown, not a previous one.
 */
export function useCanonicalUrl(link: string | undefined): void {
  const { pathname, search, navigate } = useRouter();
  const to = canonicalUrl(pathname, search, link);
  useEffect(() => {
    // The same page at its own address: keep the scroll position and focus the navigation already set.
    if (to !== null) navigate(to, { replace: true, preventScrollReset: true });
  }, [to, navigate]);
}
