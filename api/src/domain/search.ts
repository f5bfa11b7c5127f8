/**
 * Full-text search over the FTS5 table `product_search` (name, brand, category, description; one row per product
 * and language; diacritics folded). Every word is matched as a prefix ("lin" finds "linen"); when the words as typed
 * find nothing, each unknown word is replaced by the closest word the shop knows in that language (edit distance
 * 1, or 2 for long words) and the search runs again, so "cahsmere" finds cashmere.
 */
import type { LanguageCode } from '@storefront/shared/schemas';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Words of a query: letters and digits, lower-cased, diacritics folded, at most 8. */
export function queryWords(text: string): string[] {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 8);
}

/** Each word quoted (so FTS5 syntax in the input is inert) and prefix-matched; all words must match. */
export const ftsExpression = (words: string[]): string => words.map((w) => `"${w.replace(/"/g, '')}"*`).join(' ');

export async function rankedProductIds(db: Db, lang: LanguageCode, words: string[]): Promise<number[]> {
  if (words.length === 0) return [];
  const rows = await sql<{ id_product: number }>`
    SELECT id_product FROM product_search
    WHERE product_search MATCH ${ftsExpression(words)} AND lang = ${lang}
    ORDER BY bm25(product_search, 0, 0, 10, 6, 3, 1)
    LIMIT 500`.execute(db);
  return rows.rows.map((r) => Number(r.id_product));
}

export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    prev = row;
  }
  return prev[b.length] ?? limit + 1;
}

/** The words of every searchable text in one language (names, brands, categories), for typo correction. */
export async function vocabulary(db: Db, lang: LanguageCode): Promise<Set<string>> {
  const rows = await db
    .selectFrom('product_search')
    .select(['name', 'brand', 'category'])
    .where('lang', '=', lang)
    .execute();
  const words = new Set<string>();
  for (const r of rows)
    for (const w of queryWords(`${r.name} ${r.brand} ${r.category}`)) if (w.length >= 3) words.add(w);
  return words;
}

/** The closest known word, or the word itself when none is close enough. */
export function correct(word: string, known: Set<string>): string {
  if (word.length < 4 || known.has(word) || [...known].some((k) => k.startsWith(word))) return word;
  const limit = word.length >= 7 ? 2 : 1;
  let best = word;
  let bestDistance = limit + 1;
  for (const candidate of known) {
    const d = editDistance(word, candidate, limit);
    if (d < bestDistance || (d === bestDistance && candidate < best)) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= limit ? best : word;
}
