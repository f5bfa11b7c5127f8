/**
 * Password reset by emailed code: `resetPasswordEmail` always answers the same (no account enumeration) and mails a
 * 6-digit code valid 30 minutes, stored hashed; `resetPasswordEnter` allows 5 attempts per code.
 */
import {
  resetPasswordEmailRequest,
  resetPasswordEnterRequest,
  type ResetPasswordEmailData,
  type ResetPasswordEnterData,
} from '@storefront/shared/schemas';
import { defineCall } from '../http/call.ts';
import { badRequest } from '../http/errors.ts';
import { hashToken, numericCode } from '../domain/ids.ts';
import { hashPassword } from '../domain/password.ts';

const VALID_MS = 30 * 60_000;
const MAX_ATTEMPTS = 5;
const SAME_ANSWER = 'If this email has an account, a reset code has been sent to it.';
const BAD_CODE = 'Invalid or expired code';

const SUBJECTS: Record<string, string> = {
  en: 'Your password reset code',
  fr: 'Votre code de réinitialisation',
  it: 'Il tuo codice per reimpostare la password',
  es: 'Tu código para restablecer la contraseña',
  de: 'Ihr Code zum Zurücksetzen des Passworts',
};

export const resetPasswordEmail = defineCall({
  name: 'resetPasswordEmail',
  schema: resetPasswordEmailRequest,
  rateLimited: true,
  async handler(ctx, input): Promise<ResetPasswordEmailData> {
    const customer = await ctx.db
      .selectFrom('customer')
      .select(['id_customer', 'email', 'firstname'])
      .where('email', '=', input.email)
      .where('is_guest', '=', 0)
      .executeTakeFirst();
    if (customer) {
      const code = numericCode(6);
      const row = {
        id_customer: customer.id_customer,
        code_hash: hashToken(`${customer.id_customer}:${code}`),
        expires: new Date(Date.now() + VALID_MS).toISOString(),
        attempts: 0,
      };
      await ctx.db
        .insertInto('password_reset')
        .values(row)
        .onConflict((oc) => oc.column('id_customer').doUpdateSet(row))
        .execute();
      await ctx.mail.send({
        to: customer.email,
        kind: 'password-reset',
        subject: SUBJECTS[ctx.lang] ?? SUBJECTS.en ?? '',
        body: `Hello ${customer.firstname},\n\nyour code is ${code}. It expires in 30 minutes.\nIf you did not ask for it, ignore this email.`,
      });
    }
    return { message: SAME_ANSWER };
  },
});

export const resetPasswordEnter = defineCall({
  name: 'resetPasswordEnter',
  schema: resetPasswordEnterRequest,
  rateLimited: true,
  async handler(ctx, input): Promise<ResetPasswordEnterData> {
    const row = await ctx.db
      .selectFrom('password_reset as r')
      .innerJoin('customer as c', 'c.id_customer', 'r.id_customer')
      .select(['r.id_customer', 'r.code_hash', 'r.expires', 'r.attempts'])
      .where('c.email', '=', input.email)
      .executeTakeFirst();
    if (!row || Date.parse(row.expires) < Date.now() || row.attempts >= MAX_ATTEMPTS) throw badRequest(BAD_CODE);
    if (row.code_hash !== hashToken(`${row.id_customer}:${input.code}`)) {
      await ctx.db
        .updateTable('password_reset')
        .set({ attempts: row.attempts + 1 })
        .where('id_customer', '=', row.id_customer)
        .execute();
      throw badRequest(BAD_CODE);
    }
    const passwd = await hashPassword(input.password);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('customer')
        .set({ passwd, date_upd: new Date().toISOString() })
        .where('id_customer', '=', row.id_customer)
        .execute();
      await trx.deleteFrom('password_reset').where('id_customer', '=', row.id_customer).execute();
      // Whoever knew the old password is signed out everywhere.
      await trx.deleteFrom('session').where('id_customer', '=', row.id_customer).execute();
    });
    return { message: 'Password reset successfully' };
  },
});

export const passwordResetCalls = [resetPasswordEmail, resetPasswordEnter];
