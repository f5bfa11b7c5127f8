/**
 * The render cache of shared pages (ADR 0600): a bounded LRU of finished documents, keyed by everything a shared
 * page's HTML depends on, fresh for a short time, then served stale for a while more while one render refreshes it
 * in the background. Concurrent misses for one key wait on one render. Only what the caller hands in as cacheable
 * is kept (a 200 rendered without any slot failing); maintenance, errors and personal pages never are.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Registry } from '../../src/federation/registry.ts';
import type { ShopConfig } from '@storefront/shared/config';

/** What a shared page's HTML depends on, and nothing else (a session cookie is not in it: shared pages ignore it). */
export interface CacheKeyParts {
  /** Path and query as requested. */
  path: string;
  lang: string;
  /** The origin absolute links are written with (PUBLIC_ORIGIN, or the request's host in development). */
  origin: string;
  /** The visitor's country when it differs from the shop's (the country notice), else ''. */
  noticeCountry: string;
  /** The registry the page renders with: a publish or rollback of any remote changes it. */
  registry: Registry;
  /** The shop's settings (theme, country, bases, redirects…). */
  shop: ShopConfig;
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

/** One string per distinct document; the registry and settings are hashed (one hash each per change, memoized). */
export function cacheKey(parts: CacheKeyParts, memo: WeakMap<object, string> = defaultMemo): string {
  const hashOf = (value: object) => {
    let hash = memo.get(value);
    if (hash === undefined) {
      hash = digest(value);
      memo.set(value, hash);
    }
    return hash;
  };
  return [
    parts.lang,
    parts.path,
    parts.origin,
    parts.noticeCountry,
    `r:${hashOf(parts.registry)}`,
    `s:${hashOf(parts.shop)}`,
  ].join('\n');
}
const defaultMemo = new WeakMap<object, string>();

export interface RenderCacheOptions<V> {
  /** Time a page is served as fresh. */
  ttlMs: number;
  /** Time after that it is still served while a new render replaces it. */
  staleMs: number;
  /** Bytes the cache may hold. */
  maxBytes: number;
  /** Whether a render may be kept (a good 200); others are handed to the waiting requests and forgotten. */
  keep(value: V): boolean;
  /** Bytes a kept render holds. */
  sizeOf(value: V): number;
  now?: () => number;
}

/** What `get` answers: the render and whether it came from the cache (`hit`, `stale`) or was made now (`miss`). */
export interface CacheAnswer<V> {
  value: V;
  state: 'hit' | 'stale' | 'miss';
}

interface Entry<V> {
  value: V;
  freshUntil: number;
  staleUntil: number;
}

export function createRenderCache<V>(options: RenderCacheOptions<V>) {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, Entry<V>>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, options.sizeOf(entry.value)),
    ttl: options.ttlMs + options.staleMs,
  });
  const pending = new Map<string, Promise<V>>();

  /** One render per key at a time: later callers wait on the first. */
  function renderOnce(key: string, render: () => Promise<V>): Promise<V> {
    const running = pending.get(key);
    if (running) return running;
    const started = render()
      .then((value) => {
        const at = now();
        if (options.keep(value))
          entries.set(key, { value, freshUntil: at + options.ttlMs, staleUntil: at + options.ttlMs + options.staleMs });
        return value;
      })
      .finally(() => pending.delete(key));
    pending.set(key, started);
    return started;
  }

  return {
    /**
     * The render for `key`: fresh from the cache; stale from the cache while one background render refreshes it (its
     * failure keeps the stale one until it expires); else made now, once for all who ask meanwhile.
     */
    async get(key: string, render: () => Promise<V>): Promise<CacheAnswer<V>> {
      const at = now();
      // The LRU's own time to live frees memory; expiry is decided here, on the cache's clock.
      const entry = entries.get(key);
      if (entry && entry.staleUntil <= at) entries.delete(key);
      else if (entry && entry.freshUntil > at) return { value: entry.value, state: 'hit' };
      else if (entry) {
        renderOnce(key, render).catch((error: unknown) =>
          console.warn('[render-cache] a background render failed:', error instanceof Error ? error.message : error),
        );
        return { value: entry.value, state: 'stale' };
      }
      return { value: await renderOnce(key, render), state: 'miss' };
    },
    /** Forgets every render. */
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type RenderCache<V> = ReturnType<typeof createRenderCache<V>>;
