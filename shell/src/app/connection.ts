/**
 * Whether the shopper is online, as the hydrated app knows it (ADR 0017): the browser's `navigator.onLine` and its
 * `online`/`offline` events, and which page could not load for want of a connection. The server never creates one:
 * it renders every page online.
 */

export interface ConnectionState {
  online: boolean;
  /** The location (path and query) whose page could not load offline: the shell shows the offline screen there. */
  offlinePage: string | null;
  /** The connection came back after the shopper was offline: the notice says so. */
  backOnline: boolean;
}

export interface Connection {
  state(): ConnectionState;
  subscribe(listener: () => void): () => void;
  /**
   * A query or a remote's code failed to load without a reply; `loadingPage` is the location whose page was still
   * loading then (null when the page had loaded: a header widget, a search suggestion). True when the failure is the
   * connection's, the browser being offline; the page that was loading then shows the offline screen.
   */
  failed(loadingPage: string | null): boolean;
  /** The shopper asks for the page again (the offline screen's Try again). */
  retry(): void;
  /** The back-online notice has been shown long enough. */
  settle(): void;
}

/** The part of `window` a connection listens to. */
export type ConnectionWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  navigator: Pick<Navigator, 'onLine'>;
};

export interface ConnectionOptions {
  window: ConnectionWindow;
  /**
   * Called before the page is tried again (on Try again, and when the connection comes back): forgets the failures
   * kept meanwhile (the module loader keeps a failed load until it is reset, so a slot does not retry in a loop).
   */
  forget?: () => void;
}

export function createConnection({ window: win, forget }: ConnectionOptions): Connection {
  let state: ConnectionState = { online: win.navigator.onLine, offlinePage: null, backOnline: false };
  const listeners = new Set<() => void>();
  const set = (next: Partial<ConnectionState>) => {
    if (Object.entries(next).every(([key, value]) => state[key as keyof ConnectionState] === value)) return;
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  // Listened to for the page's whole life: one connection per page load.
  win.addEventListener('offline', () => set({ online: false, backOnline: false }));
  win.addEventListener('online', () => {
    forget?.();
    set({ online: true, offlinePage: null, backOnline: !state.online || state.backOnline });
  });
  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    failed(loadingPage) {
      // A failure while the browser says it is online is the network's or the server's: the page says which.
      if (win.navigator.onLine) return false;
      // Offline without the event having been heard (it fired before the app ran): the failure says it.
      set({ online: false, backOnline: false, offlinePage: loadingPage ?? state.offlinePage });
      return true;
    },
    retry() {
      forget?.();
      set({ offlinePage: null });
    },
    settle() {
      if (state.backOnline) set({ backOnline: false });
    },
  };
}
