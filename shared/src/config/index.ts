import { deliveryCountryCookie } from '../schemas/cookies.ts';

import { signedInHintCookie } from '../schemas/cookies.ts';

export { signedInHintCookie };

/** Whether a `document.cookie` string holds the api's signed-in hint (ADR 0302). */
export const hasSignedInHint = (cookies: string): boolean => cookies.split('; ').includes(`${signedInHintCookie}=1`);

/** Runtime configuration an operator changes without a rebuild (served uncached by the shell, inlined in each page). */
export type Theme = 'default' | 'blue';

export interface RedirectRule {
  /** Exact path (without trailing slash) this rule applies to. */
  from: string;
  /** Target: a shop path (client-side navigation) or an absolute URL (full page load). */
  to: string;
  status?: 301 | 302;
}

export interface ShopConfig {
  /** Base URL of the storefront api as the browser sees it (the shell proxies it, so cookies are first-party). */
  apiBaseUrl: string;
  /** Base URL of the content api (getContent). */
  contentBaseUrl: string;
  theme: Theme;
  /** ISO code of the country the shop sells from (drives the country notice). */
  country: string;
  maintenance: boolean;
  redirects: RedirectRule[];
}

/**
 * The delivery country a shopper chose in the shell's country notice or footer (an ISO code, path /, about six
 * months): the api estimates the cart's shipping and carriers to it until the cart has a delivery address, and the
 * checkout preselects it (ADR 0009). The name is part of the wire contract, so it lives with the schemas.
 */
export const preferredCountryCookie = deliveryCountryCookie;

/** The chosen delivery country (upper-case ISO code) in a Cookie header or `document.cookie`, or null. */
export function readPreferredCountry(cookieHeader: string | undefined | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== preferredCountryCookie) continue;
    const code = value.join('=').trim().toUpperCase();
    return /^[A-Z]{2}$/.test(code) ? code : null;
  }
  return null;
}

/** Brand routes exist only in the blue theme (SPEC section 2). */
export const brandsEnabled = (config: Pick<ShopConfig, 'theme'>): boolean => config.theme === 'blue';
