/**
 * Full-text search over `product_search` (name, brand, category, description; one row per product and language;
 * diacritics folded): SQLite's FTS5 table, or on PostgreSQL a weighted tsvector with a GIN index (see dialects.ts). Every word is matched as a prefix ("lin" finds "linen"); when the words as typed
 * find nothing, each unknown word is replaced by the closest word the shop knows in that language (edit distance
 * 1, or 2 for long words) and the search runs again, so "cahsmere" finds cashmere.
 */
import type { LanguageCode } from '@storefront/shared/schemas';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../db/dialects.ts';

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
  if (isPostgres(db)) return rankedOnPostgres(db, lang, words);
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

/** Every word a prefix (`lin:*`), all required; words hold only letters and digits, so no tsquery syntax leaks in. */
export const tsQuery = (words: string[]): string => words.map((w) => `${w}:*`).join(' & ');

// ts_rank's weights for D, C, B, A: description 1, category 3, brand 6, name 10 (as FTS5's bm25 columns).
const RANK_WEIGHTS = '{0.1, 0.3, 0.6, 1.0}';

async function rankedOnPostgres(db: Db, lang: LanguageCode, words: string[]): Promise<number[]> {
  const rows = await sql<{ id_product: number }>`
    SELECT id_product FROM product_search, to_tsquery('simple', ${tsQuery(words)}) AS query
    WHERE lang = ${lang} AND document @@ query
    ORDER BY ts_rank(${RANK_WEIGHTS}::float4[], document, query) DESC, id_product
    LIMIT 500`.execute(db);
  return rows.rows.map((r) => Number(r.id_product));
}

/**
 * The words with each unknown one replaced by the closest the shop knows (see `correct`). SQLite compares with the
 * whole vocabulary in memory; PostgreSQL asks its trigram index for the nearest few candidates per word.
 */
export async function correctWords(db: Db, lang: LanguageCode, words: string[]): Promise<string[]> {
  if (!isPostgres(db)) {
    const known = await vocabulary(db, lang);
    return words.map((w) => correct(w, known));
  }
  const out: string[] = [];
  for (const word of words) {
    const { rows } = await sql<{ word: string }>`
      (SELECT word FROM search_word WHERE lang = ${lang} AND word >= ${word} AND word < ${`${word}￿`} LIMIT 1)
      UNION ALL
      (SELECT word FROM search_word WHERE lang = ${lang} ORDER BY word <-> ${word} LIMIT 12)`.execute(db);
    out.push(correct(word, new Set(rows.map((r) => r.word))));
  }
  return out;
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
