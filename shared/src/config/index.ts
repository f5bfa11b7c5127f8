import { parseCookie } from 'cookie';
import { deliveryCountryCookie } from '../schemas/cookies.ts';

import { signedInHintCookie } from '../schemas/cookies.ts';

export { signedInHintCookie };

/**
 * A Cookie header or `document.cookie` as name → value: the one parser of the shop, in the browser and on the server
 * (the `cookie` package). The first of two cookies with one name wins; values are URL-decoded where they decode.
 */
export function parseCookies(header: string | undefined | null): Record<string, string> {
  return parseCookie(header ?? '') as Record<string, string>;
}

/** Whether a `document.cookie` string holds the api's signed-in hint (ADR 0302). */
export const hasSignedInHint = (cookies: string): boolean => parseCookies(cookies)[signedInHintCookie] === '1';

/**
 * A shared page starts its scripts on the shopper's first sign of use (ADR 0502), unless this browser has something
 * personal to show on it at once: the signed-in hint, or a mark an app left in localStorage under this prefix while it
 * holds something for the header (a saved list, a cart). The shell's starter reads both before any script runs.
 */
export const personalMarkPrefix = 'sf:personal:';

/**
 * Leaves (`has`) or clears the mark of `owner` (owner-prefixed, e.g. `catalog:wishlist`). Quiet when storage is
 * missing, full or refused: without the mark the page starts on first use, and the header fills in then.
 */
export function markPersonal(owner: string, has: boolean): void {
  try {
    const storage = typeof window === 'undefined' ? null : window.localStorage;
    if (!storage) return;
    if (has) storage.setItem(personalMarkPrefix + owner, '1');
    else storage.removeItem(personalMarkPrefix + owner);
  } catch {
    // Refused storage: nothing to remember, nothing lost.
  }
}

/**
 * A button whose press is one api call the page can make before its app has started (ADR 0502, the first tap): the
 * attribute holds the call's JSON body. Only "Add to cart" carries it (`createCartItem`); the shell's starter makes
 * the call when that press is the page's first, shows the header's new count, and the app adopts the answer.
 */
export const earlyAddMark = 'data-early-add';

/**
 * Set by the starter on an "Add to cart" whose early call failed without an answer (it may have added all the same):
 * the key that call carried (`idempotency_key`). The app makes the add again with it, so the cart gets the unit once.
 */
export const earlyAddKeyMark = 'data-early-add-key';

/**
 * On the region of an "Add to cart": `no` as the server renders it, `yes` once the app has hydrated it (from then on its
 * press is the app's). Until then the starter answers the page's first add itself, even when the app has started
 * meanwhile (a scroll starts it): on a slow phone the app's start and hydration take seconds, and an add pressed in
 * them would wait for the region to hydrate and the app to settle (ADR 0502). A region without the attribute (a
 * remote built before it) is the app's once the app has played the starter's queue.
 */
export const earlyOwnedMark = 'data-app-owned';

/**
 * A control whose answer, pressed before the page's app has started, is another shared page (ADR 0502, the first
 * tap): the attribute holds that page's URL, and the starter brings that page in place at once (its HTML fetched, the
 * content and the app's start data swapped, the address moved) instead of starting the app, or loads it when it
 * cannot. A facet's label carries it (the listing with that filter toggled): one round trip, as a page without
 * scripts would answer, without loading a new document.
 */
export const earlyHrefMark = 'data-early-href';

/**
 * A disclosure button (its `aria-controls` names the region it shows) that the starter opens and closes before the
 * app has started, by the region's `earlyOpenMark`; the app adopts that state once hydrated (ADR 0502).
 */
export const earlyDiscloseMark = 'data-early-disclose';
export const earlyOpenMark = 'data-early-open';

/**
 * The search box's field: typed into before the app has started, its suggestions are asked (the `search` call) and
 * shown by the page's starter, in a list of links of its own under the field (`earlySuggestionsMark`, outside the
 * app's root), and the app starts once they show (ADR 0502, the first tap). The attribute holds what the box asks
 * and that list's texts in the page's language (JSON, `EarlySearch`). The app drops the list once its own show.
 */
export const earlySearchMark = 'data-early-search';
export const earlySuggestionsMark = 'data-early-suggestions';

export interface EarlySearch {
  /** The shortest phrase suggestions are asked for. */
  minLength: number;
  /** How long typing must pause before they are. */
  pauseMs: number;
  /** The list's accessible name. */
  label: string;
  /** Said beside a category's name. */
  category: string;
}

/** Takes the starter's suggestions away: the app shows its own, or the search box closed. */
export function dropEarlySuggestions(): void {
  if (typeof document !== 'undefined') document.querySelector(`[${earlySuggestionsMark}]`)?.remove();
}

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
  const code = parseCookies(cookieHeader)[preferredCountryCookie]?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

/** Brand routes exist only in the blue theme (SPEC section 2). */
export const brandsEnabled = (config: Pick<ShopConfig, 'theme'>): boolean => config.theme === 'blue';
