/** A registry and shop settings for the tests of what is keyed by them (the render cache, kept markup); a document's scripts. */
import type { ShopConfig } from '@storefront/shared/config';
import type { Registry } from '../../src/federation/registry.ts';
import { scriptHash } from './inline-scripts.ts';

export const registry: Registry = {
  remotes: {
    catalog: {
      version: '1.0.0',
      browser: 'http://localhost:3001/catalog/1.0.0/',
      server: 'http://localhost:3001/catalog/1.0.0/server/',
    },
  },
};
export const shop: ShopConfig = {
  apiBaseUrl: '/api',
  contentBaseUrl: '/cms',
  theme: 'default',
  country: 'IT',
  maintenance: false,
  redirects: [],
};

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources of every inline script a browser would run in `html` (not `src` ones, not JSON data blocks), read
 * from the document: what the tests compare the sources the shell writes with (`scriptSources`).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.add(scriptHash(text));
  }
  return [...hashes].sort();
}
