/**
 * localStorage access for the saved lists (wishlist, compare). Storage can be missing (the server), full or
 * disabled (private modes), or hold anything another version wrote: every read validates, every failure is quiet,
 * and the list then simply lives in memory for this page.
 */
import { markPersonal } from '@storefront/shared/config';
import type { SavedProduct } from './saved-product.ts';

const isSavedProduct = (value: unknown): value is SavedProduct => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, slug } = value as Record<string, unknown>;
  return (
    typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && typeof name === 'string' && typeof slug === 'string'
  );
};

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** The list saved under `key`, or null when there is no storage to read (the caller keeps what it has). */
export function readSavedList(key: string): SavedProduct[] | null {
  const store = storage();
  if (!store) return null;
  try {
    const parsed: unknown = JSON.parse(store.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) {
      markPersonal(key, false);
      return [];
    }
    const seen = new Set<number>();
    const items = parsed.filter(
      (item): item is SavedProduct => isSavedProduct(item) && !seen.has(item.id) && Boolean(seen.add(item.id)),
    );
    // A list saved before the mark existed, or by another tab, is marked as soon as it is read.
    markPersonal(key, items.length > 0);
    return items;
  } catch {
    // Unreadable: nothing to show, so no mark that would start shared pages for it.
    markPersonal(key, false);
    return [];
  }
}

export function writeSavedList(key: string, items: readonly SavedProduct[]): void {
  // A list with something in it is counted in the header of every page: shared pages start at once for it (ADR 0502).
  markPersonal(key, items.length > 0);
  try {
    storage()?.setItem(key, JSON.stringify(items.map(({ id, name, slug }) => ({ id, name, slug }))));
  } catch {
    // Full or disabled storage: the list still works in this page, it just won't outlive it.
  }
}
