/**
 * How the shell's server runs a remote's Node build, so that two versions of one remote can run side by side in this
 * process: a canary beside its stable version (ADR 0702), each request rendering with the one its shopper is served.
 *
 * The federation runtime's own Node loading cannot: it keeps a remote's entry in a global named after the remote
 * (a second version would be handed the first's), a remote's build joins the first federation instance of its name
 * (`catalog:0.1.0`: the second version's chunk loader would never be set up), and the Node runtime plugin in every
 * remote's build looks a chunk's folder up by the remote's name among all instances (the second version would run the
 * first's chunks). So the server loads each entry itself, with its version's own instance, and fetches each build's
 * chunks from that build's own folder. Every file still passes the shell's plugin (time limit, recorded hash).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type RemoteEntryExports = Exclude<Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>, void>;

type Fetch = NonNullable<ModuleFederationRuntimePlugin['fetch']>;

interface FederationInstanceLike {
  name: string;
  options: { name?: string };
}

const instances = (): FederationInstanceLike[] =>
  (globalThis as { __FEDERATION__?: { __INSTANCES__: FederationInstanceLike[] } }).__FEDERATION__?.__INSTANCES__ ?? [];

/** The remote a runtime name stands for: `catalog`, or `catalog@<version>` for a version beside the stable one. */
export const remoteOfRuntimeName = (runtimeName: string): string => runtimeName.split('@')[0]!;

/**
 * Where a build's chunk lives: beside the build's own entry. The remote's Node runtime plugin resolves it against the
 * first entry registered under the remote's name, which may be another version's; only the file name is its own
 * (Node builds write their chunks flat beside the entry, `[name].js`: build/app-config.mjs).
 */
export const chunkUrlIn = (folder: string, resolved: string): string =>
  new URL(path.posix.basename(new URL(resolved).pathname), folder).href;

/** The folder of the entry whose build is being evaluated (evaluation is synchronous: no other code runs meanwhile). */
let evaluating: string | null = null;

/**
 * Evaluates a Node remote entry's code as the runtime would (a CommonJS wrapper in this realm), except that the
 * build creates its own federation instance: any instance of the same remote (another version) is set aside meanwhile.
 */
function evaluateEntry(code: string, entryUrl: string, remote: string): RemoteEntryExports {
  const list = instances();
  const aside = list.flatMap((instance, index) => (instance.options.name === remote ? [{ instance, index }] : []));
  for (const { index } of aside.toReversed()) list.splice(index, 1);
  const url = new URL(entryUrl);
  const module = { exports: {} as Record<string, unknown> };
  evaluating = new URL('.', url).href;
  try {
    // Compiled in this realm (the one whose federation runtime the build must join), named after its URL in stacks.
    const run = new Function(
      'exports',
      'module',
      'require',
      '__dirname',
      '__filename',
      `${code}\n//# sourceURL=${url.href}`,
    ) as (...args: unknown[]) => void;
    // Required as the runtime requires for a remote over http: from the working directory's node_modules.
    const require = createRequire(path.join(process.cwd(), '__mf_require_base__.js'));
    run(module.exports, module, require, path.posix.dirname(url.pathname), path.posix.basename(url.pathname));
  } finally {
    evaluating = null;
    for (const { instance, index } of aside) list.splice(index, 0, instance);
  }
  // A `commonjs-module` library named after the remote exports its container under that name.
  return (module.exports[remote] ?? module.exports) as RemoteEntryExports;
}

/**
 * The server's federation plugin: `fetch` is the shell's (time limit, recorded hash); remote entries are loaded by
 * `evaluateEntry`, and the instance each build creates fetches its chunks from its own folder.
 */
export function nodeEntriesPlugin(fetchFile: Fetch): ModuleFederationRuntimePlugin {
  const read = async (url: string): Promise<string> => {
    const response = await fetchFile(url, {});
    if (!(response instanceof Response)) throw new Error(`${url} was not fetched`);
    return response.text();
  };
  const everywhere: ModuleFederationRuntimePlugin = {
    name: 'storefront-node-entries',
    fetch: fetchFile,
    async loadEntry({ remoteInfo }) {
      return evaluateEntry(await read(remoteInfo.entry), remoteInfo.entry, remoteOfRuntimeName(remoteInfo.name));
    },
  };
  return {
    ...everywhere,
    // Called once per federation instance as it is created: a remote build's own instance is created while its entry
    // is evaluated, and is handed the hooks that know its folder.
    apply() {
      const folder = evaluating;
      if (!folder) return undefined;
      return { ...everywhere, fetch: (url, init) => fetchFile(chunkUrlIn(folder, url), init) };
    },
  };
}
