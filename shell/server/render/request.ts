/**
 * The first steps of a page request, pure: what was asked (`readRequest`), and where it goes (`routeRequest`): a
 * redirect, or a page with its language, its first status and whether it is shared (the same HTML for every guest,
 * ADR 0600) or personal.
 */
import { redirectRuleFor } from '../../src/routing/redirect-rules.ts';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { localeCookie, pickLocale, type Locale } from '@storefront/shared/i18n';
import { brandsEnabled, parseCookies } from '@storefront/shared/config';
import { isSharedRoute, layoutOf, localeRedirectTo, matchRoute, type RouteDef } from '../../src/routing/routes.ts';
import type { ServerConfig } from '../config.ts';
import { originOf } from '../origin.ts';
import { findVisitorCountry, knownRegion } from '../visitor.ts';
import type { LocateAddress } from '../geoip.ts';
import { takePagePart, type PagePart } from './page-part.ts';

export interface PageRequest {
  url: URL;
  headers: IncomingHttpHeaders;
  cookies: Record<string, string>;
  /** The shop's origin for absolute links. */
  origin: string;
  acceptsGzip: boolean;
  /** The visitor's country (a CDN's header, else with `GEOIP=on` the client's address), if known. */
  visitorCountry?: string;
  /** The visitor's country when it is one other than the shop's (the country notice), else ''. */
  noticeCountry: string;
  /** The country was looked up from the client's address: a shared page must not be kept by a shared cache. */
  countryByAddress: boolean;
  /** A part of a shared page the page's starter asked for (`?_part=`, taken out of `url`), else null. */
  part: PagePart | null;
}

/** What was asked; `locate` (GEOIP=on) finds the country of the client's address when no CDN header names one. */
export function readRequest(req: IncomingMessage, config: ServerConfig, locate?: LocateAddress): PageRequest {
  const { country: visitor, byAddress } = findVisitorCountry(req, config.trustProxy, locate);
  const url = new URL(req.url ?? '/', 'http://shop.invalid');
  const part = takePagePart(url);
  return {
    url,
    headers: req.headers,
    cookies: parseCookies(req.headers.cookie),
    origin: originOf(req, config),
    acceptsGzip: /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')),
    visitorCountry: visitor,
    noticeCountry: visitor && visitor !== knownRegion(config.shop.country) ? visitor : '',
    countryByAddress: byAddress,
    part,
  };
}

/** What a redirect to the shopper's language depends on (the saved choice, then the browser's languages). */
export const localeRedirectVary = 'Cookie, Accept-Language';

/** A slug without a language, which the content api alone can tell a page from a typo by (./content-slug.ts). */
export interface ContentSlugQuestion {
  slug: string;
  /** The shopper's language, found as for the root. */
  lang: Locale;
  search: string;
  /** What the path is when the api does not know the slug: the 404 it always was. */
  notFound: Extract<Routed, { kind: 'page' }>;
}

export type Routed =
  | { kind: 'redirect'; to: string; status: number; vary?: string }
  | ({ kind: 'content-slug' } & ContentSlugQuestion)
  | {
      kind: 'page';
      lang: Locale;
      /** The matched route; absent for a path no route matches (404). */
      route?: RouteDef;
      params: Record<string, string>;
      /** The status before the page's data has its say (a product that does not exist turns it into 404). */
      status: number;
      /** The blank layout: no header widgets to load. */
      blank: boolean;
      /** The route is shared: rendered without the shopper's cookie, cached, public to CDNs. */
      shared: boolean;
    };

/** Where a request goes once nothing is left to ask. */
export type Decided = Exclude<Routed, { kind: 'content-slug' }>;

export function routeRequest(request: Pick<PageRequest, 'url' | 'cookies' | 'headers'>, config: ServerConfig): Routed {
  const { url } = request;
  const rule = redirectRuleFor(url.pathname, config.shop.redirects);
  if (rule) return { kind: 'redirect', to: rule.to, status: rule.status ?? 302 };
  const match = matchRoute(url.pathname, url.search, { brands: brandsEnabled(config.shop) });
  if (match.kind === 'redirect') return { kind: 'redirect', to: match.to, status: match.status };
  const detected = () => pickLocale(request.cookies[localeCookie], request.headers['accept-language']);
  if (match.kind === 'locale-redirect')
    return {
      kind: 'redirect',
      to: localeRedirectTo(detected(), match.path, url.search),
      status: 302,
      vary: localeRedirectVary,
    };
  if (match.kind === 'not-found') {
    const lang = match.lang ?? detected();
    const notFound = { kind: 'page', lang, params: {}, status: 404, blank: false, shared: false } as const;
    return match.slug === undefined
      ? notFound
      : { kind: 'content-slug', slug: match.slug, lang, search: url.search, notFound };
  }
  const { route } = match;
  return {
    kind: 'page',
    lang: match.lang,
    route,
    params: match.params,
    status: 'status' in route ? route.status : 200,
    blank: layoutOf(route) === 'blank',
    shared: isSharedRoute(route),
  };
}
