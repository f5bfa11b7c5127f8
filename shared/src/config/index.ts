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
 * The delivery country a shopper chose in the shell's country notice (an ISO code, path /, about six months), for
 * the checkout to preselect when it asks for the delivery country; nothing reads it yet (ADR 0009).
 */
export const preferredCountryCookie = 'shell_country';

/** Brand routes exist only in the blue theme (SPEC section 2). */
export const brandsEnabled = (config: Pick<ShopConfig, 'theme'>): boolean => config.theme === 'blue';
