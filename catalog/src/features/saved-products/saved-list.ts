/**
 * A saved list of products (the wishlist, the compare list): a lazy slice injected into the shop's root reducer,
 * mirrored to localStorage under an owner-prefixed key. Reducers stay pure; the thunks read storage first (another
 * tab may have changed it), apply the change and write it back, so tabs never overwrite each other's additions.
 *
 * The server never knows the browser's list: the slice starts `loaded: false` on both sides, so hydration matches,
 * and `useSavedList` loads the list after mount.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer, type AppDispatch, type RootState } from '@storefront/shared/store';
import type { SavedProduct } from './saved-product.ts';
import { readSavedList, writeSavedList } from './saved-storage.ts';

export interface SavedListState {
  items: SavedProduct[];
  /** False until the browser's stored list has been read (always false on the server). */
  loaded: boolean;
}

export type AddOutcome = 'added' | 'present' | 'full';

interface SavedListOptions<Name extends string> {
  /** The slice's name and reducer path, owner-prefixed (`catalogWishlist`). */
  name: Name;
  /** The localStorage key, owner-prefixed (`catalog:wishlist`). */
  storageKey: string;
  /** Most products the list holds; adding one more is refused and says so. */
  limit: number;
}

const initialState: SavedListState = { items: [], loaded: false };

const sameIds = (a: readonly SavedProduct[], b: readonly SavedProduct[]) =>
  a.length === b.length && a.every((item, index) => item.id === b[index]?.id);

export function createSavedList<Name extends string>({ name, storageKey, limit }: SavedListOptions<Name>) {
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      loaded(state, action: PayloadAction<SavedProduct[]>) {
        state.items = action.payload;
        state.loaded = true;
      },
      added(state, action: PayloadAction<SavedProduct>) {
        if (state.items.length >= limit || state.items.some((item) => item.id === action.payload.id)) return;
        state.items.push(action.payload);
      },
      removed(state, action: PayloadAction<number>) {
        state.items = state.items.filter((item) => item.id !== action.payload);
      },
    },
    selectors: {
      selectItems: (state) => state.items,
      selectLoaded: (state) => state.loaded,
    },
  });

  // A new remote version on the long-lived server replaces the old reducer, as the api injections do.
  const injected = slice.injectInto(rootReducer, { overrideExisting: typeof window === 'undefined' });
  // The shop's RootState lists only what `shared` knows; injected selectors read a slice that isn't there yet as its
  // initial state, so they accept any root state.
  const { selectItems, selectLoaded } = injected.selectors as unknown as {
    selectItems: (state: RootState) => SavedProduct[];
    selectLoaded: (state: RootState) => boolean;
  };

  /** Reads the stored list into the store (after mount, and when another tab changes it). */
  const sync = () => (dispatch: AppDispatch, getState: () => RootState) => {
    const stored = readSavedList(storageKey);
    const state = getState();
    if (stored === null) {
      if (!selectLoaded(state)) dispatch(injected.actions.loaded(selectItems(state)));
      return;
    }
    if (!selectLoaded(state) || !sameIds(stored, selectItems(state))) dispatch(injected.actions.loaded(stored));
  };

  const persist = (getState: () => RootState) => writeSavedList(storageKey, selectItems(getState()));

  const add =
    (product: SavedProduct) =>
    (dispatch: AppDispatch, getState: () => RootState): AddOutcome => {
      dispatch(sync());
      const items = selectItems(getState());
      if (items.some((item) => item.id === product.id)) return 'present';
      if (items.length >= limit) return 'full';
      dispatch(injected.actions.added(product));
      persist(getState);
      return 'added';
    };

  const remove = (id: number) => (dispatch: AppDispatch, getState: () => RootState) => {
    dispatch(sync());
    dispatch(injected.actions.removed(id));
    persist(getState);
  };

  return { name, storageKey, limit, slice: injected, selectItems, selectLoaded, sync, add, remove };
}

export type SavedList = ReturnType<typeof createSavedList>;
