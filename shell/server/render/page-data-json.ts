/**
 * The page data's JSON for its inline script, with the large parts that many renders share written once (ADR 0600,
 * "Uncached render cost"): each query's data (a kept api reply is parsed once and the same frozen object serves every
 * render, public-data.ts) and the shell's catalogue of the language (a module constant). The same bytes as
 * `serializeForScript(pageData)`: the same keys in the same order, each value escaped for a script as it would be.
 */
import { serializeForScript, type PageData } from '../../src/app/page-data.ts';

/** Script-safe JSON by the object it was made of; an object nobody holds any more takes its text with it. */
const written = new WeakMap<object, string>();

/** `serializeForScript(value)`, made once per object: only for values no render changes (frozen, or constants). */
function sharedJson(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return serializeForScript(value);
  let json = written.get(value);
  if (json === undefined) {
    json = serializeForScript(value);
    written.set(value, json);
  }
  return json;
}

/**
 * An object's JSON with each property's value written by `valueJson` (undefined leaves the property out, as
 * JSON.stringify leaves out undefined and functions). Joined with `+`, not `join`: V8 links the parts, where `join`
 * would copy a query's kept JSON (12-33 KB) once more at each level of the page data.
 */
function objectJson(value: object, valueJson: (key: string, value: unknown) => string | undefined): string {
  let members = '';
  for (const [key, inner] of Object.entries(value)) {
    const json = valueJson(key, inner);
    if (json !== undefined) members += `${members ? ',' : ''}${serializeForScript(key)}:${json}`;
  }
  return `{${members}}`;
}

const plainObject = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !('toJSON' in value);

/** What `serializeForScript` writes for a property's value: undefined where JSON.stringify leaves it out. */
const ownJson = (value: unknown): string | undefined =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol'
    ? undefined
    : serializeForScript(value);

/** A query of the store's api slice: its data (frozen by the store, the kept reply's own object) written once. */
const queryJson = (query: unknown): string | undefined =>
  plainObject(query)
    ? objectJson(query, (key, value) =>
        key === 'data' && Object.isFrozen(value) && value !== undefined ? sharedJson(value) : ownJson(value),
      )
    : ownJson(query);

const queriesJson = (queries: unknown): string | undefined =>
  plainObject(queries) ? objectJson(queries, (_, query) => queryJson(query)) : ownJson(queries);

const sliceJson = (slice: unknown): string | undefined =>
  plainObject(slice) && 'queries' in slice
    ? objectJson(slice, (key, value) => (key === 'queries' ? queriesJson(value) : ownJson(value)))
    : ownJson(slice);

/** `serializeForScript(pageData)`, with the shared parts written once. */
export function pageDataJson(pageData: PageData): string {
  return objectJson(pageData, (key, value) => {
    if (key === 'messages' && value !== undefined) return sharedJson(value);
    if (key === 'state' && plainObject(value)) return objectJson(value, (_, slice) => sliceJson(slice));
    return ownJson(value);
  });
}
