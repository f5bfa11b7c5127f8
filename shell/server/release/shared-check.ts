/**
 * Whether a remote's version runs against the live shell's `shared`: each shared singleton is the shell's copy at run
 * time, so a remote built against a name the live shell lacks (a function added to `shared` after the shell was
 * deployed) would read `undefined` in shoppers' browsers. Builds record the names (scripts/lib/shared-contract.ts);
 * this compares them, for a publish, a canary and a rollback alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import { liveShellFileName } from '../live-shell.ts';

/** Entry (`config`, `forms`…) → the value names it exports or needs, sorted. */
export type SharedNames = Record<string, string[]>;

/** What a build records of `shared` in its build-info.json. */
export interface SharedContract {
  /** The `shared` workspace's version the build was made with: additions raise its minor, removals its major. */
  version: string;
  /** A remote's build: the names it imports from each shared singleton (`*`: a namespace import, any name). */
  needs?: SharedNames;
  /** The shell's build: the names each shared singleton exports. */
  serves?: SharedNames;
}

/**
 * Every name a remote needs that the shell does not serve, worded for whoever publishes: empty when the remote runs
 * against that shell. A build from before needs were recorded has none to compare and passes, as it did before.
 */
export function missingNames(remote: SharedContract | undefined, shell: SharedContract): string[] {
  const served = shell.serves ?? {};
  return Object.entries(remote?.needs ?? {}).flatMap(([entry, names]) =>
    names
      .filter((name) => name !== '*' && !(served[entry] ?? []).includes(name))
      .map(
        (name) =>
          `it imports ${name} from @storefront/shared/${entry} (built with shared ${remote?.version ?? '?'}), ` +
          `which the live shell (shared ${shell.version}) does not serve: deploy a shell built with it first`,
      ),
  );
}

/** The `shared` record of a build-info.json, when it has one. */
export function sharedOf(buildInfoFile: string): SharedContract | null {
  if (!fs.existsSync(buildInfoFile)) return null;
  const parsed = JSON.parse(fs.readFileSync(buildInfoFile, 'utf8')) as { shared?: SharedContract };
  return parsed.shared ?? null;
}

/**
 * The `shared` the shop's shell serves: what its running server last announced beside the registry
 * (shell/server/live-shell.ts), else the shell build named by `fallbackBuildInfo` (before any shell has run against
 * this deploy root); null when neither says.
 */
export function liveShellContract(deployRoot: string, fallbackBuildInfo?: string): SharedContract | null {
  for (const file of [path.join(deployRoot, liveShellFileName), fallbackBuildInfo]) {
    const shared = file ? sharedOf(file) : null;
    if (shared?.serves) return shared;
  }
  return null;
}

/** Why the build in `buildDir` (a build, or a published version's folder) cannot run against the live shell. */
export const sharedProblems = (buildDir: string, deployRoot: string, fallbackBuildInfo?: string): string[] => {
  const shell = liveShellContract(deployRoot, fallbackBuildInfo);
  return shell ? missingNames(sharedOf(path.join(buildDir, 'build-info.json')) ?? undefined, shell) : [];
};
