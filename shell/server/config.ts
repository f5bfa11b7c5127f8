/** The shell server's settings, from the environment (the README lists them). */
import path from 'node:path';
import type { ShopConfig, RedirectRule, Theme } from '@storefront/shared/config';

export interface ServerConfig {
  port: number;
  host: string;
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
  /** How long a generated /sitemap.xml is served before it is generated again. */
  sitemapTtlMs: number;
  shop: ShopConfig;
}

const parseRedirects = (text: string | undefined): RedirectRule[] => {
  if (!text) return [];
  const rules = JSON.parse(text) as RedirectRule[];
  if (!Array.isArray(rules)) throw new Error('SHOP_REDIRECTS must be a JSON array of { from, to, status? }');
  return rules;
};

export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const root = env.STOREFRONT_ROOT ?? process.cwd();
  const theme: Theme = env.SHOP_THEME === 'blue' ? 'blue' : 'default';
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    apiUrl: (env.API_URL ?? 'http://127.0.0.1:8081').replace(/\/$/, ''),
    registryFile: env.REGISTRY_FILE ?? path.join(root, '.deploy', 'registry.json'),
    browserDir: env.SHELL_BROWSER_DIR ?? path.join(root, 'shell', 'dist', 'browser'),
    remoteBudgetMs: Number(env.REMOTE_BUDGET_MS ?? 800),
    dataBudgetMs: Number(env.DATA_BUDGET_MS ?? 2000),
    renderBudgetMs: Number(env.RENDER_BUDGET_MS ?? 3000),
    sitemapTtlMs: Number(env.SITEMAP_TTL_MS ?? 10 * 60_000),
    shop: {
      apiBaseUrl: env.PUBLIC_API_BASE ?? '/api',
      contentBaseUrl: env.PUBLIC_CONTENT_BASE ?? '/cms',
      theme,
      country: env.SHOP_COUNTRY ?? 'IT',
      maintenance: env.MAINTENANCE === '1' || env.MAINTENANCE === 'true',
      redirects: parseRedirects(env.SHOP_REDIRECTS),
    },
  };
}

/**
 * Where the server sends content calls: the operator's content base when it is an absolute URL, else the api's `/cms`
 * (the path the shell proxies there for the browser).
 */
export const contentUrl = (config: Pick<ServerConfig, 'apiUrl' | 'shop'>): string =>
  /^https?:\/\//.test(config.shop.contentBaseUrl) ? config.shop.contentBaseUrl.replace(/\/$/, '') : `${config.apiUrl}/cms`;
