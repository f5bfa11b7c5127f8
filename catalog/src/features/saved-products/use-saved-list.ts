import { useEffect, useSyncExternalStore } from 'react';
import { useAppDispatch, useAppSelector } from '@storefront/shared/store';
import type { SavedList } from './saved-list.ts';

const subscribeToNothing = () => () => undefined;
const emptyList: never[] = [];

/**
 * A saved list as components see it. The server can't know the browser's list, so every component shows it
 * unloaded while it hydrates: the store's `loaded` alone is not enough, because remote slots hydrate one by one
 * and an earlier one may have read the list already (`useSyncExternalStore` answers the server snapshot, false,
 * during hydration, and true for components rendered in the browser). The stored list arrives right after mount,
 * and again whenever another tab writes it (`storage` event).
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
  useEffect(() => {
    dispatch(list.sync());
    const onStorage = (event: StorageEvent) => {
      // key null: another tab cleared the whole storage.
      if (event.key === list.storageKey || event.key === null) dispatch(list.sync());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch, list]);
  return { items, loaded, has: (id: number) => items.some((item) => item.id === id) };
}
