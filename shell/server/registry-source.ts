/**
 * Reads the registry on every request (cheaply: re-parsed only when the file changed), so a
 * release or rollback of one remote takes effect on the next request without a restart.
 * What it hands out is always usable: an entry that is missing or incomplete is left out (that remote's slots fail,
 * nothing else does), and a file that cannot be read or parsed keeps the last good registry.
 */
import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import type { CanaryEntry, Registry, RemoteEntry } from '../src/federation/registry.ts';
import { remoteNames } from '../src/federation/registry.ts';

/** Absent, or file → `sha384-…` (a malformed map would let unchecked bytes through: the entry is left out). */
const isIntegrity = (value: unknown): boolean =>
  value === undefined ||
  (typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((hash) => typeof hash === 'string' && hash.startsWith('sha384-')));

const isEntry = (value: unknown): value is RemoteEntry => {
  const entry = value as Partial<RemoteEntry> | null | undefined;
  return (
    typeof entry?.browser === 'string' &&
    entry.browser !== '' &&
    typeof entry.server === 'string' &&
    entry.server !== '' &&
    isIntegrity(entry.integrity)
  );
};

/**
 * Why a canary cannot be served (its entry incomplete, its share not 1..99, no start time, or the stable version
 * itself), or null when it can. The server loads it under its version's name beside the stable one, so it needs one.
 */
function canaryProblem(canary: unknown, stable: RemoteEntry): string | null {
  const entry = canary as Partial<CanaryEntry>;
  if (!isEntry(canary) || typeof entry.version !== 'string' || entry.version === '') return 'an incomplete entry';
  if (typeof entry.percent !== 'number' || !Number.isInteger(entry.percent) || entry.percent < 1 || entry.percent > 99)
    return `a share of ${JSON.stringify(entry.percent)} (not a whole percent from 1 to 99)`;
  if (typeof entry.since !== 'string' || Number.isNaN(Date.parse(entry.since))) return 'no start time';
  if (entry.version === stable.version || entry.server === stable.server) return 'the stable version itself';
  return null;
}

/** The usable part of a parsed registry file, with a sentence for each remote left out; throws for no registry. */
export function usableRegistry(parsed: unknown): { registry: Registry; problems: string[] } {
  const remotes = (parsed as { remotes?: unknown } | null)?.remotes;
  // Not a registry at all (a truncated or foreign file): the caller keeps the last good one.
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) throw new Error('it names no remotes');
  const listed = remotes as Record<string, unknown>;
  const registry: Registry = { remotes: {} };
  const problems: string[] = [];
  for (const name of remoteNames) {
    const entry = listed[name];
    if (isEntry(entry)) {
      registry.remotes[name] = entry;
      const problem = entry.canary === undefined ? null : canaryProblem(entry.canary, entry);
      if (problem) {
        // The stable version goes on serving everyone: a canary that cannot be served is as if none ran.
        const { canary: _dropped, ...stable } = entry;
        registry.remotes[name] = stable;
        problems.push(`a canary of ${name} with ${problem}: it is ignored, ${name} ${entry.version} serves everyone`);
      }
    } else
      problems.push(`${entry === undefined ? 'no entry' : 'an incomplete entry'} for ${name}: its slots will fail`);
  }
  return { registry, problems };
}

export function createRegistrySource(file: string, log: (message: string) => void = console.warn) {
  let cached: { mtimeMs: number; size: number; registry: Registry } | null = null;
  /** What was last reported, so a broken file is logged once per change, not on every request. */
  let reported = '';
  const report = (message: string) => {
    if (message !== reported) log(message);
    reported = message;
  };
  return {
    file,
    /**
     * The registry to render with. Throws only when the file has never been readable: without any registry there is
     * no shop to show (the caller answers 500).
     */
    async read(): Promise<Registry> {
      let stat: { mtimeMs: number; size: number };
      let parsed: ReturnType<typeof usableRegistry>;
      try {
        // Synchronous: a few microseconds for a local file, where the promise form cost every uncached render a trip
        // through libuv's thread pool (queued behind gzip jobs) and about 3% of the server's CPU (ADR 0600).
        stat = statSync(file);
        if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.registry;
        parsed = usableRegistry(JSON.parse(await fs.readFile(file, 'utf8')));
      } catch (error: unknown) {
        const reason = error instanceof Error ? error.message : String(error);
        if (!cached) throw new Error(`The registry ${file} is not readable: ${reason}`, { cause: error });
        report(`[shell] the registry ${file} is not readable (${reason}): keeping the last good one`);
        return cached.registry;
      }
      const { registry, problems } = parsed;
      if (problems.length) report(`[shell] the registry ${file} has ${problems.join('; ')}`);
      else reported = '';
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, registry };
      return registry;
    },
  };
}

export type RegistrySource = ReturnType<typeof createRegistrySource>;
