/** Backs the shared routing contract with the shell's router, so remotes never import it. */
import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from './location.tsx';
import { RouterProvider, type Router } from '@storefront/shared/routing';
import { useLang } from '@storefront/shared/i18n';
import { isAbsoluteTarget, redirectedTarget } from '../routing/redirect-rules.ts';
import { useShopConfig } from './config-context.tsx';

/** A path in another language, or outside the shop, is a new document (new messages, new store). */
const needsFullLoad = (to: string, lang: string) =>
  isAbsoluteTarget(to) || !(to === `/${lang}` || to.startsWith(`/${lang}/`) || to.startsWith(`/${lang}?`));

export function RouterBridge({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const lang = useLang();
  const { redirects } = useShopConfig();
  const router = useMemo<Router>(
    () => ({
      pathname: location.pathname,
      search: location.search,
      navigate(requested, options) {
        // SHOP_REDIRECTS hold in the browser too: the navigation goes where the server would send it.
        const to = redirectedTarget(requested, redirects);
        if (needsFullLoad(to, lang)) {
          if (options?.replace) window.location.replace(to);
          else window.location.assign(to);
          return;
        }
        navigate(to, { replace: options?.replace, state: { keepScroll: options?.preventScrollReset } });
      },
    }),
    [location.pathname, location.search, navigate, lang, redirects],
  );
  return <RouterProvider router={router}>{children}</RouterProvider>;
}
