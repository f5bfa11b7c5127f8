/**
 * The small routing API remotes use instead of importing the shell's router (docs/design.md, "Routing contract").
 * The shell provides an implementation backed by its router; remotes see only this contract.
 */
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

export interface NavigateOptions {
  replace?: boolean;
  /** Keep the scroll position (for example when only the query changes). */
  preventScrollReset?: boolean;
}

export interface Router {
  /** The current location. */
  pathname: string;
  search: string;
  /** Client-side navigation to a shop path (absolute URLs load a new page). */
  navigate(to: string, options?: NavigateOptions): void;
  /**
   * Holds navigations to another page while `shouldBlock()` answers true, asking the shopper first; returns the call
   * that lets go. Absent in a router that cannot ask (a test's, an older shell's): nothing is held there.
   */
  block?(shouldBlock: () => boolean): () => void;
}

const RouterContext = createContext<Router | null>(null);
/**
 * The router's `navigate`, one function for the provider's life that calls the router of the moment: what links and
 * buttons need, without the location, so a navigation does not render every link on the page again (a new query on a
 * listing re-rendered its hundred links, ~350 ms of a phone's CPU before the list was even asked for).
 */
const NavigateContext = createContext<Router['navigate'] | null>(null);

export function RouterProvider({ router, children }: { router: Router; children: ReactNode }) {
  const latest = useRef(router);
  useLayoutEffect(() => {
    latest.current = router;
  }, [router]);
  const navigate = useMemo<Router['navigate']>(() => (to, options) => latest.current.navigate(to, options), []);
  return (
    <RouterContext.Provider value={router}>
      <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>
    </RouterContext.Provider>
  );
}

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter needs a <RouterProvider> (the shell provides one).');
  return router;
}

/** Navigates with the router of the moment; the same function across navigations (a link needs no location). */
export function useNavigate(): Router['navigate'] {
  const navigate = useContext(NavigateContext);
  if (!navigate) throw new Error('useNavigate needs a <RouterProvider> (the shell provides one).');
  return navigate;
}

/**
 * While `when` is true (or, given a function, whenever it answers true at the moment the shopper leaves), leaving
 * for another page asks the shopper first: a form with unsaved input. The question and its answers are the shell's;
 * a change of the query or fragment on the same page is never held.
 */
export function useBlockNavigation(when: boolean | (() => boolean)): void {
  const { block } = useRouter();
  const latest = useRef(when);
  // Read when a navigation starts, so an answer given in the same event (a form's own submit) counts.
  useLayoutEffect(() => {
    latest.current = when;
  });
  useEffect(() => block?.(() => (typeof latest.current === 'function' ? latest.current() : latest.current)), [block]);
}

/** The URL query as a read-only view. */
export function useQuery(): URLSearchParams {
  return new URLSearchParams(useRouter().search);
}

/** The address of this page with query changes made: `null` or `''` removes a key. The path stays. */
export function useQueryHref(): (changes: Record<string, string | number | null>) => string {
  const { pathname, search } = useRouter();
  return (changes) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    const query = next.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
}

/** Writes the URL query: `null` or `''` removes a key. The path stays. */
export function useSetQuery(): (changes: Record<string, string | number | null>, options?: NavigateOptions) => void {
  const router = useRouter();
  const hrefWith = useQueryHref();
  return (changes, options) => router.navigate(hrefWith(changes), { preventScrollReset: true, ...options });
}

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && !event.defaultPrevented;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
}

/** An anchor that navigates inside the shop without a page load (and stays a real link for new tabs). */
export function Link({ to, replace, onClick, target, children, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const external = /^[a-z]+:/i.test(to);
  return (
    <a
      href={to}
      target={target}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (external || target || !isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    >
      {children}
    </a>
  );
}

/** Shop paths, so every app builds the same URLs (SPEC section 2). */
export const paths = {
  home: (lang: string) => `/${lang}`,
  product: (lang: string, id: number | string, slug: string) => `/${lang}/${id}-${slug}.html`,
  category: (lang: string, id: number | string, slug: string) => `/${lang}/${id}-${slug}`,
  cart: (lang: string) => `/${lang}/cart`,
  checkout: (lang: string) => `/${lang}/checkout`,
  login: (lang: string) => `/${lang}/login`,
  register: (lang: string) => `/${lang}/register`,
  account: (lang: string) => `/${lang}/my-account`,
  search: (lang: string, q?: string) => `/${lang}/search${q ? `?q=${encodeURIComponent(q)}` : ''}`,
  content: (lang: string, slug: string) => `/${lang}/${slug}`,
};
