/**
 * The shopper's cookie choice (SPEC: categories necessary, statistics, marketing), as the shell stores it in a
 * first-party cookie. The shell asks and writes it; any app reads it here before setting a non-necessary cookie,
 * and hears changes as `shell:consent-changed` on the event bus.
 */
export interface ConsentChoice {
  /** Always true: the shop does not work without them (language, session, cart, these choices). */
  necessary: true;
  statistics: boolean;
  marketing: boolean;
}

export type ConsentCategory = Exclude<keyof ConsentChoice, 'necessary'>;
export const consentCategories: readonly ConsentCategory[] = ['statistics', 'marketing'];

/** Name and lifetime (about six months, then the shopper is asked again) of the cookie holding the choice. */
export const consentCookie = 'shell_consent';
export const consentCookieMaxAge = 182 * 24 * 60 * 60;

export const acceptAll: ConsentChoice = { necessary: true, statistics: true, marketing: true };
export const necessaryOnly: ConsentChoice = { necessary: true, statistics: false, marketing: false };

/** The cookie's value: the allowed categories joined by '.', e.g. `necessary.statistics` (no comma: not a cookie octet). */
export function serializeConsent(choice: ConsentChoice): string {
  return ['necessary', ...consentCategories.filter((category) => choice[category])].join('.');
}

/** The choice a cookie value holds; null when there is none (or it is not one of ours), so the shopper is asked. */
export function parseConsent(value: string | undefined): ConsentChoice | null {
  const parts = (value ?? '').split('.');
  if (parts[0] !== 'necessary') return null;
  return { necessary: true, statistics: parts.includes('statistics'), marketing: parts.includes('marketing') };
}

/** The choice saved in a `document.cookie` string (or a Cookie header). */
export function readConsent(cookies: string): ConsentChoice | null {
  const pair = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${consentCookie}=`));
  return parseConsent(pair?.slice(consentCookie.length + 1));
}

/** True when the shopper allowed `category` (necessary cookies are always allowed). */
export const allows = (choice: ConsentChoice | null, category: ConsentCategory | 'necessary'): boolean =>
  category === 'necessary' || Boolean(choice?.[category]);

/** The cookie string that saves `choice` (path /, SameSite Lax, like the locale cookie). */
export const consentCookieString = (choice: ConsentChoice): string =>
  `${consentCookie}=${serializeConsent(choice)}; Max-Age=${consentCookieMaxAge}; Path=/; SameSite=Lax`;
