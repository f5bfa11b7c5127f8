/** What the server learnt about the visitor from the request, for the consent banner and the country notice. */
import type { ConsentChoice } from '@storefront/shared/consent';
import { preferredCountryCookie } from '@storefront/shared/config';

export interface CountryNoticeData {
  /** ISO code of the country the visitor seems to be in (differs from the shop's). */
  visitor: string;
  /** Its name and the shop's country's name, in the page's language (named by the server, so hydration matches). */
  visitorName: string;
  shopName: string;
  /** The delivery country the shopper chose before (footer or an earlier notice), named like the others. */
  deliveryName?: string;
}

export interface VisitorData {
  /** The saved cookie choice; null until the shopper makes one (the banner shows). */
  consent: ConsentChoice | null;
  /** Present when the notice is due: the countries differ and the shopper has not dismissed it for this country. */
  countryNotice?: CountryNoticeData;
}

/** Remembers that the notice was dismissed (or answered) for this visitor country; about six months. */
export const countryNoticeCookie = 'shell_country_notice';
export const countryCookieMaxAge = 182 * 24 * 60 * 60;

/** A cookie's value in a `document.cookie` string, or undefined. */
export function cookieValue(cookies: string, name: string): string | undefined {
  const pair = cookies.split('; ').find((part) => part.startsWith(`${name}=`));
  return pair?.slice(name.length + 1);
}

/**
 * Attributes the head script of a shared page sets on the root element (ADR 0600): the consent cookie holds a choice;
 * the country notice was answered for the country the page was rendered for (`data-visitor`). CSS hides those parts.
 */
export const sharedStateMarks = {
  consentSaved: 'data-consent-saved',
  noticeAnswered: 'data-notice-answered',
  visitor: 'data-visitor',
  /** The api's signed-in hint is set: the header's guest link gives way to the account menu (ADR 0302, 0502). */
  signedIn: 'data-signed-in',
} as const;

/** Saves the shopper's delivery country (the api estimates shipping to it; ADR 0009). Browser only. */
export function savePreferredCountry(iso: string): void {
  document.cookie = `${preferredCountryCookie}=${iso}; Max-Age=${countryCookieMaxAge}; Path=/; SameSite=Lax`;
}
