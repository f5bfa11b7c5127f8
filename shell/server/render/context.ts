/**
 * What every render step may be handed: the server's settings for rendering (`RenderContext`), and what rendering a
 * shared page produces (`SharedRender`), a value free of any response that the render cache keeps and `send.ts` sends.
 */
import type { ServerConfig } from '../config.ts';
import type { LocateAddress } from '../geoip.ts';
import type { RegistrySource } from '../registry-source.ts';
import type { ShellAssets } from '../document.ts';
import type { HeaderInput } from '../security-headers.ts';
import type { KeptMarkupStore } from './kept-markup.ts';
import type { RenderCache } from './render-cache.ts';
import type { SlotHealth } from '../slot-health.ts';
import type { SharedCachePolicy } from './response-headers.ts';

/** The security settings of documents, but for the scripts and remote origins each response fills in. */
export type SecuritySettings = Omit<HeaderInput, 'scripts' | 'remoteOrigins'>;

export interface RenderContext {
  config: ServerConfig;
  registry: RegistrySource;
  shellAssets: ShellAssets;
  security: SecuritySettings;
  /** The render cache of shared pages; null when it is off (RENDER_CACHE=off): each is rendered per request. */
  cache: RenderCache<SharedRender> | null;
  /** What CDNs are told about shared pages. */
  cdn: SharedCachePolicy;
  /** Public api replies kept across requests (PUBLIC_DATA_CACHE=off: none). */
  publicData?: typeof fetch;
  /** Insides of elements a shared page's render keeps for the next (`Kept`; KEPT_MARKUP=off: none). */
  keptMarkup?: KeptMarkupStore;
  /** The country of a client's address, when no CDN header says it (GEOIP=on; off: undefined, nobody is located). */
  locate?: LocateAddress;
  /** Where each page's remote versions are counted (slot-health.ts); absent, nothing is. */
  health?: Pick<SlotHealth, 'view'>;
}

/** What rendering a shared page produced, free of any response: kept in the cache when it is a good 200. */
export type SharedRender =
  | { kind: 'redirect'; to: string; status: number }
  | { kind: 'maintenance' }
  | { kind: 'unreachable' }
  | {
      kind: 'document';
      status: number;
      html: string;
      /** The same bytes gzipped, made once for a page that is kept (again, smaller, once it is reused). */
      gzip?: Buffer;
      scriptHashes: string[];
      /** A slot or the data fell short: sent, never kept. */
      degraded: boolean;
      timing: string;
    };

/** A shared render worth keeping: a whole 200. */
export const keepShared = (rendered: SharedRender): boolean =>
  rendered.kind === 'document' && rendered.status === 200 && !rendered.degraded;

/** Rough bytes a kept render holds (its HTML as UTF-16 and its gzip). */
export const sharedSize = (rendered: SharedRender): number =>
  rendered.kind === 'document' ? rendered.html.length * 2 + (rendered.gzip?.length ?? 0) : 64;
