/** The registry: which version of each remote the shop runs, for the browser and for the server. */
import type { RemoteName } from '@storefront/shared/remotes';

export interface RemoteEntry {
  version: string;
  /** The browser build's mf-manifest.json. */
  browser: string;
  /** The Node build's remoteEntry.js. */
  server: string;
}

/**
 * A remote the registry lacks (or names incompletely) is simply not there: its slots fail and offer their retry,
 * the rest of the shop works (DESIGN: a failing remote costs only its slot).
 */
export type Registry = { remotes: Partial<Record<RemoteName, RemoteEntry>> };

export const remoteNames: RemoteName[] = ['catalog', 'checkout', 'account'];

/** The remotes the registry names completely, in `remoteNames` order. */
export const registeredRemotes = (registry: Registry): RemoteName[] =>
  remoteNames.filter((name) => registry.remotes[name] !== undefined);
