/**
 * The visitor's country without a geo database: the CDN's country header when the shop runs behind one, else
 * unknown (ADR 0009); and the consent and notice state from the cookies.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { preferredCountryCookie } from '@storefront/shared/config';
import { consentCookie, parseConsent } from '@storefront/shared/consent';
import { intlLocale, type Locale } from '@storefront/shared/i18n';
import { countryNoticeCookie, type VisitorData } from '../src/app/visitor.ts';

/** Country headers CDNs and proxies set (Cloudflare, CloudFront, and a generic one a proxy can set). */
export const countryHeaders = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-country'] as const;

/** `code` as an upper-case ISO 3166 region that has a name, else undefined (CDNs send XX or T1 for unknown or Tor). */
export function knownRegion(code: string | undefined): string | undefined {
  const upper = code?.trim().toUpperCase();
  if (!upper || !/^[A-Z]{2}$/.test(upper)) return undefined;
  return regionName(upper, 'en') ? upper : undefined;
}

/** One DisplayNames per locale, made on first use (building one is costly; a page asked for several). */
const regionNames = new Map<string, Intl.DisplayNames>();

/** The region's name in `locale`, or undefined when Intl has none (it throws on a malformed code or locale). */
function regionName(code: string, locale: string | undefined): string | undefined {
  try {
    const key = locale ?? '';
    let names = regionNames.get(key);
    if (!names) {
      names = new Intl.DisplayNames(locale ? [locale] : [], { type: 'region', fallback: 'none' });
      regionNames.set(key, names);
    }
    return names.of(code);
  } catch {
    return undefined;
  }
}

export function visitorCountry(headers: IncomingHttpHeaders): string | undefined {
  for (const name of countryHeaders) {
    const value = headers[name];
    const region = knownRegion(Array.isArray(value) ? value[0] : value);
    if (region) return region;
  }
  return undefined;
}

export function readVisitor(
  headers: IncomingHttpHeaders,
  cookies: Record<string, string>,
  shopCountry: string,
  lang: Locale,
): VisitorData {
  const consent = parseConsent(cookies[consentCookie]);
  const visitor = visitorCountry(headers);
  // The config refuses a shop country without a name; should one get here anyway, nobody gets a notice.
  const shop = knownRegion(shopCountry);
  // A shopper who chose to ship to the country they are in needs no notice.
  const chosen = knownRegion(cookies[preferredCountryCookie]);
  if (!visitor || !shop || visitor === shop || cookies[countryNoticeCookie] === visitor || chosen === visitor)
    return { consent };
  const name = (code: string) => regionName(code, intlLocale[lang]) ?? code;
  return {
    consent,
    countryNotice: {
      visitor,
      visitorName: name(visitor),
      shopName: name(shop),
      ...(chosen ? { deliveryName: name(chosen) } : {}),
    },
  };
}
