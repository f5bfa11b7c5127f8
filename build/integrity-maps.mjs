/**
 * rspack's SubresourceIntegrityPlugin writes the runtime's chunk → hash maps in hash-map order, which differs from one
 * build to the next; the build sorts them (SortedIntegrityMapsPlugin in app-config.mjs). Plain JavaScript without
 * rspack, so a unit test can load it.
 */
const integrityMap = /(\b(?:sriHashes|sriCssHashes)\s*=\s*\{)([^{}]*)(\})/g;
const integrityEntry = /^\s*("[^"]*"|'[^']*'|[\w$]+)\s*:\s*("sha(?:256|384|512)-[A-Za-z0-9+/=]+")\s*$/;

/** @param {string} key */
const unquoted = (key) => key.replace(/^["']|["']$/g, '');

/** Numeric chunk ids by value, named ones by name. @param {string} a @param {string} b */
const byChunkId = (a, b) => {
  const [x, y] = [Number(a), Number(b)];
  return Number.isNaN(x) || Number.isNaN(y) ? a.localeCompare(b) : x - y;
};

/**
 * The same text with the entries of every `sriHashes = {…}` and `sriCssHashes = {…}` map in chunk id order; a map
 * that is not a plain list of `id: "sha…"` entries is left as it is.
 * @param {string} text
 * @returns {string}
 */
export function sortIntegrityMaps(text) {
  return text.replace(integrityMap, (whole, /** @type {string} */ open, /** @type {string} */ body, close) => {
    /** @type {[string, string][]} */
    const entries = [];
    for (const part of body.split(',')) {
      if (part.trim() === '') continue;
      const match = part.match(integrityEntry);
      if (!match?.[1] || !match[2]) return whole;
      entries.push([match[1], match[2]]);
    }
    entries.sort(([a], [b]) => byChunkId(unquoted(a), unquoted(b)));
    return `${open}${entries.map(([key, hash]) => `${key}:${hash}`).join(',')}${close}`;
  });
}
