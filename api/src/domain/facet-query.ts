/**
 * The `q` encoding of active filters, PrestaShop style: `facet-value-value/facet-value`, e.g.
 * `size-m-l/colour-black/price-25_50`. Facet keys are fixed English words and values are language-independent
 * slugs, so a filtered URL keeps working when the shopper switches language. A literal `-`, `/` or `\` inside a
 * value is escaped with a backslash. Unknown facets and values are ignored (old links must not break).
 */
import type { FacetKey } from '@storefront/shared/schemas';

export const FACET_KEYS: readonly FacetKey[] = ['size', 'colour', 'brand', 'price', 'availability'];
export type ActiveFilters = Map<FacetKey, Set<string>>;

function splitUnescaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '\\' && i + 1 < text.length) {
      current += ch + text[i + 1];
      i++;
    } else if (ch === separator) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

const unescape = (value: string) => value.replace(/\\(.)/g, '$1');
const escape = (value: string) => value.replace(/[\\/-]/g, (c) => `\\${c}`);

export function parseFacetQuery(q: string): ActiveFilters {
  const filters: ActiveFilters = new Map();
  for (const segment of splitUnescaped(q.trim(), '/')) {
    const [rawKey, ...values] = splitUnescaped(segment, '-');
    const key = unescape(rawKey ?? '').toLowerCase() as FacetKey;
    if (!FACET_KEYS.includes(key)) continue;
    const set = filters.get(key) ?? new Set<string>();
    for (const value of values) {
      const clean = unescape(value).trim().toLowerCase();
      if (clean) set.add(clean);
    }
    if (set.size) filters.set(key, set);
  }
  return filters;
}

/** Canonical form: facets in a fixed order, values sorted, so equal filters give equal strings. */
export function encodeFacetQuery(filters: ActiveFilters): string {
  return FACET_KEYS.filter((key) => filters.get(key)?.size)
    .map((key) => [key, ...[...(filters.get(key) ?? [])].sort()].map(escape).join('-'))
    .join('/');
}

/** The filters with one value switched on or off. */
export function toggle(filters: ActiveFilters, key: FacetKey, value: string): ActiveFilters {
  const next: ActiveFilters = new Map([...filters].map(([k, v]) => [k, new Set(v)]));
  const set = next.get(key) ?? new Set<string>();
  if (set.has(value)) set.delete(value);
  else set.add(value);
  if (set.size) next.set(key, set);
  else next.delete(key);
  return next;
}

/** Price values are `min_max` in whole euros (`200_` has no upper bound). */
export function parsePriceRange(value: string): [number, number] | null {
  const match = /^(\d{1,7})_(\d{0,7})$/.exec(value);
  if (!match) return null;
  const min = Number(match[1]) * 100;
  const max = match[2] ? Number(match[2]) * 100 : Number.POSITIVE_INFINITY;
  return min <= max ? [min, max] : null;
}
