/** The registry: which version of each remote the shop runs, for the browser and for the server. */
import type { RemoteName } from '@storefront/shared/remotes';

export interface RemoteEntry {
  version: string;
  /** The browser build's mf-manifest.json. */
  browser: string;
  /** The Node build's remoteEntry.js. */
  server: string;
  /**
   * Path under the version folder (the manifest's folder) → the sha384 recorded at publish (`npm run release`). The
   * server and the browser refuse any other bytes for those files (integrity.ts). Absent only for a registry written
   * by hand or before hashes were recorded: its files are then not checked.
   */
  integrity?: Record<string, string>;
}

/**
 * A remote the registry lacks (or names incompletely) is simply not there: its slots fail and offer their retry,
 * the rest of the shop works (docs/design.md: a failing remote costs only its slot).
 */
export type Registry = {
  remotes: Partial<Record<RemoteName, RemoteEntry>>;
  /**
   * One browser's local builds (shell/server/remote-overrides.tsx): remote → its browser entry on an allowed origin.
   * Such a remote renders in that browser only; the server leaves its slots to it.
   */
  overrides?: Partial<Record<RemoteName, string>>;
};

export const remoteNames: RemoteName[] = ['catalog', 'checkout', 'account'];

/** The remotes the registry names completely, in `remoteNames` order. */
export const registeredRemotes = (registry: Registry): RemoteName[] =>
  remoteNames.filter((name) => registry.remotes[name] !== undefined);

/** The remotes the server renders: the registered ones, less those this browser loads from a local build. */
export const serverRenderedRemotes = (registry: Registry): RemoteName[] =>
  registeredRemotes(registry).filter((name) => registry.overrides?.[name] === undefined);
