/**
 * The store factory: one store in the browser, one per request on the server. The root reducer is
 * built with combineSlices so remotes inject their slices lazily (`slice.injectInto(rootReducer)`).
 */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from '../api/base-api.ts';
import type { StoreExtra } from '../api/base-query.ts';

export const rootReducer = combineSlices(api);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(extra: StoreExtra, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * Browser only: the api hears the window's `online` and `offline` events, so its queries fetch again when the
 * connection comes back (`refetchOnReconnect`). Focus and visibility are not listened to: no query refetches on them.
 */
export function listenForReconnect(
  dispatch: AppDispatch,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  return setupListeners(dispatch, (listen, { onOnline, onOffline }) => {
    const online = () => listen(onOnline());
    const offline = () => listen(onOffline());
    target.addEventListener('online', online);
    target.addEventListener('offline', offline);
    return () => {
      target.removeEventListener('online', online);
      target.removeEventListener('offline', offline);
    };
  });
}

/** Resolves when every query started so far has settled (the server awaits this before rendering). */
export async function settleQueries(store: AppStore): Promise<void> {
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
}

export { Provider as StoreProvider } from 'react-redux';
