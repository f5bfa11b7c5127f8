/** Reads the api's mail outbox straight from its database file, as an operator (or a relay) would. */
import Database from 'libsql';

export function lastMail(dbFile: string, to: string): { subject: string; body: string; kind: string } | undefined {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db
      .prepare(
        'SELECT subject, body, kind FROM mail_outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id DESC LIMIT 1',
      )
      .get(to) as { subject: string; body: string; kind: string } | undefined;
  } finally {
    db.close();
  }
}

export const codeIn = (body: string | undefined): string => /\b(\d{6})\b/.exec(body ?? '')?.[1] ?? '';

export function sql<T>(dbFile: string, query: string, ...params: unknown[]): T[] {
  const db = new Database(dbFile);
  try {
    const statement = db.prepare(query);
    return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as T[];
  } finally {
    db.close();
  }
}
