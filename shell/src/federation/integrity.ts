/**
 * The hashes a remote's files must have (the registry's, recorded at publish), shared by the server (which checks the
 * Node build before evaluating it, and the CSS and manifests it reads) and the browser (which sets them on the entry it
 * loads; each entry carries its chunks' hashes). Code locations and their hashes only, never a shopper's data.
 */
import type { Registry, RemoteEntry } from './registry.ts';

/** File URL → its expected `sha384-…`. Versioned URLs never change, so an entry is never replaced by another. */
const expected = new Map<string, string>();
/** Version folders whose every fetched file is listed: a file under one that is not listed is refused. */
const listedFolders = new Set<string>();

/** The folder a remote's version lives in (its browser manifest's folder). */
const folderOf = (entry: Pick<RemoteEntry, 'browser'>): string => new URL('.', entry.browser).href;

/**
 * Learns the hashes of every version the registry names, a running canary's included (called with each registry the
 * shop renders with).
 */
export function trustRegistry(registry: Registry): void {
  for (const entry of Object.values(registry.remotes).flatMap((remote) => (remote ? [remote, remote.canary] : []))) {
    if (!entry?.integrity) continue;
    const folder = folderOf(entry);
    if (listedFolders.has(folder)) continue;
    for (const [file, hash] of Object.entries(entry.integrity)) expected.set(new URL(file, folder).href, hash);
    listedFolders.add(folder);
  }
}

/** Tells the browser the hash of an entry it will load (from the page data). */
export function expectIntegrity(url: string, hash: string): void {
  expected.set(new URL(url).href, hash);
}

/**
 * The hash `url` must have: the recorded one; `null` when it lives in a listed version folder without being listed
 * (refuse it); `undefined` when nothing is known (a registry without hashes, a developer's local build).
 */
export function integrityFor(url: string): string | null | undefined {
  const href = new URL(url).href;
  const hash = expected.get(href);
  if (hash) return hash;
  for (const folder of listedFolders) if (href.startsWith(folder)) return null;
  return undefined;
}

/** The hash of a file the registry names, for the page data (the browser's entries). */
export function recordedIntegrity(entry: RemoteEntry | undefined, url: string): string | undefined {
  if (!entry?.integrity) return undefined;
  const folder = folderOf(entry);
  const href = new URL(url).href;
  return href.startsWith(folder) ? entry.integrity[href.slice(folder.length)] : undefined;
}

/** The `sha384-…` of some bytes (Web Crypto: the same code runs in Node and in the browser). */
export async function sriOf(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-384', bytes));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
}

/**
 * The response's bytes as a fresh Response when they match what `url` must hold; throws when they do not (or when
 * the file is not among its version's recorded files). Unknown files pass unchanged.
 */
export async function verified(url: string, response: Response): Promise<Response> {
  const hash = integrityFor(url);
  if (hash === undefined) return response;
  if (hash === null) throw new Error(`${url} is not among the files published for its version: refused`);
  const bytes = await response.arrayBuffer();
  const actual = await sriOf(bytes);
  if (actual !== hash) throw new Error(`${url} does not match the hash recorded at publish (${actual}): refused`);
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
}
