/**
 * The visitor's country without a geo database: the CDN's country header when the shop runs behind one, else the
 * region of the browser's preferred language (ADR 0009); and the consent and notice state from the cookies.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { consentCookie, parseConsent } from '@storefront/shared/consent';
import { intlLocale, type Locale } from '@storefront/shared/i18n';
import { countryNoticeCookie, type VisitorData } from '../src/app/visitor.ts';

/** Country headers CDNs and proxies set (Cloudflare, CloudFront, and a generic one a proxy can set). */
export const countryHeaders = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-country'] as const;

/** `code` as an upper-case ISO 3166 region that has a name, else undefined (CDNs send XX or T1 for unknown or Tor). */
function knownRegion(code: string | undefined): string | undefined {
  const upper = code?.trim().toUpperCase();
  if (!upper || !/^[A-Z]{2}$/.test(upper)) return undefined;
  const name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(upper);
  return name ? upper : undefined;
}

/** The region of the most preferred Accept-Language tag that names one (`de-DE` → DE, `zh-Hant-TW` → TW). */
export function regionFromAcceptLanguage(header: string | undefined): string | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const region = knownRegion(tag.split('-').slice(1).find((subtag) => /^[A-Za-z]{2}$/.test(subtag)));
    if (region) return region;
  }
  return undefined;
}

export function visitorCountry(headers: IncomingHttpHeaders): string | undefined {
  for (const name of countryHeaders) {
    const value = headers[name];
    const region = knownRegion(Array.isArray(value) ? value[0] : value);
    if (region) return region;
  }
  return regionFromAcceptLanguage(headers['accept-language']);
}

export function readVisitor(headers: IncomingHttpHeaders, cookies: Record<string, string>, shopCountry: string, lang: Locale): VisitorData {
  const consent = parseConsent(cookies[consentCookie]);
  const visitor = visitorCountry(headers);
  const shop = shopCountry.toUpperCase();
  if (!visitor || visitor === shop || cookies[countryNoticeCookie] === visitor) return { consent };
  const names = new Intl.DisplayNames([intlLocale[lang]], { type: 'region' });
  return { consent, countryNotice: { visitor, visitorName: names.of(visitor) ?? visitor, shopName: names.of(shop) ?? shop } };
}
