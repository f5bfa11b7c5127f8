/** Opens the SQLite file (libsql driver) behind Kysely, migrates it, and seeds it when empty. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations.ts';
import type { DB } from './types.ts';
import { seedDatabase } from '../seed/seed.ts';

export type Db = Kysely<DB>;

export async function openDatabase(file: string): Promise<Db> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  // WAL lets readers (tests, a second process) run beside the writer; a busy timeout rides out short locks.
  sqlite.exec(
    'PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL',
  );
  // libsql mirrors better-sqlite3's API, which is what Kysely's SqliteDialect drives.
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite as unknown as SqliteDatabase }) });
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  const fresh = results?.some((r) => r.migrationName === '0001-initial' && r.status === 'Success') ?? false;
  if (fresh) await seedDatabase(db);
  return db;
}
