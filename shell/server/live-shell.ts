/**
 * The shell's server says, beside the registry it reads, what it serves of `shared` (its build's record of each shared
 * singleton's exports). A publish or a canary reads it to refuse a remote that imports a name this shell lacks
 * (scripts/lib/shared-contract.ts), before any shopper loads that remote against this shell.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeAtomically } from './write-atomically.ts';

export const liveShellFileName = 'live-shell.json';

/**
 * Writes `<registry's folder>/live-shell.json` from the shell's build-info.json (beside its browser build); a build
 * from before the record existed writes nothing. Never fatal: without the file, publishing compares with the shell
 * built in the checkout, as before any shell ran.
 */
export function announceLiveShell(registryFile: string, browserDir: string): void {
  try {
    const info = JSON.parse(fs.readFileSync(path.join(browserDir, '..', 'build-info.json'), 'utf8')) as {
      shared?: unknown;
      builtAt?: string;
    };
    if (!info.shared) return;
    writeAtomically(path.join(path.dirname(registryFile), liveShellFileName), {
      shared: info.shared,
      builtAt: info.builtAt,
      startedAt: new Date().toISOString(),
    });
  } catch (error) {
    console.warn(`[shell] could not say what it serves of shared: ${error instanceof Error ? error.message : error}`);
  }
}
