/**
 * The shop's route table (SPEC section 2) and its matcher: pure, so the server (status codes,
 * redirects) and the browser (navigation) decide the same way.
 */
import { isLocale, type Locale } from '@storefront/shared/i18n';
import type { RemoteRef } from '@storefront/shared/remotes';

/** SPEC section 2: two layouts. `default` has the header and footer (with their widgets); `blank` has the logo only. */
export type LayoutName = 'default' | 'blank';

/** Screens the shell renders itself, without a remote and without data (the error screen). */
export type ShellScreen = 'error';

/** A page the shell renders itself through the page contract (it has no remote: content pages). */
export interface ShellPageRef {
  shell: 'ContentPage';
}

interface RouteBase {
  id: string;
  /** Matches the path after the language prefix ('' for the home page); each named group is a route param. */
  pattern: RegExp;
  /** Routes that exist only in the blue theme (SPEC section 2: brands). */
  blueThemeOnly?: boolean;
}

/** A page with data (prefetch, head, status), rendered by a remote or by the shell itself, in the default layout. */
export interface PageRoute extends RouteBase {
  page: RemoteRef | ShellPageRef;
  /**
   * The page is the same for every guest (ADR 0600): its HTML carries nothing personal, so the server renders it
   * without the shopper's cookie, caches it and lets a CDN cache it. Without the flag a page is personal (cart,
   * checkout, account): rendered per request with the shopper's session, `private, no-store`.
   */
  shared?: true;
  /**
   * A personal page the server renders whole, whose app has nothing to do before the shopper acts (no poll, no
   * redirect, nothing to write): its scripts start on the first sign of use, as a shared page's do (ADR 0504), and
   * what is pressed or typed before is held and played. Without the flag a personal page starts at once.
   */
  startsOnUse?: true;
}

/** A screen of the shell's own, with its layout and the status the server answers it with. */
export interface ShellRoute extends RouteBase {
  screen: ShellScreen;
  layout: LayoutName;
  status: number;
}

export type RouteDef = PageRoute | ShellRoute;

/** Order matters: the first match wins, and the generic content page is matched last. */
export const routes: RouteDef[] = [
  { id: 'home', pattern: /^$/, page: { remote: 'catalog', module: 'HomePage' }, shared: true },
  // The generic error screen: 500 like the error it reports (ADR 0008), so nothing caches or indexes it as a page.
  { id: 'error', pattern: /^error$/, screen: 'error', layout: 'blank', status: 500 },
  { id: 'cart', pattern: /^cart$/, page: { remote: 'checkout', module: 'CartPage' }, startsOnUse: true },
  // Checkout outcomes, then the steps (one route, so moving between steps keeps the page mounted).
  {
    id: 'checkout-outcome',
    pattern: /^checkout\/(?<outcome>success|failed|validate)$/,
    page: { remote: 'checkout', module: 'CheckoutOutcomePage' },
  },
  {
    id: 'checkout',
    pattern: /^checkout(?:\/(?<step>account|address|delivery|message|vouchers|payment|review))?$/,
    page: { remote: 'checkout', module: 'CheckoutPage' },
    startsOnUse: true,
  },
  { id: 'login', pattern: /^login$/, page: { remote: 'account', module: 'LoginPage' }, startsOnUse: true },
  { id: 'register', pattern: /^register$/, page: { remote: 'account', module: 'RegisterPage' }, startsOnUse: true },
  {
    id: 'forgot-password',
    pattern: /^forgot-password$/,
    page: { remote: 'account', module: 'ForgotPasswordPage' },
  },
  {
    id: 'reset-password',
    pattern: /^reset-password$/,
    page: { remote: 'account', module: 'ResetPasswordPage' },
  },
  // Guarded (SPEC section 6): the pages' prefetch sends a guest to the login page.
  { id: 'my-account', pattern: /^my-account$/, page: { remote: 'account', module: 'MyAccountPage' } },
  {
    id: 'my-account-addresses',
    pattern: /^my-account\/addresses$/,
    page: { remote: 'account', module: 'AddressesPage' },
  },
  {
    id: 'my-account-orders',
    pattern: /^my-account\/orders$/,
    page: { remote: 'account', module: 'OrdersPage' },
  },
  {
    id: 'my-account-order',
    pattern: /^my-account\/orders\/(?<id>[0-9]+)$/,
    page: { remote: 'account', module: 'OrderPage' },
  },
  { id: 'search', pattern: /^search$/, page: { remote: 'catalog', module: 'SearchPage' }, shared: true },
  {
    id: 'wishlist',
    pattern: /^wishlist$/,
    page: { remote: 'catalog', module: 'WishlistPage' },
    shared: true,
  },
  { id: 'compare', pattern: /^compare$/, page: { remote: 'catalog', module: 'ComparePage' }, shared: true },
  {
    id: 'brands',
    pattern: /^brands$/,
    page: { remote: 'catalog', module: 'BrandsPage' },
    shared: true,
    blueThemeOnly: true,
  },
  // Brand: digits and dashes, a dash, then a slug.
  {
    id: 'brand',
    pattern: /^brands\/(?<id>[0-9][0-9-]*-[A-Za-z0-9-]+)$/,
    page: { remote: 'catalog', module: 'BrandPage' },
    shared: true,
    blueThemeOnly: true,
  },
  // Product: id is letters, digits and dashes only.
  {
    id: 'product',
    pattern: /^(?<id>[A-Za-z0-9-]+)\.html$/,
    page: { remote: 'catalog', module: 'ProductPage' },
    shared: true,
  },
  // Category: digits and dashes, a dash, then letters, digits and dashes (id-slug).
  {
    id: 'category',
    pattern: /^(?<id>[0-9][0-9-]*-[A-Za-z0-9-]+)$/,
    page: { remote: 'catalog', module: 'CategoryPage' },
    shared: true,
  },
  // Generic content page, matched last: a slug (lowercase letters, digits and dashes) the content api may know.
  {
    id: 'content',
    pattern: /^(?<slug>[a-z0-9]+(?:-[a-z0-9]+)*)$/,
    page: { shell: 'ContentPage' },
    shared: true,
  },
];

export const isShellPage = (page: PageRoute['page']): page is ShellPageRef => 'shell' in page;

/** The remote pages of the table (what the server warms and registers; the shell's own pages need no remote). */
export const remotePages: RemoteRef[] = routes.flatMap((route) =>
  'page' in route && !isShellPage(route.page) ? [route.page] : [],
);

/** A page's name for logs: 'catalog/ProductPage', 'shell/ContentPage'. */
export const pageName = (page: PageRoute['page']): string =>
  isShellPage(page) ? `shell/${page.shell}` : `${page.remote}/${page.module}`;

/** Whether a route's page is the same for every guest (its `shared` flag); screens and unflagged pages are personal. */
export const isSharedRoute = (route: RouteDef): boolean => 'page' in route && route.shared === true;

/**
 * Whether a route's scripts start on the shopper's first sign of use: a shared page (ADR 0502), or a personal page
 * flagged `startsOnUse` (ADR 0504). Screens start at once.
 */
export const startsOnUse = (route: RouteDef): boolean =>
  'page' in route && (route.shared === true || route.startsOnUse === true);

/** The layout a route renders in: the default one unless the route names another. */
export const layoutOf = (route: RouteDef): LayoutName => ('layout' in route ? route.layout : 'default');

export type RouteMatch =
  | { kind: 'page'; lang: Locale; route: RouteDef; params: Record<string, string> }
  | { kind: 'redirect'; to: string; status: 301 | 302 }
  /**
   * A path without a language (the root, or `/cart`, `/{id}-{slug}.html` shared from elsewhere or typed): the same
   * page under the shopper's language, found as for the root (the saved choice, then the browser's languages, then
   * English), in one redirect with the query kept. `path` is what follows the prefix ('' for the home page).
   */
  | { kind: 'locale-redirect'; path: string }
  /**
   * Not found; `slug` when the path is a slug without a language, which only the content api can tell a page from a
   * typo by (the generic content route matches nearly any word): the server asks it and sends a known slug on to the
   * page in the shopper's language, while the browser, which never gets such a path from the server unless it was not
   * found, shows not found as the server did.
   */
  | { kind: 'not-found'; lang: Locale | null; path: string; slug?: string };

export interface MatchOptions {
  /** The shop's theme is blue: brand routes exist. */
  brands?: boolean;
}

/** Matches a pathname (no query). */
export function matchRoute(pathname: string, search = '', options: MatchOptions = {}): RouteMatch {
  if (pathname === '/' || pathname === '') return { kind: 'locale-redirect', path: '' };
  // A trailing slash on any path but the root is removed by redirect.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return { kind: 'redirect', to: pathname.replace(/\/+$/, '') + search || '/', status: 301 };
  }
  const [, first = '', ...rest] = pathname.split('/');
  if (!isLocale(first)) {
    const path = pathname.slice(1);
    // Only a page is sent on (a screen such as the error page is never linked to from outside), and a content slug
    // only once the content api knows it (no redirect to a page that is not found).
    const found = routeFor(path, options);
    if (found?.route.id === 'content') return { kind: 'not-found', lang: null, path: pathname, slug: path };
    return found && 'page' in found.route
      ? { kind: 'locale-redirect', path }
      : { kind: 'not-found', lang: null, path: pathname };
  }
  const tail = rest.join('/');
  const found = routeFor(tail, options);
  if (found) {
    // A group that took no part in the match (the checkout without a step) is an empty param.
    const params = Object.fromEntries(Object.entries(found.params).map(([name, value]) => [name, value ?? '']));
    return { kind: 'page', lang: first, route: found.route, params };
  }
  return { kind: 'not-found', lang: first, path: pathname };
}

/** The first route of the table whose pattern matches `tail` (the path after the prefix), with its named groups. */
function routeFor(
  tail: string,
  options: MatchOptions,
): { route: RouteDef; params: Record<string, string | undefined> } | null {
  for (const route of routes) {
    if (route.blueThemeOnly && !options.brands) continue;
    const found = route.pattern.exec(tail);
    if (found) return { route, params: { ...found.groups } };
  }
  return null;
}

/** Where a locale redirect of `match` goes for a shopper of `lang`, the query kept. */
export const localeRedirectTo = (lang: Locale, path: string, search: string): string =>
  `/${lang}${path ? `/${path}` : ''}${search}`;
