/**
 * The visitor's country without a geo database: the CDN's country header when the shop runs behind one, else
 * unknown (ADR 0009); and the consent and notice state from the cookies.
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

export function visitorCountry(headers: IncomingHttpHeaders): string | undefined {
  for (const name of countryHeaders) {
    const value = headers[name];
    const region = knownRegion(Array.isArray(value) ? value[0] : value);
    if (region) return region;
  }
  return undefined;
}

export function readVisitor(headers: IncomingHttpHeaders, cookies: Record<string, string>, shopCountry: string, lang: Locale): VisitorData {
  const consent = parseConsent(cookies[consentCookie]);
  const visitor = visitorCountry(headers);
  const shop = shopCountry.toUpperCase();
  if (!visitor || visitor === shop || cookies[countryNoticeCookie] === visitor) return { consent };
  const names = new Intl.DisplayNames([intlLocale[lang]], { type: 'region' });
  return { consent, countryNotice: { visitor, visitorName: names.of(visitor) ?? visitor, shopName: names.of(shop) ?? shop } };
}
