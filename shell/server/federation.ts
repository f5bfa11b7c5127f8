/**
 * The server side of composition: points the federation runtime at each remote's Node build as
 * the registry says, and reads browser manifests to tell the document what to preload.
 * The maps here hold code locations (immutable, versioned URLs), never a shopper's data.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { locales } from '@storefront/shared/i18n';
import type { RemoteModule, RemoteRef } from '@storefront/shared/remotes';
import { remoteNames, type Registry } from '../src/federation/registry.ts';
import { loadTimeoutMs } from '../src/federation/runtime-plugin.ts';

const registered = new Map<string, string>();

/**
 * Re-points remotes whose server entry changed (a release or a rollback), and warms the new
 * version's modules in the background so the next shoppers do not wait for a cold load.
 */
export function applyRegistry(registry: Registry, modules: RemoteRef[]): void {
  const changed = remoteNames.filter((name) => registered.get(name) !== registry.remotes[name].server);
  if (changed.length === 0) return;
  registerRemotes(
    changed.map((name) => ({ name, entry: registry.remotes[name].server })),
    { force: true },
  );
  for (const name of changed) registered.set(name, registry.remotes[name].server);
  for (const ref of modules.filter((candidate) => changed.includes(candidate.remote))) void warm(ref);
}

async function warm(ref: RemoteRef): Promise<void> {
  try {
    const module = await loadRemote<RemoteModule>(`${ref.remote}/${ref.module}`);
    await Promise.all(locales.map((lang) => module?.loadMessages(lang)));
  } catch {
    // A remote that cannot load now is tried again by the next request that needs it.
  }
}

interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[] }; css: { sync: string[]; async: string[] } };
}

interface BrowserManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: ManifestExpose[];
}

const manifests = new Map<string, Promise<BrowserManifest>>();

function manifestAt(url: string): Promise<BrowserManifest> {
  let loading = manifests.get(url);
  if (!loading) {
    loading = fetch(url, { signal: AbortSignal.timeout(loadTimeoutMs) }).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as BrowserManifest;
    });
    manifests.set(url, loading);
    // Failures are not cached: the next request tries again.
    loading.catch(() => manifests.delete(url));
  }
  return loading;
}

export interface PageAssets {
  /** Browser manifests to preload (as fetch). */
  manifests: string[];
  /** Entries and expose chunks to preload (as script). */
  scripts: string[];
  stylesheets: string[];
}

/** The browser files a page's rendered modules need, so the browser fetches them while it parses. */
export async function assetsFor(refs: RemoteRef[], registry: Registry): Promise<PageAssets> {
  const assets: PageAssets = { manifests: [], scripts: [], stylesheets: [] };
  for (const ref of refs) {
    const manifestUrl = registry.remotes[ref.remote].browser;
    const base = new URL('.', manifestUrl);
    const manifest = await manifestAt(manifestUrl).catch(() => null);
    if (!manifest) continue;
    const entry = new URL(`${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`, base).href;
    if (!assets.manifests.includes(manifestUrl)) assets.manifests.push(manifestUrl, );
    if (!assets.scripts.includes(entry)) assets.scripts.push(entry);
    const expose = manifest.exposes.find((candidate) => candidate.name === ref.module);
    for (const file of expose?.assets.js.sync ?? []) assets.scripts.push(new URL(file, base).href);
    for (const file of [...(expose?.assets.css.sync ?? []), ...(expose?.assets.css.async ?? [])]) {
      const href = new URL(file, base).href;
      if (!assets.stylesheets.includes(href)) assets.stylesheets.push(href);
    }
  }
  return assets;
}
