/**
 * The page data's JSON for its inline script, with the large parts that many renders share written once (ADR 0600,
 * "Uncached render cost"): each query's data (a kept api reply is parsed once and the same frozen object serves every
 * render, public-data.ts) and the shell's catalogue of the language (a module constant). The JSON of
 * `serializeForScript(pageData)`, each value escaped for a script as it would be; on a shared page the queries whose
 * data is a kept reply's come first in the store's map.
 *
 * In pieces (`pageDataPieces`, ADR 0600 "The page data compressed once"): on a shared page the catalogue, and the
 * queries whose data is a kept reply's, are each a `SharedText` when 2 KB or more: their bytes and deflate are made once and spliced into
 * every document that carries them (`gzipDocument`); on home they are 44 of the page data's 54 KB, which each render
 * compressed again before. A smaller part is written into the page's own text: a run of its own costs a deflate call
 * (about 11 µs here) and compresses worse from an empty window than it saves.
 */
import { LRUCache } from 'lru-cache';
import { serializeForScript, type PageData } from '../../src/app/page-data.ts';
import { documentText, SharedText, type DocumentPiece } from '../document-gzip.ts';
import { objectIds } from './object-ids.ts';
import { isKeptReplyObject } from './public-data.ts';

/** The size from which a shared part is a piece of its own rather than a few bytes of the page's text. */
export const sharedPieceMinLength = 2048;

/** Script-safe JSON by the object it was made of; an object nobody holds any more takes its text with it. */
const written = new WeakMap<object, string>();

/** A value's JSON: text, a shared piece, or the two in order. */
type Json = string | SharedText | readonly Json[];

/** `serializeForScript(value)`, made once per object: only for values no render changes (frozen, or constants). */
function sharedJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return serializeForScript(value);
  let json = written.get(value);
  if (json === undefined) {
    json = serializeForScript(value);
    written.set(value, json);
  }
  return json;
}

/** The catalogues' JSON as pieces, by catalogue object (one per language and version of the shell's messages). */
const catalogues = new WeakMap<object, Json>();

/** A catalogue's JSON: a piece of its own when large enough (the same on every page of its language). */
function catalogueJson(messages: object): Json {
  let json = catalogues.get(messages);
  if (json === undefined) {
    const text = sharedJson(messages);
    json = text.length >= sharedPieceMinLength ? new SharedText(text) : text;
    catalogues.set(messages, json);
  }
  return json;
}

/**
 * An object's JSON with each property's value written by `valueJson` (undefined leaves the property out, as
 * JSON.stringify leaves out undefined and functions).
 */
function objectJson(value: object, valueJson: (key: string, value: unknown) => Json | undefined): Json {
  const parts: Json[] = ['{'];
  let separator = '';
  for (const [key, inner] of Object.entries(value)) {
    const json = valueJson(key, inner);
    if (json === undefined) continue;
    parts.push(`${separator}${serializeForScript(key)}:`, json);
    separator = ',';
  }
  parts.push('}');
  return parts;
}

const plainObject = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !('toJSON' in value);

/** What `serializeForScript` writes for a property's value: undefined where JSON.stringify leaves it out. */
const ownJson = (value: unknown): string | undefined =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol'
    ? undefined
    : serializeForScript(value);

/** A query of the store's api slice: its data (frozen by the store, the kept reply's own object) written once. */
const queryJson = (query: unknown): Json | undefined =>
  plainObject(query)
    ? objectJson(query, (key, value) =>
        key === 'data' && Object.isFrozen(value) && value !== undefined ? sharedJson(value) : ownJson(value),
      )
    : ownJson(query);

/** The text of a value's JSON, pieces joined. */
const textOf = (json: Json): string =>
  typeof json === 'string' ? json : json instanceof SharedText ? json.text : json.map(textOf).join('');

/** A number for each data object met (its identity in a key). */
const dataId = objectIds<object>();

/**
 * Kept queries' JSON written last, by what they are made of, within a budget (its text, bytes and deflate counted: a
 * few hundred listings' worth); the least recently written goes first.
 */
const keptQueriesWritten = new LRUCache<string, SharedText>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (piece, key) => piece.text.length * 2 + piece.bytes.length * 2 + key.length * 2,
});

/** A query's data when it is a kept reply's (public-data.ts): the same object in every render until refreshed. */
const keptData = (query: unknown): object | undefined => {
  const data = plainObject(query) ? (query as { data?: unknown }).data : undefined;
  return data !== null && typeof data === 'object' && isKeptReplyObject(data) ? data : undefined;
};

/** Kept queries' members as JSON (`write`, on a miss): one piece, the same in every render that has them, when 2 KB or more. */
function keptRunJson(key: string, write: () => Json): Json {
  const known = keptQueriesWritten.get(key);
  if (known) return known;
  const text = textOf(write());
  if (text.length < sharedPieceMinLength) return text;
  const piece = new SharedText(text);
  keptQueriesWritten.set(key, piece);
  return piece;
}

/**
 * The queries' JSON. On a shared page: first those whose data is a kept reply's, as one piece when they are 2 KB or
 * more (`keptRunJson`, named by each query's name and small fields and its data's identity: listings that repeat each
 * other's products compress together in it), then the others (a product's reviews) as the page's own text. The order
 * of a map's members is nothing to the browser, which reads them into its store; each keeps its order, so two renders
 * of the same data write the same bytes. On a personal page: all as its own text, in their order.
 */
function queriesJson(queries: unknown, shared: boolean): Json | undefined {
  if (!plainObject(queries)) return ownJson(queries);
  const kept: { member: string; query: object }[] = [];
  const own: Json[] = [];
  let key = '';
  for (const [name, query] of Object.entries(queries)) {
    const data = shared ? keptData(query) : undefined;
    if (data === undefined) {
      const json = queryJson(query);
      if (json !== undefined) own.push(`${own.length > 0 ? ',' : ''}${serializeForScript(name)}:`, json);
      continue;
    }
    const member = `${kept.length > 0 ? ',' : ''}${serializeForScript(name)}:`;
    kept.push({ member, query: query as object });
    // The query's own small fields as written, its data by identity: what the written text is made of.
    key +=
      member +
      textOf(objectJson(query as object, (field, value) => (field === 'data' ? `#${dataId(data)}` : ownJson(value))));
  }
  if (kept.length === 0) return ['{', ...own, '}'];
  const keptJson = keptRunJson(key, () => kept.flatMap(({ member, query }) => [member, queryJson(query) ?? '']));
  return ['{', keptJson, own.length > 0 ? ',' : '', ...own, '}'];
}

const sliceJson = (slice: unknown, shared: boolean): Json | undefined =>
  plainObject(slice) && 'queries' in slice
    ? objectJson(slice, (key, value) => (key === 'queries' ? queriesJson(value, shared) : ownJson(value)))
    : ownJson(slice);

/**
 * The pieces in order, the page's own text between the shared ones joined with `+`: V8 links the parts, where `join`
 * would copy a query's JSON (12-33 KB) once more at each level of the page data.
 */
function flatten(json: Json): DocumentPiece[] {
  const pieces: DocumentPiece[] = [];
  let text = '';
  const walk = (part: Json) => {
    if (typeof part === 'string') text += part;
    else if (part instanceof SharedText) {
      if (text) pieces.push(text);
      text = '';
      pieces.push(part);
    } else for (const inner of part) walk(inner);
  };
  walk(json);
  if (text) pieces.push(text);
  return pieces;
}

export interface PageDataOptions {
  /**
   * A shared page's data (ADR 0600): its catalogue and kept queries are pieces. A personal page's are its own text: its
   * queries' stamps and request ids differ in every render (only a shared page's are fixed, `stableState`), so a piece
   * named by them would be made, and deflated at level 9, for each; and its catalogue's texts are in its forms, which
   * a piece cannot match (about 300 bytes more on cart and sign-in, for 50 µs of deflate).
   */
  shared: boolean;
}

/** `serializeForScript(pageData)` in pieces: its large shared parts are `SharedText`s (see the module's comment). */
export function pageDataPieces(pageData: PageData, { shared }: PageDataOptions): DocumentPiece[] {
  return flatten(
    objectJson(pageData, (key, value) => {
      if (key === 'messages' && plainObject(value)) return shared ? catalogueJson(value) : sharedJson(value);
      if (key === 'state' && plainObject(value)) return objectJson(value, (_, slice) => sliceJson(slice, shared));
      return ownJson(value);
    }),
  );
}

/** `serializeForScript(pageData)`, with the shared parts written once. */
export const pageDataJson = (pageData: PageData, options: PageDataOptions): string =>
  documentText(pageDataPieces(pageData, options));
