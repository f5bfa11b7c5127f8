/** Brand URLs (SPEC section 2): `/{lang}/brands` and `/{lang}/brands/{id}-{slug}`; the id is what counts. */
import { locales } from '@storefront/shared/i18n';

export const brandsPath = (lang: string) => `/${lang}/brands`;
export const brandPath = (lang: string, id: number, slug: string) => `/${lang}/brands/${id}-${slug}`;

/** The brand id of a `{id}-{slug}` route parameter, or null when it has none. */
export function brandIdFrom(param: string): number | null {
  const match = /^(\d{1,9})-/.exec(param);
  const id = match?.[1] ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}

/** The same page in every shop language, for hreflang alternates. */
export const alternatesOf = (path: (lang: string) => string): Record<string, string> =>
  Object.fromEntries(locales.map((lang) => [lang, path(lang)]));

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The brand's description as plain text, for cards and the meta description (the api writes simple HTML). */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_match, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
