/** Backs the shared routing contract with the shell's router (react-router), so remotes never import it. */
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ScrollRestoration, useBlocker, useLocation, useNavigate, type BlockerFunction } from 'react-router';
import { RouterProvider, type Router } from '@storefront/shared/routing';
import { useLang } from '@storefront/shared/i18n';
import { isAbsoluteTarget, redirectedTarget } from '../routing/redirect-rules.ts';
import { useShopConfig } from './config-context.tsx';
import { FragmentIntoView } from './fragment-into-view.tsx';
import { LeaveDialog, type HeldNavigation } from './leave-dialog.tsx';

/** A path in another language, or outside the shop, is a new document (new messages, new store). */
const needsFullLoad = (to: string, lang: string) =>
  isAbsoluteTarget(to) || !(to === `/${lang}` || to.startsWith(`/${lang}/`) || to.startsWith(`/${lang}?`));

export function RouterBridge({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const lang = useLang();
  const { redirects } = useShopConfig();

  // What pages hold navigations for (unsaved input), asked as a navigation starts.
  const guards = useRef(new Set<() => boolean>());
  const block = useCallback((shouldBlock: () => boolean) => {
    guards.current.add(shouldBlock);
    return () => void guards.current.delete(shouldBlock);
  }, []);
  const holding = useCallback(() => [...guards.current].some((shouldBlock) => shouldBlock()), []);
  // Only another page is held: a new query or fragment keeps the page, and what was typed in it.
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && holding(),
      [holding],
    ),
  );
  // A new document (another language, another site) held the same way, until the shopper answers.
  const [heldLoad, setHeldLoad] = useState<HeldNavigation | null>(null);

  const router = useMemo<Router>(
    () => ({
      pathname: location.pathname,
      search: location.search,
      navigate(requested, options) {
        // SHOP_REDIRECTS hold in the browser too: the navigation goes where the server would send it.
        const target = redirectedTarget(requested, redirects);
        // A shop path is resolved against the page shown, as a link's href is.
        const next = new URL(target, `http://shop.invalid${location.pathname}${location.search}`);
        const to = isAbsoluteTarget(target) ? target : `${next.pathname}${next.search}${next.hash}`;
        if (needsFullLoad(to, lang)) {
          const load = () => (options?.replace ? window.location.replace(to) : window.location.assign(to));
          if (!holding()) return load();
          setHeldLoad({ proceed: load, reset: () => setHeldLoad(null) });
          return;
        }
        // The same path keeps its scroll (a new query, a filter).
        const keepScroll = options?.preventScrollReset ?? next.pathname === location.pathname;
        void navigate(to, {
          replace: options?.replace,
          preventScrollReset: keepScroll,
          state: { keepScroll: options?.preventScrollReset },
        });
      },
      block,
    }),
    [location.pathname, location.search, navigate, lang, redirects, block, holding],
  );
  const held: HeldNavigation | null =
    blocker.state === 'blocked' ? { proceed: () => blocker.proceed(), reset: () => blocker.reset() } : heldLoad;
  return (
    <RouterProvider router={router}>
      {children}
      <ScrollRestoration />
      <FragmentIntoView />
      {held ? <LeaveDialog held={held} /> : null}
    </RouterProvider>
  );
}
