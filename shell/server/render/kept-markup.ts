/**
 * The server's side of `Kept` (`@storefront/shared/ui`, ADR 0600 "A tile rendered once"): the insides of elements a
 * shared page's render marked, kept across renders and pages, and the step that takes them out of a finished page.
 *
 * A store is scoped per render by what every kept inside may depend on besides its own key: the language, the
 * registry (a publish or rollback of any remote starts afresh) and the shop's settings, with the render cache's own
 * key function. Entries live as long as a page in the render cache is fresh, so a change in the api's data shows
 * in a tile within the same time as in the page around it.
 */
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { keptMarkAttribute, type KeptMarkup } from '@storefront/shared/ui';
import type { Registry } from '../../src/federation/registry.ts';
import type { ShopConfig } from '@storefront/shared/config';
import { cacheKey } from './render-cache.ts';

export interface KeptMarkupOptions {
  /** How long an inside is reused. */
  ttlMs: number;
  /** Bytes the store may hold. */
  maxBytes: number;
  /** The clock (tests). */
  now?: () => number;
}

/** What one render's kept insides depend on besides their keys. */
export interface KeptScope {
  lang: string;
  origin: string;
  registry: Registry;
  shop: ShopConfig;
}

/** One render's use of the store: what `Kept` is handed, and `finish` for the page it rendered. */
export interface KeptMarkupRender extends KeptMarkup {
  /** The page without marks; each marked element's inside is kept. Call it only with a page this render wrote. */
  finish(html: string): string;
  /** For Server-Timing: how many elements were written from kept insides, and how many were rendered and kept. */
  readonly counts: { reused: number; kept: number };
}

/** An element's insides by render scope (a key's language versions, for one), each with the time it is kept until. */
type Insides = Map<string, { html: string; until: number }>;

export function createKeptMarkupStore(options: KeptMarkupOptions) {
  const now = options.now ?? (() => performance.now());
  // By the element's key first, then by scope: a key is the same string object render after render (a tile's is kept
  // by its product), whose hash V8 keeps, where the scope and key joined made a new long string to hash per lookup.
  const insides = new LRUCache<string, Insides>({
    maxSize: options.maxBytes,
    sizeCalculation: (byScope, key) => {
      let chars = 0;
      for (const [scope, { html }] of byScope) chars += scope.length + html.length + key.length;
      return Math.max(1, chars * 2);
    },
    ttl: options.ttlMs,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  return {
    /** A render's view of the store, scoped to what its page shares with every other. */
    render(scope: KeptScope): KeptMarkupRender {
      const prefix = cacheKey({ ...scope, path: '', noticeCountry: '' });
      // Marks name their keys through a token no page content can guess (a content page's own HTML is written raw),
      // drawn when this render first marks an element: a render that reuses every inside draws none.
      let token: string | undefined;
      const marked: string[] = [];
      const counts = { reused: 0, kept: 0 };
      return {
        counts,
        get(key) {
          const inside = insides.get(key)?.get(prefix);
          if (inside === undefined || inside.until <= now()) return undefined;
          counts.reused += 1;
          return inside.html;
        },
        mark(key) {
          token ??= randomBytes(6).toString('base64url');
          marked.push(key);
          return `${token}.${marked.length - 1}`;
        },
        finish(html) {
          if (token === undefined) return html;
          const { page, kept } = takeMarks(html, token);
          for (const [index, inside] of kept) {
            const key = marked[index];
            if (key === undefined) continue;
            const at = now();
            // A new map, never the one the cache holds changed in place: the cache counts an entry's size only when
            // it is given another value, and a copy added in place would never count against its bytes.
            const byScope: Insides = new Map(insides.get(key));
            // Another scope's copy past its time goes (a publish's older registry, say): it would never be read again.
            for (const [other, { until }] of byScope) if (until <= at) byScope.delete(other);
            byScope.set(prefix, { html: inside, until: at + options.ttlMs });
            // Its time starts again with its newest inside; each copy keeps its own.
            insides.set(key, byScope);
            counts.kept += 1;
          }
          return page;
        },
      };
    },
    get size(): number {
      return insides.size;
    },
  };
}

export type KeptMarkupStore = ReturnType<typeof createKeptMarkupStore>;

/**
 * The page with every `keptMarkAttribute="<token>.<n>"` taken off, and the inside of each element so marked (what
 * lies between its start tag and the end tag that closes it), by mark number. React writes well-formed markup and
 * escapes `<` everywhere but in raw HTML, so counting the element's own tag name finds its end.
 */
export function takeMarks(html: string, token: string): { page: string; kept: Map<number, string> } {
  const attribute = ` ${keptMarkAttribute}="${token}.`;
  const pieces: string[] = [];
  const starts: { mark: number; tag: string; insideAt: number }[] = [];
  let from = 0;
  let length = 0;
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, at + 1)) {
    const valueEnd = html.indexOf('"', at + attribute.length);
    const tagStart = html.lastIndexOf('<', at);
    const tag = /^<([a-z][a-z0-9-]*)/.exec(html.slice(tagStart, at + 1))?.[1];
    if (valueEnd === -1 || tag === undefined) continue;
    pieces.push(html.slice(from, at));
    length += at - from;
    from = valueEnd + 1;
    const tagEnd = html.indexOf('>', from);
    starts.push({
      mark: Number(html.slice(at + attribute.length, valueEnd)),
      tag,
      insideAt: length + tagEnd - from + 1,
    });
  }
  pieces.push(html.slice(from));
  const page = pieces.join('');
  const kept = new Map<number, string>();
  for (const { mark, tag, insideAt } of starts) {
    const end = closingTag(page, tag, insideAt);
    if (end !== -1) kept.set(mark, page.slice(insideAt, end));
  }
  return { page, kept };
}

/** Where the end tag of the `tag` element whose inside starts at `from` begins, or -1. */
function closingTag(html: string, tag: string, from: number): number {
  const tags = new RegExp(`<(/?)${tag}[\\s>/]`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let found = tags.exec(html); found; found = tags.exec(html)) {
    depth += found[1] ? -1 : 1;
    if (depth === 0) return found.index;
  }
  return -1;
}
