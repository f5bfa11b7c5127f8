import { useEffect, useSyncExternalStore } from 'react';
import { useAppDispatch, useAppSelector, type AppDispatch } from '@storefront/shared/store';
import type { SavedList } from './saved-list.ts';

const subscribeToNothing = () => () => undefined;
const emptyList: never[] = [];

/** Per store, the lists some component shows: how many do, and how to stop listening to other tabs. */
const followed = new WeakMap<AppDispatch, Map<SavedList, { count: number; stop: () => void }>>();

/**
 * Reads the browser's copy of a list into the store and follows other tabs' writes to it, once per list and store
 * however many components show it (a listing mounts two dozen buttons per list); stops with the last of them.
 */
function follow(list: SavedList, dispatch: AppDispatch): () => void {
  const lists = followed.get(dispatch) ?? new Map<SavedList, { count: number; stop: () => void }>();
  followed.set(dispatch, lists);
  let entry = lists.get(list);
  if (!entry) {
    dispatch(list.sync());
    const onStorage = (event: StorageEvent) => {
      // key null: another tab cleared the whole storage.
      if (event.key === list.storageKey || event.key === null) dispatch(list.sync());
    };
    window.addEventListener('storage', onStorage);
    entry = { count: 0, stop: () => window.removeEventListener('storage', onStorage) };
    lists.set(list, entry);
  }
  const shown = entry;
  shown.count++;
  return () => {
    if (--shown.count > 0) return;
    shown.stop();
    lists.delete(list);
  };
}

/**
 * A saved list as components see it. The server can't know the browser's list, so every component shows it
 * unloaded while it hydrates: the store's `loaded` alone is not enough, because remote slots hydrate one by one
 * and an earlier one may have read the list already (`useSyncExternalStore` answers the server snapshot, false,
 * during hydration, and true for components rendered in the browser). The stored list arrives right after the first
 * mount that shows it, and again whenever another tab writes it (`storage` event).
 */
export function useSavedList(list: SavedList) {
  const dispatch = useAppDispatch();
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const stored = useAppSelector(list.selectItems);
  const loaded = useAppSelector(list.selectLoaded) && hydrated;
  const items = loaded ? stored : emptyList;
  useEffect(() => follow(list, dispatch), [dispatch, list]);
  return { items, loaded, has: (id: number) => items.some((item) => item.id === id) };
}
