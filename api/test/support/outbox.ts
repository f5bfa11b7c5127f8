/**
 * Reads (and, to stage a case, writes) the api's database directly, as an operator or a mail relay would: the SQLite
 * file through libsql, or the PostgreSQL database through pg. Queries use `?` placeholders in both.
 */
import Database from 'libsql';
import { Client, types } from 'pg';
import { isPostgresDatabase } from './server.ts';

// COUNT(*) is a bigint on PostgreSQL, handed over as a string; the api reads it as a number too.
types.setTypeParser(types.builtins.INT8, (value) => Number(value));

/** `?` placeholders (outside quoted text) as PostgreSQL's `$1, $2…`. */
function numbered(query: string): string {
  let n = 0;
  return query
    .split("'")
    .map((part, i) => (i % 2 === 0 ? part.replace(/\?/g, () => `$${++n}`) : part))
    .join("'");
}

export async function sql<T>(database: string, query: string, ...params: unknown[]): Promise<T[]> {
  if (isPostgresDatabase(database)) {
    const client = new Client({ connectionString: database });
    await client.connect();
    try {
      return (await client.query(numbered(query), params)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = new Database(database);
  try {
    const statement = db.prepare(query);
    return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as T[];
  } finally {
    db.close();
  }
}

/** Sets a combination's stock the way the back office would: with the catalogue version moved. */
export async function setStock(database: string, idProductAttribute: number, quantity: number): Promise<void> {
  await sql(
    database,
    'UPDATE product_attribute SET quantity = ? WHERE id_product_attribute = ?',
    quantity,
    idProductAttribute,
  );
  await sql(database, 'UPDATE catalog_version SET version = version + 1 WHERE id = 2');
}

export async function lastMail(
  database: string,
  to: string,
): Promise<{ subject: string; body: string; kind: string } | undefined> {
  const [mail] = await sql<{ subject: string; body: string; kind: string }>(
    database,
    'SELECT subject, body, kind FROM mail_outbox WHERE lower(recipient) = lower(?) ORDER BY id DESC LIMIT 1',
    to,
  );
  return mail;
}

export const codeIn = (body: string | undefined): string => /\b(\d{6})\b/.exec(body ?? '')?.[1] ?? '';
