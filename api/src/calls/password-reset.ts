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
import { badRequest } from '../errors.ts';
import { hashToken, numericCode } from '../domain/ids.ts';
import { hashPassword } from '../domain/password.ts';
import {
  applyPasswordReset,
  countResetAttempt,
  resetCodeFor,
  resetRecipient,
  storeResetCode,
} from '../domain/password-reset-store.ts';

const VALID_MS = 30 * 60_000;
const MAX_ATTEMPTS = 5;
const SAME_ANSWER = 'If this email has an account, a reset code has been sent to it.';
const BAD_CODE = 'Invalid or expired code';
const badCode = { reason: 'code.invalid', field: 'code' } as const;

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
    const customer = await resetRecipient(ctx.db, input.email);
    if (customer) {
      const code = numericCode(6);
      await storeResetCode(ctx.db, {
        id_customer: customer.id_customer,
        code_hash: hashToken(`${customer.id_customer}:${code}`),
        expires: new Date(Date.now() + VALID_MS).toISOString(),
        attempts: 0,
      });
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
    const row = await resetCodeFor(ctx.db, input.email);
    if (!row || Date.parse(row.expires) < Date.now() || row.attempts >= MAX_ATTEMPTS)
      throw badRequest(BAD_CODE, 301, badCode);
    if (row.code_hash !== hashToken(`${row.id_customer}:${input.code}`)) {
      await countResetAttempt(ctx.db, row.id_customer);
      throw badRequest(BAD_CODE, 301, badCode);
    }
    await applyPasswordReset(ctx.db, row.id_customer, await hashPassword(input.password));
    return { message: 'Password reset successfully' };
  },
});

export const passwordResetCalls = [resetPasswordEmail, resetPasswordEnter];
