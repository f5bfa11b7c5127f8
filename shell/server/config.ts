/** The shell server's settings, from the environment (the README lists them). */
import path from 'node:path';
import type { ShopConfig, RedirectRule, Theme } from '@storefront/shared/config';
import { knownRegion } from './visitor.ts';
import { parseOverrideOrigins } from './remote-overrides.tsx';

export interface ServerConfig {
  port: number;
  host: string;
  /**
   * SHELL_INSTANCES: copies of this server on one port (node:cluster), one per core at most; each keeps its own
   * render and data caches (ADR 0600). 1, the default, runs it in this process.
   */
  instances: number;
  /** Where the api listens; /api/* and /cms/* are proxied there so cookies stay first-party. */
  apiUrl: string;
  /** The registry file (written by the release tool). */
  registryFile: string;
  /** The shell's own browser build. */
  browserDir: string;
  /** Time a remote's server module and the page's data get before the slot falls back. */
  remoteBudgetMs: number;
  dataBudgetMs: number;
  /** Time the whole render gets before pending slots are left to the browser. */
  renderBudgetMs: number;
  /** Time a starting process spends rendering pages to itself before it listens (render/warm-up.ts); 0: none. */
  warmUpMs: number;
  /** How long a generated /sitemap.xml is served before it is generated again. */
  sitemapTtlMs: number;
  /**
   * The shop's public origin (`https://shop.example`), used for every absolute URL it writes (canonical and hreflang
   * links, the sitemap); without it the request's host is used (local development).
   */
  publicOrigin?: string;
  /** Whether a proxy in front sets X-Forwarded-Host/-Proto (else those headers are the client's and ignored). */
  trustProxy: boolean;
  /** CSP_REPORT_ONLY=1: the content security policy is sent report-only (violations logged, nothing blocked). */
  cspReportOnly: boolean;
  /** Origins a developer's browser may load a remote from instead of the registry's; null: overrides are off. */
  remoteOverrideOrigins: string[] | null;
  /**
   * Shared pages (ADR 0600): how long they are fresh and then served stale while refreshed, in the shell's render
   * cache and in a CDN's (`s-maxage`, `stale-while-revalidate`); `enabled` false (RENDER_CACHE=off) renders each
   * request anew, with the same headers.
   */
  renderCache: { enabled: boolean; ttlMs: number; staleMs: number; maxBytes: number };
  /** Public api replies (menu, listings, products, content) kept across requests, with the same times (ADR 0600). */
  publicDataCache: boolean;
  /** Insides of elements (a listing's tiles) rendered once and reused by shared pages, for the same time (ADR 0600). */
  keptMarkup: boolean;
  /**
   * GEOIP=on: without a CDN's country header, the visitor's country is looked up from the client's address in an
   * offline table read at start (ADR 0013). Off by default: nobody is located without a header, as ADR 0009 had it.
   */
  geoip: boolean;
  /**
   * `/metrics` for Prometheus (shared/src/server/metrics.ts): SHELL_METRICS_PORT, off when unset, on METRICS_HOST
   * (127.0.0.1 unless set: a private address, never the shop's public one).
   */
  metrics: { port: number | undefined; host: string };
  /**
   * The canary watcher (README "Canary of one remote"): a canary with at least `minViews` page views whose failure rate
   * exceeds the stable version's by more than `margin` percentage points is aborted; the counts are looked at every
   * `watchMs`. CANARY_MIN_VIEWS, CANARY_MARGIN, CANARY_WATCH_MS.
   */
  canary: { minViews: number; margin: number; watchMs: number };
  /** RELEASE_TOKEN: the release view's token (`/_release`); without it the view does not exist (404). */
  releaseToken?: string;
  shop: ShopConfig;
}

const parseRedirects = (text: string | undefined): RedirectRule[] => {
  if (!text) return [];
  const rules = JSON.parse(text) as RedirectRule[];
  if (!Array.isArray(rules)) throw new Error('SHOP_REDIRECTS must be a JSON array of { from, to, status? }');
  return rules;
};

const isOn = (value: string | undefined) => value === '1' || value === 'true';

/** A whole number of at least `min` from the environment, or `fallback` when unset; anything else is refused at start. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not "${text}"`);
  return value;
}

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: 'on' | 'off' = 'on'): boolean {
  const mode = env[name] ?? fallback;
  if (mode !== 'on' && mode !== 'off') throw new Error(`${name} must be on or off, not "${mode}"`);
  return mode === 'on';
}

/** A percentage (a decimal number from 0 to 100) from the environment, or `fallback` when unset. */
function percentagePoints(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || value > 100)
    throw new Error(`${name} must be a number of percentage points from 0 to 100, not "${text}"`);
  return value;
}

/**
 * The release view's token: long enough that guessing it is hopeless (it is the only lock on moving the registry from
 * a browser), or none.
 */
function parseReleaseToken(text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (text.length < 16) throw new Error('RELEASE_TOKEN must be at least 16 characters long');
  return text;
}

function parseRenderCache(env: NodeJS.ProcessEnv): ServerConfig['renderCache'] {
  return {
    enabled: onOff(env, 'RENDER_CACHE'),
    ttlMs: wholeNumber(env, 'RENDER_CACHE_TTL_MS', 10_000, 1000),
    staleMs: wholeNumber(env, 'RENDER_CACHE_STALE_MS', 60_000),
    maxBytes: wholeNumber(env, 'RENDER_CACHE_MB', 64, 1) * 1024 * 1024,
  };
}

/** An http(s) origin and nothing else (no path, query or credentials), as `URL.origin` writes it. */
function parsePublicOrigin(text: string | undefined): string | undefined {
  if (!text) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  const bare =
    url &&
    /^https?:$/.test(url.protocol) &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash;
  if (!url || !bare)
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin such as https://shop.example, not "${text}"`);
  return url.origin;
}

/** The shop's country: a two-letter ISO 3166 region that has a name (the country notice names it). */
function parseCountry(text: string | undefined): string {
  const country = knownRegion(text ?? 'IT');
  if (!country) throw new Error(`SHOP_COUNTRY must be a two-letter ISO 3166 country code such as IT, not "${text}"`);
  return country;
}

const originOfUrl = (text: string): string | undefined =>
  /^https?:\/\//i.test(text) && URL.canParse(text) ? new URL(text).origin : undefined;

/**
 * The content base must be the shop's own api (a path the shell proxies to it, or a URL on the api's origin): the
 * shell renders content HTML as it comes, trusting the api's sanitizer, and sends the shopper's cookie only there.
 */
function parseContentBase(text: string | undefined, apiUrl: string, apiBaseUrl: string): string {
  const base = text ?? '/cms';
  const origin = originOfUrl(base);
  const onShop = /^\/(?![/\\])/.test(base);
  const onApi = origin !== undefined && (origin === originOfUrl(apiUrl) || origin === originOfUrl(apiBaseUrl));
  if (!onShop && !onApi) {
    throw new Error(
      `PUBLIC_CONTENT_BASE must be a path on the shop (such as /cms) or a URL on the api's origin (API_URL or PUBLIC_API_BASE), not "${base}"`,
    );
  }
  return base;
}

export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const root = env.STOREFRONT_ROOT ?? process.cwd();
  const theme: Theme = env.SHOP_THEME === 'blue' ? 'blue' : 'default';
  const apiUrl = (env.API_URL ?? 'http://127.0.0.1:8081').replace(/\/$/, '');
  const apiBaseUrl = env.PUBLIC_API_BASE ?? '/api';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    instances: wholeNumber(env, 'SHELL_INSTANCES', 1, 1),
    apiUrl,
    registryFile: env.REGISTRY_FILE ?? path.join(root, '.deploy', 'registry.json'),
    browserDir: env.SHELL_BROWSER_DIR ?? path.join(root, 'shell', 'dist', 'browser'),
    remoteBudgetMs: Number(env.REMOTE_BUDGET_MS ?? 800),
    dataBudgetMs: Number(env.DATA_BUDGET_MS ?? 2000),
    renderBudgetMs: Number(env.RENDER_BUDGET_MS ?? 3000),
    warmUpMs: wholeNumber(env, 'WARM_UP_MS', 3000, 0),
    sitemapTtlMs: Number(env.SITEMAP_TTL_MS ?? 10 * 60_000),
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN),
    trustProxy: isOn(env.TRUST_PROXY),
    cspReportOnly: isOn(env.CSP_REPORT_ONLY),
    remoteOverrideOrigins: parseOverrideOrigins(env),
    renderCache: parseRenderCache(env),
    publicDataCache: onOff(env, 'PUBLIC_DATA_CACHE'),
    keptMarkup: onOff(env, 'KEPT_MARKUP'),
    geoip: onOff(env, 'GEOIP', 'off'),
    metrics: {
      port: env.SHELL_METRICS_PORT ? wholeNumber(env, 'SHELL_METRICS_PORT', 0) : undefined,
      host: env.METRICS_HOST || '127.0.0.1',
    },
    canary: {
      minViews: wholeNumber(env, 'CANARY_MIN_VIEWS', 200, 1),
      margin: percentagePoints(env, 'CANARY_MARGIN', 2),
      watchMs: wholeNumber(env, 'CANARY_WATCH_MS', 10_000, 100),
    },
    releaseToken: parseReleaseToken(env.RELEASE_TOKEN),
    shop: {
      apiBaseUrl,
      contentBaseUrl: parseContentBase(env.PUBLIC_CONTENT_BASE, apiUrl, apiBaseUrl),
      theme,
      country: parseCountry(env.SHOP_COUNTRY),
      maintenance: isOn(env.MAINTENANCE),
      redirects: parseRedirects(env.SHOP_REDIRECTS),
    },
  };
}

/**
 * Where the server sends content calls: the operator's content base when it is an absolute URL, else the api's `/cms`
 * (the path the shell proxies there for the browser).
 */
export const contentUrl = (config: Pick<ServerConfig, 'apiUrl' | 'shop'>): string =>
  /^https?:\/\//.test(config.shop.contentBaseUrl)
    ? config.shop.contentBaseUrl.replace(/\/$/, '')
    : `${config.apiUrl}/cms`;
