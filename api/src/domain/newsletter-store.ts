/**
 * Newsletter subscriptions (double opt-in) and the customer's newsletter flag that mirrors them: the subscription is
 * the truth, the flag is 1 exactly while a confirmed subscription exists for the customer's email.
 */
import type { Db } from '../db/database.ts';
import type { NewsletterTable } from '../db/types.ts';

export type NewsletterRow = NewsletterTable;

export async function subscription(db: Db, email: string): Promise<NewsletterRow | undefined> {
  return db.selectFrom('newsletter').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Creates the subscription or renews its code and sections; a confirmed one stays confirmed. */
export async function saveSubscription(db: Db, row: Omit<NewsletterRow, 'confirmed'>): Promise<void> {
  const existing = await db
    .selectFrom('newsletter')
    .select('confirmed')
    .where('email', '=', row.email)
    .executeTakeFirst();
  await db
    .insertInto('newsletter')
    .values({ ...row, confirmed: existing?.confirmed ?? 0 })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        sections: row.sections,
        lang: row.lang,
        code_hash: row.code_hash,
        code_expires: row.code_expires,
        date_upd: row.date_upd,
      }),
    )
    .execute();
}

export async function confirmSubscription(db: Db, email: string): Promise<void> {
  await db
    .updateTable('newsletter')
    .set({ confirmed: 1, code_hash: null, code_expires: null, date_upd: new Date().toISOString() })
    .where('email', '=', email)
    .execute();
  await db.updateTable('customer').set({ newsletter: 1 }).where('email', '=', email).execute();
}

export async function cancelSubscription(db: Db, email: string): Promise<void> {
  await db.deleteFrom('newsletter').where('email', '=', email).execute();
  await db.updateTable('customer').set({ newsletter: 0 }).where('email', '=', email).execute();
}

/** Sets the customer's flag from the subscription of their email (at register, after an email change). */
export async function mirrorSubscription(db: Db, email: string): Promise<void> {
  const row = await subscription(db, email);
  await db
    .updateTable('customer')
    .set({ newsletter: row?.confirmed === 1 ? 1 : 0 })
    .where('email', '=', email)
    .execute();
}

/**
 * A customer's new email takes their subscription along, in its state (the change needed the password); when the new
 * email has a subscription of its own, that one stays and the old one is left to its address.
 */
export async function moveSubscription(db: Db, from: string, to: string): Promise<void> {
  if (!(await subscription(db, to)))
    await db
      .updateTable('newsletter')
      .set({ email: to, date_upd: new Date().toISOString() })
      .where('email', '=', from)
      .execute();
  await mirrorSubscription(db, to);
}
