/** Backs the shared routing contract with the shell's router, so remotes never import it. */
import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from './location.tsx';
import { RouterProvider, type Router } from '@storefront/shared/routing';
import { useLang } from '@storefront/shared/i18n';

/** A path in another language, or outside the shop, is a new document (new messages, new store). */
const needsFullLoad = (to: string, lang: string) =>
  /^[a-z]+:/i.test(to) || !(to === `/${lang}` || to.startsWith(`/${lang}/`) || to.startsWith(`/${lang}?`));

export function RouterBridge({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const lang = useLang();
  const router = useMemo<Router>(
    () => ({
      pathname: location.pathname,
      search: location.search,
      navigate(to, options) {
        if (needsFullLoad(to, lang)) {
          window.location.assign(to);
          return;
        }
        navigate(to, { replace: options?.replace, state: { keepScroll: options?.preventScrollReset } });
      },
    }),
    [location.pathname, location.search, navigate, lang],
  );
  return <RouterProvider router={router}>{children}</RouterProvider>;
}
