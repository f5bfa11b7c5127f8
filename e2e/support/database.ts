/** Reads the test shop's database file directly (read-only): what the api wrote, not what it says it wrote. */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import { stateFile } from './ports.ts';

export const dbFile = (): string =>
  path.join((JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { workDir: string }).workDir, 'shop.sqlite');

/** Runs one statement on the test shop's database and answers its rows (writes too: the api sees them at once). */
export function query<Row>(sql: string, ...params: unknown[]): Row[] {
  const db = new Database(dbFile());
  try {
    const statement = db.prepare(sql);
    return /^\s*select/i.test(sql) ? (statement.all(...params) as Row[]) : (statement.run(...params), []);
  } finally {
    db.close();
  }
}

export const sessionRows = (): number => query<{ n: number }>('SELECT count(*) AS n FROM session')[0]?.n ?? 0;
