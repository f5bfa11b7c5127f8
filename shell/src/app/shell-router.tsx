/**
 * The shell's router: react-router's data router over one route, every path rendering the app, which matches the
 * shop's own table (routes.ts: a product's `{id}.html` is a partial segment react-router does not match). What the
 * shell takes from it (ADR 0503): navigations as transitions (the current page stays, styled and interactive, until
 * the next page's module and CSS have loaded), the scroll put back on Back and Forward, a `#fragment` on another page
 * brought into view, and a navigation held while a page has unsaved input.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { RouterProvider, createBrowserRouter, createMemoryRouter, useLocation, type RouteObject } from 'react-router';

/** The app the one route renders, given above the router: the same routes serve every page, server and browser. */
export const AppElement = createContext<ReactNode>(null);

/** The path and query the browser's router last rendered (null before its first commit). */
let renderedPage: string | null = null;

function ShellRoute() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    renderedPage = `${pathname}${search}`;
  }, [pathname, search]);
  return useContext(AppElement);
}

/** The one route, server and browser (the server's router is `shell/server/render/static-router.tsx`). */
export const routes: RouteObject[] = [{ id: 'shell', path: '*', Component: ShellRoute }];

/**
 * Whether the page shows the address bar's path and query: every navigation writes the address bar first and renders
 * the next page in a transition, during which the previous page stays (and answers presses). A fragment is not a
 * page (an in-page link changes it without the router). Browser only.
 */
export const navigationSettled = (): boolean => renderedPage === `${window.location.pathname}${window.location.search}`;

export type ShellRouter = ReturnType<typeof createBrowserRouter>;

/** Where react-router keeps the scroll positions of history entries for the tab (`<ScrollRestoration>`'s default). */
const scrollPositionsKey = 'react-router-scroll-positions';

/**
 * The entry the document arrived on keeps the browser's own scroll: the page was on screen, and may have been
 * scrolled, before its scripts ran (ADR 0502). It gets a key of its own (react-router names a first entry `default`,
 * so a position saved on one document would be put back on the next), and a position saved for it before a reload is
 * not put back at start (the browser already did).
 */
function adoptArrivalEntry(): void {
  const state: unknown = window.history.state;
  const entry = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const key = typeof entry.key === 'string' ? entry.key : Math.random().toString(36).slice(2, 10);
  if (entry.key !== key) window.history.replaceState({ ...entry, key }, '');
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(scrollPositionsKey) ?? '{}') as Record<string, number>;
    if (key in saved) {
      delete saved[key];
      window.sessionStorage.setItem(scrollPositionsKey, JSON.stringify(saved));
    }
  } catch {
    // Storage refused or unreadable: nothing saved to put back.
  }
}

/**
 * The browser's router. The (empty) hydration data says the server rendered this location: the router neither loads
 * nor scrolls on start.
 */
export function createShellBrowserRouter(): ShellRouter {
  adoptArrivalEntry();
  return createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
}

/** A router that keeps its history in memory (component tests). */
export const createShellMemoryRouter = (location: string): ShellRouter =>
  createMemoryRouter(routes, { initialEntries: [location], hydrationData: { loaderData: {} } });

/** Renders `children` (the app) under a browser or memory router. */
export function ShellRouterProvider({ router, children }: { router: ShellRouter; children: ReactNode }) {
  return (
    <AppElement.Provider value={children}>
      <RouterProvider router={router} />
    </AppElement.Provider>
  );
}
