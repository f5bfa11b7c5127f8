/**
 * A RemoteLoader over the federation runtime's `loadRemote`, used by both the browser and the
 * server: one instance per page load or request, loads time-limited. A failure is kept until
 * `reset` (the slot's retry): React re-renders a failed slot, and must find the same failure
 * rather than start the load again in a loop. The runtime itself caches no failure.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { Locale, Messages } from '@storefront/shared/i18n';
import {
  refKey,
  type LoadedRemote,
  type RemoteLoader,
  type RemoteModule,
  type RemoteName,
  type RemoteRef,
} from '@storefront/shared/remotes';
import { track, withDeadline, type Tracked } from './tracked.ts';

export interface ModuleLoaderOptions {
  /** The whole budget of one load, retry included, counted from when that load starts. */
  deadlineMs: number;
  /** Called with each module that loaded (the server tells the browser which to preload). */
  onLoaded?: (ref: RemoteRef) => void;
  /**
   * Called with each load that failed (not one the page reloads for), and with each render error a slot's boundary
   * caught (`caught`): the browser reports them, the server counts its own load failures.
   */
  onFailed?: (ref: RemoteRef, kind: 'load' | 'render') => void;
  /**
   * The remotes the page's registry names (all when absent). A module of any other remote fails at once, without a
   * retry or a wait: the registry lacks it, so its slot shows its retry and nothing else is held up.
   */
  remotes?: readonly RemoteName[];
  /**
   * Browser only: asked with a load's failure; true when the page is reloading because of it (the reload guard on a
   * stale chunk), and the load then never settles: the slot keeps its loading state until the new page replaces it.
   */
  reloading?: (error: unknown) => boolean;
  /**
   * How a module is fetched from its remote (`remote/Module`); the federation runtime's `loadRemote` by default. The
   * server passes one that loads from the version the page's registry names (stable or canary) and keeps each module
   * across requests (server/federation.ts).
   */
  loadModule?: (id: string) => Promise<unknown>;
}

/**
 * Each module's messages per language, read once per module object (a new version of a remote is a new object, so
 * its messages are read anew). A remote's `loadMessages` is a dynamic import: on the server each call built a fresh
 * namespace object with a getter per message (a few percent of an uncached render's CPU, and more garbage), and
 * handed back a new object where a remote merges catalogues, so no intl object could be reused across requests.
 * A failed read is not kept: the next load asks again.
 */
const messagesByModule = new WeakMap<object, Map<Locale, Promise<Messages>>>();

export function messagesOf(module: Pick<RemoteModule, 'loadMessages'>, lang: Locale): Promise<Messages> {
  let byLang = messagesByModule.get(module);
  if (!byLang) {
    byLang = new Map();
    messagesByModule.set(module, byLang);
  }
  let messages = byLang.get(lang);
  if (!messages) {
    const reading = module.loadMessages(lang);
    const languages = byLang;
    languages.set(lang, reading);
    reading.catch(() => languages.delete(lang));
    messages = reading;
  }
  return messages;
}

async function loadOnce<P>(
  ref: RemoteRef,
  lang: Locale,
  loadModule: (id: string) => Promise<unknown>,
): Promise<LoadedRemote<P>> {
  const module = (await loadModule(`${ref.remote}/${ref.module}`)) as RemoteModule<P> | null | undefined;
  if (!module || typeof module.default !== 'function') throw new Error(`${refKey(ref)} is not a page module`);
  const messages = await messagesOf(module, lang);
  return { module, messages };
}

/** One retry for a blip (an error that came fast), only while the deadline leaves time for it. */
async function loadWithRetry<P>(
  ref: RemoteRef,
  lang: Locale,
  deadlineAt: number,
  loadModule: (id: string) => Promise<unknown>,
): Promise<LoadedRemote<P>> {
  try {
    return await loadOnce<P>(ref, lang, loadModule);
  } catch (error) {
    if (Date.now() > deadlineAt - 500) throw error;
    await new Promise((resolve) => setTimeout(resolve, 150));
    return loadOnce<P>(ref, lang, loadModule);
  }
}

const runtimeLoad = (id: string): Promise<unknown> => loadRemote(id);

export interface ModuleLoader extends RemoteLoader {
  /** Forgets every failed load, so each is tried again when next asked for (the connection came back). */
  forgetFailures(): void;
}

export function createModuleLoader(options: ModuleLoaderOptions): ModuleLoader {
  const loads = new Map<string, Tracked<LoadedRemote<unknown>>>();
  return {
    load<P>(ref: RemoteRef, lang: Locale) {
      const key = `${refKey(ref)}@${lang}`;
      let loading = loads.get(key);
      if (!loading) {
        const deadline = options.deadlineMs;
        const load =
          options.remotes && !options.remotes.includes(ref.remote)
            ? Promise.reject(new Error(`${refKey(ref)}: the registry names no ${ref.remote}`))
            : withDeadline(
                loadWithRetry<unknown>(ref, lang, Date.now() + deadline, options.loadModule ?? runtimeLoad),
                deadline,
                `loading ${refKey(ref)}`,
              );
        const { reloading } = options;
        loading = track(
          reloading
            ? load.catch((error: unknown) =>
                reloading(error) ? new Promise<never>(() => undefined) : Promise.reject(error),
              )
            : load,
        );
        loads.set(key, loading);
        loading.then(
          () => options.onLoaded?.(ref),
          () => options.onFailed?.(ref, 'load'),
        );
      }
      return loading as Tracked<LoadedRemote<P>>;
    },
    reset(ref) {
      for (const key of loads.keys()) if (key.startsWith(`${refKey(ref)}@`)) loads.delete(key);
    },
    caught(ref) {
      // A boundary also catches the load's own failure (the slot's `use` throws it): that one is reported already.
      const prefix = `${refKey(ref)}@`;
      const loadFailed = [...loads].some(([key, loading]) => key.startsWith(prefix) && loading.status === 'rejected');
      if (!loadFailed) options.onFailed?.(ref, 'render');
    },
    forgetFailures() {
      for (const [key, loading] of loads) if (loading.status === 'rejected') loads.delete(key);
    },
  };
}
