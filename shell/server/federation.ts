/**
 * The server side of composition: points the federation runtime at each remote's Node build as
 * the registry says, and reads browser manifests to tell the document what to preload and where
 * each remote's browser build starts.
 * The maps here hold code locations (immutable, versioned URLs), never a shopper's data.
 */
import { getInstance, loadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { locales } from '@storefront/shared/i18n';
import type { RemoteModule, RemoteName, RemoteRef } from '@storefront/shared/remotes';
import { integrityFor, recordedIntegrity, trustRegistry, verified } from '../src/federation/integrity.ts';
import { registeredRemotes, type Registry } from '../src/federation/registry.ts';
import timeoutsPlugin, { loadTimeoutMs } from '../src/federation/runtime-plugin.ts';
import { messagesOf } from '../src/federation/module-loader.ts';
import { createModuleCache } from './module-cache.ts';
import { nodeEntriesPlugin } from './node-entries.ts';

// The server loads each remote's Node build itself, so two versions of one remote run side by side (node-entries.ts);
// every file it and each build's own runtime fetch gets the shell's time limit and is checked against its hash before
// evaluation. Global, so each build's runtime has it; and on the shell's own runtime when it was created before this
// module ran (in the server's build; a runtime created later gets the global plugins with the rest).
const serverPlugin = nodeEntriesPlugin(timeoutsPlugin().fetch!);
registerGlobalPlugins([serverPlugin]);
getInstance()?.registerPlugins([serverPlugin]);

/** Runtime name → the Node entry registered under it. */
const registered = new Map<string, string>();

const moduleCache = createModuleCache((id) => loadRemote(id));

/**
 * The name a version of a remote is registered under with the federation runtime: the remote's own for its stable
 * version (as before canaries), `remote@version` for a canary beside it.
 */
const runtimeNameOf = (name: RemoteName, canaryVersion?: string): string =>
  canaryVersion === undefined ? name : `${name}@${canaryVersion}`;

/**
 * How a page rendered with `registry` (the registry as its shopper sees it, canary.ts) loads `remote/Module`: from
 * the version that registry names, kept across requests (module-cache.ts).
 */
export function moduleLoaderFor(registry: Registry): (id: string) => Promise<unknown> {
  const canaries = registry.servedCanaries ?? [];
  if (canaries.length === 0) return loadRegisteredModule;
  return (id) => {
    const slash = id.indexOf('/');
    const name = id.slice(0, slash) as RemoteName;
    const version = canaries.includes(name) ? registry.remotes[name]?.version : undefined;
    return moduleCache.load(`${runtimeNameOf(name, version)}${id.slice(slash)}`);
  };
}

/** A module of the registered stable version of its remote, kept across requests (module-cache.ts). */
const loadRegisteredModule = (id: string): Promise<unknown> => moduleCache.load(id);

/**
 * Re-points remotes whose server entry changed (a release or a rollback), registers a running canary beside its
 * stable version, and warms the new versions' modules in the background so the next shoppers do not wait for a cold
 * load. `registry` is the registry as read (canaries included), never one shopper's.
 * A remote the registry does not name keeps whatever the runtime had; the page's loader refuses it
 * (`createModuleLoader`'s `remotes`), so the server never renders a version the browser was not told of.
 */
export function applyRegistry(registry: Registry, modules: RemoteRef[]): void {
  // The hashes first: the runtime plugin checks every Node file it fetches against them before evaluating it.
  trustRegistry(registry);
  const changed = registeredRemotes(registry).flatMap((name) => {
    const stable = registry.remotes[name];
    const versions = [{ runtimeName: runtimeNameOf(name), entry: stable?.server }];
    if (stable?.canary)
      versions.push({ runtimeName: runtimeNameOf(name, stable.canary.version), entry: stable.canary.server });
    return versions.flatMap(({ runtimeName, entry }) =>
      entry && registered.get(runtimeName) !== entry ? [{ name, runtimeName, entry }] : [],
    );
  });
  if (changed.length === 0) return;
  registerRemotes(
    changed.map(({ runtimeName, entry }) => ({ name: runtimeName, entry })),
    { force: true },
  );
  for (const { runtimeName, entry } of changed) {
    registered.set(runtimeName, entry);
    moduleCache.forget(runtimeName);
  }
  for (const { name, runtimeName } of changed)
    for (const ref of modules.filter((candidate) => candidate.remote === name)) void warm(runtimeName, ref);
}

async function warm(runtimeName: string, ref: RemoteRef): Promise<void> {
  try {
    const module = (await moduleCache.load(`${runtimeName}/${ref.module}`)) as RemoteModule | null | undefined;
    if (module) await Promise.all(locales.map((lang) => messagesOf(module, lang)));
  } catch {
    // A remote that cannot load now is tried again by the next request that needs it.
  }
}

interface ManifestExpose {
  name: string;
  // `css.async` is left unread: rspack's manifest lists there the CSS of modules the expose may never load (on
  // catalog, every other expose's), and a page must not fetch what it does not render.
  assets: { js: { sync: string[]; async?: string[] }; css: { sync: string[] } };
}

interface BrowserManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: ManifestExpose[];
  /** CSS file → its chunk's key for the CSS chunk loader (the build's css-chunks.json; empty for older builds). */
  cssChunks: Record<string, string>;
}

const manifests = new Map<string, Promise<BrowserManifest>>();
/** Manifest URL → the browser entry it names, once read. */
const entries = new Map<string, string>();

const entryIn = (manifestUrl: string, manifest: Pick<BrowserManifest, 'metaData'>): string =>
  new URL(`${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`, new URL('.', manifestUrl)).href;

async function readJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(loadTimeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await (await verified(url, response)).json()) as T;
}

/**
 * The build's css-chunks.json beside its manifest. Without it (a version built before it existed) the page still
 * inlines the CSS, only unmarked: the chunk loader then fetches the file again when the module loads.
 */
async function cssChunksAt(manifestUrl: string): Promise<Record<string, string>> {
  const url = new URL('css-chunks.json', manifestUrl).href;
  // A listed version folder that does not list the file has none: nothing to ask for.
  if (integrityFor(url) === null) return {};
  try {
    return await readJson<Record<string, string>>(url);
  } catch (error) {
    console.warn(
      `[ssr] ${url} unread, the page's remote CSS is left unmarked: ${error instanceof Error ? error.message : error}`,
    );
    return {};
  }
}

function manifestAt(url: string): Promise<BrowserManifest> {
  let loading = manifests.get(url);
  if (!loading) {
    loading = Promise.all([readJson<Omit<BrowserManifest, 'cssChunks'>>(url), cssChunksAt(url)]).then(
      ([manifest, cssChunks]) => {
        entries.set(url, entryIn(url, manifest));
        return { ...manifest, cssChunks };
      },
    );
    manifests.set(url, loading);
    // Failures are not cached: the next request tries again.
    loading.catch(() => manifests.delete(url));
  }
  return loading;
}

/**
 * Where each remote's browser build starts: the remoteEntry.js its manifest names. The browser registers these
 * directly, so its federation runtime needs no manifest support (ADR 0006). A manifest not read yet is fetched in
 * the background for the next page; meanwhile the entry is the one every app's build writes next to its manifest.
 */
export function browserEntries(registry: Registry): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(
    registeredRemotes(registry).flatMap((name) => {
      const local = registry.overrides?.[name];
      if (local) return [[name, local]];
      const manifestUrl = registry.remotes[name]?.browser;
      if (!manifestUrl) return [];
      const known = entries.get(manifestUrl);
      if (!known) void manifestAt(manifestUrl).catch(() => undefined);
      return [[name, known ?? new URL('remoteEntry.js', manifestUrl).href]];
    }),
  ) as Partial<Record<RemoteName, string>>;
}

/** The hash recorded at publish of each browser entry the page names (a local override has none). */
export function browserIntegrity(
  registry: Registry,
  pageEntries: Partial<Record<RemoteName, string>>,
): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(
    Object.entries(pageEntries).flatMap(([name, url]) => {
      if (registry.overrides?.[name as RemoteName] !== undefined) return [];
      const hash = recordedIntegrity(registry.remotes[name as RemoteName], url);
      return hash ? [[name, hash]] : [];
    }),
  ) as Partial<Record<RemoteName, string>>;
}

export interface PageAssets {
  /** Entries and expose chunks the page's rendered modules need (the browser loads them after first paint). */
  scripts: string[];
  /** The rendered modules' own CSS files (inlined in the document, ADR 0500). */
  stylesheets: string[];
  /** Each of those files → its chunk's key for the remote's CSS chunk loader, where the build says (ADR 0501). */
  cssChunks: Record<string, string>;
}

/**
 * A remote's catalogue of messages for `lang`, among an expose's async files: its build names each language's chunk
 * `<remote>-messages-<lang>-…` (the webpackChunkName of its `loadMessages`).
 */
const messagesChunksOf = (files: readonly string[], remote: string, lang: string | undefined): string[] =>
  lang === undefined ? [] : files.filter((file) => file.startsWith(`${remote}-messages-${lang}-`));

/** One module's browser files as its remote's manifest names them, resolved to URLs. */
interface ModuleFiles {
  entry: string;
  /** Its expose's own chunks. */
  sync: string[];
  /** Its remote's catalogue of messages in the page's language. */
  messages: string[];
  /** Its CSS files, each with its chunk's key when the build names one. */
  css: { href: string; chunk?: string }[];
}

/** Each manifest's modules' files, by module and language: resolved once, not on every render (URLs cost to parse). */
const modulesFiles = new WeakMap<BrowserManifest, Map<string, ModuleFiles>>();

function moduleFiles(manifestUrl: string, manifest: BrowserManifest, module: string, remote: string, lang?: string) {
  let known = modulesFiles.get(manifest);
  if (!known) {
    known = new Map();
    modulesFiles.set(manifest, known);
  }
  const key = `${module}\n${lang ?? ''}`;
  let files = known.get(key);
  if (!files) {
    const base = new URL('.', manifestUrl);
    const expose = manifest.exposes.find((candidate) => candidate.name === module);
    files = {
      entry: entryIn(manifestUrl, manifest),
      sync: (expose?.assets.js.sync ?? []).map((file) => new URL(file, base).href),
      messages: messagesChunksOf(expose?.assets.js.async ?? [], remote, lang).map((file) => new URL(file, base).href),
      css: (expose?.assets.css.sync ?? []).map((file) => ({
        href: new URL(file, base).href,
        chunk: manifest.cssChunks[file],
      })),
    };
    known.set(key, files);
  }
  return files;
}

/**
 * The browser files a page's rendered modules need, so the browser fetches them while it parses; with `lang`, also
 * each remote's catalogue of messages in that language, which its modules ask for as they start.
 */
export async function assetsFor(refs: RemoteRef[], registry: Registry, lang?: string): Promise<PageAssets> {
  const assets: PageAssets = { scripts: [], stylesheets: [], cssChunks: {} };
  for (const ref of refs) {
    const manifestUrl = registry.remotes[ref.remote]?.browser;
    if (!manifestUrl) continue;
    const manifest = await manifestAt(manifestUrl).catch(() => null);
    if (!manifest) continue;
    const files = moduleFiles(manifestUrl, manifest, ref.module, ref.remote, lang);
    if (!assets.scripts.includes(files.entry)) assets.scripts.push(files.entry);
    assets.scripts.push(...files.sync);
    for (const href of files.messages) if (!assets.scripts.includes(href)) assets.scripts.push(href);
    for (const { href, chunk } of files.css) {
      if (!assets.stylesheets.includes(href)) assets.stylesheets.push(href);
      if (chunk) assets.cssChunks[href] = chunk;
    }
  }
  return assets;
}
