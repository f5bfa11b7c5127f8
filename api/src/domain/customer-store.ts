/** Customer rows: read by id, email checks, insert and update, and signing out a customer's other sessions. */
import type { Db } from '../db/database.ts';
import type { CustomerTable } from '../db/types.ts';

export type CustomerRow = Omit<CustomerTable, 'id_customer'> & { id_customer: number };
export type NewCustomer = Omit<CustomerRow, 'id_customer'>;
export type CustomerChanges = Partial<Omit<CustomerRow, 'id_customer' | 'is_guest' | 'date_add'>>;

export async function customerById(db: Db, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customer').selectAll().where('id_customer', '=', id).executeTakeFirst();
}

/** Whether a registered (not guest) account uses this email, other than `exceptId`. */
export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('customer').select('id_customer').where('email', '=', email);
  query = exceptId === undefined ? query.where('is_guest', '=', 0) : query.where('id_customer', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCustomer(db: Db, row: NewCustomer): Promise<number> {
  const { id_customer } = await db
    .insertInto('customer')
    .values(row)
    .returning('id_customer')
    .executeTakeFirstOrThrow();
  return id_customer;
}

export async function updateCustomerRow(db: Db, id: number, changes: CustomerChanges): Promise<void> {
  await db.updateTable('customer').set(changes).where('id_customer', '=', id).execute();
}

/** Signs the customer out everywhere except on `keepSession` (a password change from this device). */
export async function endOtherSessions(db: Db, idCustomer: number, keepSession: string): Promise<void> {
  await db.deleteFrom('session').where('id_customer', '=', idCustomer).where('id_session', '!=', keepSession).execute();
}
