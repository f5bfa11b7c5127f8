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
  /**
   * A published version served beside this one to `percent` % of shoppers (`npm run release -- canary`), each shopper
   * sticking to one side (shell/server/canary.ts, ADR 0702). Absent when no canary runs.
   */
  canary?: CanaryEntry;
}

/** A canary: another version of the remote, for a share of shoppers, since a time. */
export type CanaryEntry = Omit<RemoteEntry, 'canary'> & {
  /** The share of shoppers it is served to, 1..99. */
  percent: number;
  /** When it started (ISO). */
  since: string;
};

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
  /**
   * Set on a registry resolved for one shopper (shell/server/canary.ts): the remotes whose entry here is their canary.
   * Such a registry holds no `canary` fields: every remote has exactly the one version this shopper's pages use.
   */
  servedCanaries?: readonly RemoteName[];
};

export const remoteNames: RemoteName[] = ['catalog', 'checkout', 'account'];

/** The remotes the registry names completely, in `remoteNames` order. */
export const registeredRemotes = (registry: Registry): RemoteName[] =>
  remoteNames.filter((name) => registry.remotes[name] !== undefined);

/** The remotes the server renders: the registered ones, less those this browser loads from a local build. */
export const serverRenderedRemotes = (registry: Registry): RemoteName[] =>
  registeredRemotes(registry).filter((name) => registry.overrides?.[name] === undefined);
