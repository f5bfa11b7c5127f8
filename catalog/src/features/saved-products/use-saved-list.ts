import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@storefront/shared/store';
import type { SavedList } from './saved-list.ts';

/**
 * A saved list as components see it. `loaded` is false in the server render and the hydration render (so both
 * match); the stored list arrives right after mount, and again whenever another tab writes it (`storage` event).
 */
export function useSavedList(list: SavedList) {
  const dispatch = useAppDispatch();
  const items = useAppSelector(list.selectItems);
  const loaded = useAppSelector(list.selectLoaded);
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
