/**
 * Product, category and brand URLs carry a slug in the page's language, but pages find what they show by id alone, so
 * the same page answers under any slug (another language's, an old one, a typo). It has one address: the reply's
 * `link`. Asked for at any other, the server answers 301 to it, and a client-side navigation replaces the URL with it.
 */
import type { PageRedirect } from '@storefront/shared/remotes';

/** Only a path on this shop: a reply can never send the shopper to another site (`//host` and `/\host` name hosts). */
const isShopPath = (link: string) => /^\/(?![/\\])/.test(link);

/**
 * The canonical URL for a page asked for at `path` (`search`: its query, '' or starting with '?', kept as it is), or
 * null when `path` already is it.
 */
export function canonicalUrl(path: string, search: string, link: string | undefined): string | null {
  if (!link || !isShopPath(link) || link === path) return null;
  return `${link}${search}`;
}

/** The prefetch's answer for a page asked for at `path` whose reply names `link` as its address. */
export function canonicalRedirect(path: string, query: URLSearchParams, link: string | undefined): PageRedirect | undefined {
  const search = query.toString();
  const to = canonicalUrl(path, search ? `?${search}` : '', link);
  return to === null ? undefined : { to, status: 301 };
}
