/** Password reset codes: one per customer (hashed), attempts counted, and the reset that signs out every session. */
import type { Db } from '../db/database.ts';

export interface ResetCode {
  id_customer: number;
  code_hash: string;
  expires: string;
  attempts: number;
}

/** The registered customer a reset code may be mailed to. */
export async function resetRecipient(db: Db, email: string) {
  return db
    .selectFrom('customer')
    .select(['id_customer', 'email', 'firstname'])
    .where('email', '=', email)
    .where('is_guest', '=', 0)
    .executeTakeFirst();
}

/** Stores the code, replacing an earlier one (and its attempt count). */
export async function storeResetCode(db: Db, row: ResetCode): Promise<void> {
  await db
    .insertInto('password_reset')
    .values(row)
    .onConflict((oc) => oc.column('id_customer').doUpdateSet(row))
    .execute();
}

export async function resetCodeFor(db: Db, email: string): Promise<ResetCode | undefined> {
  return db
    .selectFrom('password_reset as r')
    .innerJoin('customer as c', 'c.id_customer', 'r.id_customer')
    .select(['r.id_customer', 'r.code_hash', 'r.expires', 'r.attempts'])
    .where('c.email', '=', email)
    .executeTakeFirst();
}

/** Counts a wrong code in the database (so the limit holds across api instances). */
export async function countResetAttempt(db: Db, idCustomer: number): Promise<void> {
  await db
    .updateTable('password_reset')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id_customer', '=', idCustomer)
    .execute();
}

/** Sets the new password, spends the code and signs out every session, in one transaction. */
export async function applyPasswordReset(db: Db, idCustomer: number, passwd: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('customer')
      .set({ passwd, date_upd: new Date().toISOString() })
      .where('id_customer', '=', idCustomer)
      .execute();
    await trx.deleteFrom('password_reset').where('id_customer', '=', idCustomer).execute();
    // Whoever knew the old password is signed out everywhere.
    await trx.deleteFrom('session').where('id_customer', '=', idCustomer).execute();
  });
}
