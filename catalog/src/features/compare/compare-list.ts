/** The compare list: up to four products shown side by side (more would not fit a screen). */
import { createSavedList } from '../saved-products/saved-list.ts';

export const COMPARE_LIMIT = 4;

export const compareList = createSavedList({
  name: 'catalogCompare',
  storageKey: 'catalog:compare',
  limit: COMPARE_LIMIT,
});
