/**
 * Remote modules kept across requests by the shell's server, by `remote/Module` (ADR 0600, "Uncached render cost").
 * Each `loadRemote` asks the remote's container again (its factory, then the chunks' shared-dependency checks with
 * their version ranges): about 2% of an uncached render's CPU, for the same module object every time. A remote whose
 * registered version changes has its modules forgotten; a load that failed or found nothing is not kept.
 */
export interface ModuleCache {
  load(id: string): Promise<unknown>;
  /** Forgets the modules of `remote` (its registered version changed). */
  forget(remote: string): void;
}

export function createModuleCache(loadRemote: (id: string) => Promise<unknown>): ModuleCache {
  const loaded = new Map<string, Promise<unknown>>();
  return {
    load(id) {
      let loading = loaded.get(id);
      if (!loading) {
        const kept = loadRemote(id);
        loaded.set(id, kept);
        const drop = () => {
          if (loaded.get(id) === kept) loaded.delete(id);
        };
        kept.then((module) => {
          if (!module) drop();
        }, drop);
        loading = kept;
      }
      return loading;
    },
    forget(remote) {
      for (const id of loaded.keys()) if (id.startsWith(`${remote}/`)) loaded.delete(id);
    },
  };
}
