/**
 * Subresource integrity of a published build: the sha384 of every file the shop may fetch from it (scripts, styles,
 * the manifest, the Node build), recorded in the registry at publish so the shell and the browser refuse bytes that
 * changed afterwards (docs/security.md).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The `integrity` attribute value of some bytes. */
export const sriOf = (bytes: Uint8Array | string): string =>
  `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;

/** Files a page or the shell's server may fetch; precompressed copies are the same bytes once decoded. */
const fetched = (name: string) => /\.(js|css|json)$/.test(name) && name !== 'package.json';

/** Path under `dir` (with `/`) → the file's integrity, for every fetched file of a published version. */
export function integrityOf(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (fetched(entry.name))
        hashes[path.relative(dir, file).split(path.sep).join('/')] = sriOf(fs.readFileSync(file));
    }
  };
  walk(dir);
  return hashes;
}
