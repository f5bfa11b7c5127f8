/**
 * Reads the registry on every request (cheaply: re-parsed only when the file changed), so a
 * release or rollback of one remote takes effect on the next request without a restart.
 */
import fs from 'node:fs/promises';
import type { Registry } from '../src/federation/registry.ts';
import { remoteNames } from '../src/federation/registry.ts';

export function createRegistrySource(file: string) {
  let cached: { mtimeMs: number; size: number; registry: Registry } | null = null;
  return {
    file,
    async read(): Promise<Registry> {
      const stat = await fs.stat(file);
      if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.registry;
      const registry = JSON.parse(await fs.readFile(file, 'utf8')) as Registry;
      for (const name of remoteNames) {
        const entry = registry.remotes?.[name];
        if (!entry?.browser || !entry.server) throw new Error(`The registry ${file} has no complete entry for ${name}.`);
      }
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, registry };
      return registry;
    },
  };
}

export type RegistrySource = ReturnType<typeof createRegistrySource>;
