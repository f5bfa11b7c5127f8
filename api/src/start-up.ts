/**
 * The api's database at start: opened, migrated, and filled when it was empty (the catalogue, content and demo
 * customer of `seed/`, then PostgreSQL's sequences and typo words). `main.ts`'s supervisor and every api process
 * open it here, and so do the tests that start an api; `db/` stays the bottom layer, knowing nothing of the seed.
 */
import { openDatabase, type DatabaseTarget, type Db } from './db/database.ts';
import { isPostgres } from './db/dialects.ts';
import { afterSeedPostgres } from './seed/postgres.ts';
import { seedDatabase } from './seed/seed.ts';

export async function openShopDatabase(target: DatabaseTarget): Promise<Db> {
  const { db, fresh } = await openDatabase(target);
  if (fresh) {
    await seedDatabase(db);
    if (isPostgres(db)) await afterSeedPostgres(db);
  }
  return db;
}
