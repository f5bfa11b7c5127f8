/** Renders the page the URL names: a remote's page module, one of the shell's own pages or screens, or not-found. */
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { RemoteSlot, type PageProps } from '@storefront/shared/remotes';
import { NotFound } from '@storefront/shared/ui';
import { useLang } from '@storefront/shared/i18n';
import { useRouter } from '@storefront/shared/routing';
import { brandsEnabled } from '@storefront/shared/config';
import { isShellPage, localeRedirectTo, matchRoute } from '../routing/routes.ts';
import { redirectRuleFor } from '../routing/redirect-rules.ts';
import { shellPages } from './shell-pages.ts';
import { useShopConfig } from './config-context.tsx';
import { ErrorScreen } from '../errors/error-screen.tsx';
import styles from './app.module.css';

export function PageOutlet() {
  const location = useLocation();
  const lang = useLang();
  const config = useShopConfig();
  const match = matchRoute(location.pathname, location.search, { brands: brandsEnabled(config) });
  useNewPageFocus(location.pathname, (location.state as { keepScroll?: boolean } | null)?.keepScroll ?? false);
  // A redirected path reached without the router's navigate (the history's back and forward buttons).
  const rule = redirectRuleFor(location.pathname, config.redirects);
  if (rule) return <RuleRedirect to={rule.to} />;
  switch (match.kind) {
    case 'page': {
      if ('screen' in match.route) return <ErrorScreen />;
      const { page } = match.route;
      if (isShellPage(page)) {
        const ShellPage = shellPages[page.shell].default;
        return <ShellPage key={match.route.id} lang={match.lang} params={match.params} />;
      }
      return (
        <RemoteSlot<PageProps>
          key={match.route.id}
          remote={page.remote}
          module={page.module}
          props={{ lang: match.lang, params: match.params }}
          loading={<div className={styles.pageLoading} aria-busy="true" />}
        />
      );
    }
    case 'redirect':
      return <Navigate to={match.to} replace />;
    case 'locale-redirect':
      return <Navigate to={localeRedirectTo(lang, match.path, location.search)} replace />;
    case 'not-found':
      return <NotFound path={match.path} />;
  }
}

function RuleRedirect({ to }: { to: string }) {
  const router = useRouter();
  useEffect(() => router.navigate(to, { replace: true }), [to, router]);
  return null;
}

/**
 * A new page moves focus to its main region, so screen readers start there. The scroll is the router's
 * (`<ScrollRestoration>`: the top, the fragment's element, or where the shopper was on Back and Forward).
 */
function useNewPageFocus(pathname: string, keepScroll: boolean) {
  // The page the document arrived with keeps the browser's own focus.
  const [arrival] = useState(pathname);
  useEffect(() => {
    if (keepScroll || pathname === arrival) return;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, keepScroll, arrival]);
}
