/**
 * The route guard of SPEC section 6 for /my-account and its sections: a guest is sent to the login page with the
 * way back in `?redirect=`. On the server (prefetch) it is a redirect before anything renders; in the browser (a
 * client-side visit, or a session that expired mid-visit) the page renders nothing of its own and replaces the URL.
 */
import { authApi, isNotSignedIn } from '@storefront/shared/api';
import { paths } from '@storefront/shared/routing';
import type { PrefetchContext, PrefetchResult } from '@storefront/shared/remotes';

/** The login page that brings the shopper back to `returnPath` after signing in. */
export const loginFor = (lang: string, returnPath: string): string =>
  `${paths.login(lang)}?redirect=${encodeURIComponent(returnPath)}`;

/** Only shop paths in the same language are followed after login (no open redirect). */
export function safeRedirect(target: string | null, lang: string): string {
  if (!target || target.startsWith('//') || target.includes('\\')) return paths.home(lang);
  return target === `/${lang}` || target.startsWith(`/${lang}/`) || target.startsWith(`/${lang}?`)
    ? target
    : paths.home(lang);
}

/** The guarded pages' paths (SPEC section 2). */
export const accountPaths = {
  overview: (lang: string) => `/${lang}/my-account`,
  addresses: (lang: string) => `/${lang}/my-account/addresses`,
  orders: (lang: string) => `/${lang}/my-account/orders`,
  order: (lang: string, id: number | string) => `/${lang}/my-account/orders/${id}`,
};

/**
 * Server side: reads the customer into the store (the page and the header greet them from it) or redirects a guest.
 * `returnPath` is the page's own path and query.
 */
export async function guardPrefetch(
  { store, lang }: PrefetchContext,
  returnPath: string,
): Promise<PrefetchResult | undefined> {
  const result = await store.dispatch(authApi.endpoints.getCustomer.initiate());
  if (isNotSignedIn(result.error)) return { redirect: { to: loginFor(lang, returnPath), status: 302 } };
  return undefined;
}

/** `path?query`, from a pathname and a query that may be empty. */
export const withQuery = (pathname: string, query: URLSearchParams): string => {
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
};
