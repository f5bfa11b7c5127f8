/** The sitemap document (sitemaps.org urlset with hreflang alternates), from the shop's pages in every language. */
import { locales, type Locale } from '@storefront/shared/i18n';

/** One page of the shop: its path in each language (a language it lacks is left out). */
export type SitemapPage = Partial<Record<Locale, string>>;

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe in XML content and in a quoted attribute. */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);

/**
 * One `<url>` per page and language, each listing the page in every language it has (itself included, as the
 * sitemaps hreflang rules ask) and English as x-default. Paths are made absolute on `origin`.
 */
export function sitemapXml(pages: SitemapPage[], origin: string): string {
  const absolute = (path: string) => escapeXml(`${origin}${path}`);
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const page of pages) {
    const versions = locales.flatMap((lang) => (page[lang] ? [[lang, page[lang]] as const] : []));
    const alternates = versions.map(
      ([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${absolute(path)}"/>`,
    );
    if (page.en) alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(page.en)}"/>`);
    const links = alternates.join('');
    for (const [, path] of versions) parts.push(`<url><loc>${absolute(path)}</loc>${links}</url>\n`);
  }
  parts.push('</urlset>\n');
  return parts.join('');
}
