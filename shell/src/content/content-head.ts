/** What crawlers read in <head> for a content page, and where the page lives in the shopper's language. */
import { locales, type Locale } from '@storefront/shared/i18n';
import type { PageHead, PageRedirect } from '@storefront/shared/remotes';
import { paths } from '@storefront/shared/routing';
import type { ContentPage } from '@storefront/shared/schemas';

/** The page's path in `lang`, as the api names it (its own slug when the api names none). */
export const contentPath = (page: ContentPage, lang: Locale): string =>
  page.links[lang] ?? paths.content(lang, page.slug);

export function contentHead(page: ContentPage, lang: Locale): PageHead {
  // Each shop language under its own slug; English is the default.
  const alternates: Record<string, string> = Object.fromEntries(
    Object.entries(page.links).filter(([code]) => (locales as readonly string[]).includes(code)),
  );
  if (alternates.en) alternates['x-default'] = alternates.en;
  return { title: page.title, description: page.meta_description, canonical: contentPath(page, lang), alternates };
}

/**
 * A content page asked for under a slug that is not its own in `lang` (another language's, ADR 0007) lives at its own:
 * a permanent redirect there with the request's query. Only a shop path ('/' then not '/' or '\\') is followed.
 */
export function contentRedirect(
  page: ContentPage,
  lang: Locale,
  askedPath: string,
  query: URLSearchParams,
): PageRedirect | undefined {
  const own = contentPath(page, lang);
  if (own === askedPath || !/^\/[^/\\]/.test(own)) return undefined;
  const search = query.toString();
  return { to: search ? `${own}?${search}` : own, status: 301 };
}
