/** PostgreSQL-only steps after the seed: generated keys continue after the seed's ids; the typo word list is filled. */
import { sql } from 'kysely';
import { queryWords } from '../domain/search.ts';
import type { Db } from '../db/database.ts';

export async function afterSeedPostgres(db: Db): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_identity = 'YES'`.execute(db);
  for (const { table_name, column_name } of rows)
    await sql`SELECT setval(pg_get_serial_sequence(${table_name}, ${column_name}),
      (SELECT COALESCE(MAX(${sql.ref(column_name)}), 0) + 1 FROM ${sql.table(table_name)}), false)`.execute(db);
  await fillSearchWords(db);
}

/** The words shoppers may mistype (names, brands, categories), split and folded exactly as queries are. */
export async function fillSearchWords(db: Db): Promise<void> {
  const texts = await db.selectFrom('product_search').select(['lang', 'name', 'brand', 'category']).execute();
  const words = new Map<string, { lang: string; word: string }>();
  for (const t of texts)
    for (const word of queryWords(`${t.name} ${t.brand} ${t.category}`))
      if (word.length >= 3) words.set(`${t.lang}|${word}`, { lang: t.lang, word });
  const rows = [...words.values()];
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('search_word')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.doNothing())
      .execute();
}
