/**
 * The visitor's country: the CDN's country header when the shop runs behind one (ADR 0009), else, with `GEOIP=on`,
 * the country of the client's address (ADR 0013), else unknown; and the consent and notice state from the cookies.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { preferredCountryCookie } from '@storefront/shared/config';
import { consentCookie, parseConsent } from '@storefront/shared/consent';
import { intlLocale, type Locale } from '@storefront/shared/i18n';
import { countryNoticeCookie, type VisitorData } from '../src/app/visitor.ts';
import { clientAddress } from './client-address.ts';

/** Country headers CDNs and proxies set (Cloudflare, CloudFront, and a generic one a proxy can set). */
export const countryHeaders = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-country'] as const;

/** `code` as an upper-case ISO 3166 region that has a name, else undefined (CDNs send XX or T1 for unknown or Tor). */
export function knownRegion(code: string | undefined): string | undefined {
  const upper = code?.trim().toUpperCase();
  if (!upper || !/^[A-Z]{2}$/.test(upper)) return undefined;
  // Asked on every render (the shop's country, the shopper's choice): Intl's answer for a code is kept (676 at most).
  let known = knownRegions.get(upper);
  if (known === undefined) {
    known = Boolean(regionName(upper, 'en'));
    knownRegions.set(upper, known);
  }
  return known ? upper : undefined;
}
const knownRegions = new Map<string, boolean>();

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

/** Where the visitor's country came from: the CDN's header, the client's address, or nowhere. */
export interface FoundCountry {
  country: string | undefined;
  /**
   * The address was asked (no header, `GEOIP=on`): whatever it answered, the page's bytes depend on the address,
   * which no `Vary` can name, so no shared cache may keep them.
   */
  byAddress: boolean;
}

/**
 * The visitor's country: a CDN's header wins; without one, the locator (`GEOIP=on`) asked about the client's address
 * as the api proxy knows it (the socket's, or the trusted proxy's `X-Forwarded-For` entry with `TRUST_PROXY`).
 */
export function findVisitorCountry(
  req: IncomingMessage,
  trustProxy: boolean,
  locate?: (address: string) => string | undefined,
): FoundCountry {
  const header = visitorCountry(req.headers);
  if (header || !locate) return { country: header, byAddress: false };
  return { country: locate(clientAddress(req, trustProxy)), byAddress: true };
}

/** What the page shows this visitor: the consent state, and the country notice for `visitor`'s country. */
export function readVisitor(
  visitor: string | undefined,
  cookies: Record<string, string>,
  shopCountry: string,
  lang: Locale,
): VisitorData {
  const consent = parseConsent(cookies[consentCookie]);
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
