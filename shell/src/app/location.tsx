/**
 * The shell's router: the URL as React state over the History API, which is all the shell used of react-router (its
 * routes are its own table, shell/src/routing/routes.ts). A navigation is a transition, so the current page stays
 * on screen, styled and interactive, until the next page's module and its CSS have loaded (ADR 0501).
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

export interface ShellLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that led here carried (`navigate(to, { state })`), kept by the history entry. */
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface RouterValue {
  location: ShellLocation;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);

/** A path, query and fragment (relative to the current path when not absolute) as a location. */
function locationOf(to: string, from: string, state: unknown): ShellLocation {
  const url = new URL(to, new URL(from, 'http://shop.invalid'));
  return { pathname: url.pathname, search: url.search, hash: url.hash, state };
}

const hrefOf = (location: ShellLocation) => `${location.pathname}${location.search}${location.hash}`;

/** The path and query the browser's router last rendered (null before its first commit). */
let renderedPage: string | null = null;

/**
 * Whether the page shows the address bar's path and query: every navigation writes the address bar first and renders
 * the next page in a transition, during which the previous page stays (and answers presses). A fragment is not a
 * page (an in-page link changes it without the router). Browser only.
 */
export const navigationSettled = (): boolean => renderedPage === `${window.location.pathname}${window.location.search}`;

/** The browser's router: pushes and replaces history entries, and follows the back and forward buttons. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(() => locationOf(window.location.href, '/', stateOf(window.history.state)));
  useEffect(() => {
    renderedPage = `${location.pathname}${location.search}`;
  }, [location]);
  useEffect(() => {
    const onPopState = (event: PopStateEvent) =>
      startTransition(() => setLocation(locationOf(window.location.href, '/', stateOf(event.state))));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  // One function for the page's whole life (effects that depend on it run once): it reads the address bar, which
  // every navigation writes first.
  const navigate = useCallback<NavigateFunction>((to, options) => {
    const next = locationOf(to, window.location.href, options?.state ?? null);
    const entry = { usr: next.state };
    if (options?.replace) window.history.replaceState(entry, '', hrefOf(next));
    else window.history.pushState(entry, '', hrefOf(next));
    startTransition(() => setLocation(next));
  }, []);
  const value = useMemo<RouterValue>(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A history entry's navigation state (`usr`, where react-router kept it too, so older entries still read). */
function stateOf(entry: unknown): unknown {
  return typeof entry === 'object' && entry !== null && 'usr' in entry ? entry.usr : null;
}

/** A router that keeps its location in memory: the server's render (one location) and component tests. */
export function MemoryRouter({ location: initial, children }: { location: string; children: ReactNode }) {
  const [location, setLocation] = useState(() => locationOf(initial, '/', null));
  const navigate = useCallback<NavigateFunction>((to, options) => {
    startTransition(() => setLocation((from) => locationOf(to, hrefOf(from), options?.state ?? null)));
  }, []);
  const value = useMemo<RouterValue>(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouterValue(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('The shell renders inside a <BrowserRouter> or a <MemoryRouter>.');
  return value;
}

export const useLocation = (): ShellLocation => useRouterValue().location;

export const useNavigate = (): NavigateFunction => useRouterValue().navigate;

/** Navigates once rendered (a redirect the browser finds by itself; the server answers those with a status). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
