/**
 * Product, category and brand URLs carry a slug in the page's language, but pages find what they show by id alone, so
 * the same page answers under any slug (another language's, an old one, a typo). It has one address: the reply's
 * `link`. Asked for at any other, the server answers 301 to it, and a client-side navigation replaces the URL with it.
 */
import type { PageRedirect } from '@storefront/shared/remotes';

const shop = 'http://shop.invalid';

/**
 * `link`'s path on this shop, or null: a reply can never send the shopper to another site. Resolved as a browser
 * would resolve a Location header, so `//host`, `/\host` and control characters (`/\t/host`) are caught too.
 */
function shopPath(link: string): string | null {
  if (!link.startsWith('/')) return null;
  try {
    const url = new URL(link, shop);
    return url.origin === shop ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * The canonical URL for a page asked for at `path` (`search`: its query, '' or starting with '?', kept as it is), or
 * null when `path` already is it.
 */
export function canonicalUrl(path: string, search: string, link: string | undefined): string | null {
  const target = link ? shopPath(link) : null;
  if (target === null || target === path) return null;
  return `${target}${search}`;
}

/** The prefetch's answer for a page asked for at `path` whose reply names `link` as its address. */
export function canonicalRedirect(
  path: string,
  query: URLSearchParams,
  link: string | undefined,
): PageRedirect | undefined {
  const search = query.toString();
  const to = canonicalUrl(path, search ? `?${search}` : '', link);
  return to === null ? undefined : { to, status: 301 };
}
