/** The registry: which version of each remote the shop runs, for the browser and for the server. */
import type { RemoteName } from '@storefront/shared/remotes';

export interface RemoteEntry {
  version: string;
  /** The browser build's mf-manifest.json. */
  browser: string;
  /** The Node build's remoteEntry.js. */
  server: string;
}

export type Registry = { remotes: Record<RemoteName, RemoteEntry> };

export const remoteNames: RemoteName[] = ['catalog', 'checkout', 'account'];
