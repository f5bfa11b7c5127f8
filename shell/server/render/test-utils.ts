/** A registry and shop settings for the tests of what is keyed by them (the render cache, kept markup). */
import type { ShopConfig } from '@storefront/shared/config';
import type { Registry } from '../../src/federation/registry.ts';

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
