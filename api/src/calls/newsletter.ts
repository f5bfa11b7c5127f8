/**
 * Newsletter with sections of interest, double opt-in: `subscribeNewsletter` always answers the same and mails a
 * 6-digit code (valid 24 hours); `confirmNewsletter` confirms. Logged-in customers can read and cancel theirs.
 */
import {
  confirmNewsletterRequest,
  getNewsletterRequest,
  subscribeNewsletterRequest,
  unsubscribeNewsletterRequest,
  type NewsletterStatus,
} from '@storefront/shared/schemas';
import { defineCall, type CallContext } from '../http/call.ts';
import { badRequest, notAuthenticated } from '../http/errors.ts';
import { hashToken, numericCode } from '../domain/ids.ts';

const VALID_MS = 24 * 3_600_000;

async function customerEmail(ctx: CallContext): Promise<string> {
  const id = await ctx.session.customerId();
  const row =
    id === null
      ? undefined
      : await ctx.db.selectFrom('customer').select('email').where('id_customer', '=', id).executeTakeFirst();
  if (!row) throw notAuthenticated();
  return row.email;
}

async function status(ctx: CallContext, email: string): Promise<NewsletterStatus> {
  const row = await ctx.db.selectFrom('newsletter').selectAll().where('email', '=', email).executeTakeFirst();
  return {
    email,
    subscribed: row?.confirmed === 1,
    pending: row !== undefined && row.confirmed !== 1,
    sections: row ? (JSON.parse(row.sections) as string[]) : [],
  };
}

export const subscribeNewsletter = defineCall({
  name: 'subscribeNewsletter',
  schema: subscribeNewsletterRequest,
  rateLimited: true,
  async handler(ctx, input): Promise<{ message: string }> {
    const code = numericCode(6);
    const now = new Date().toISOString();
    const existing = await ctx.db
      .selectFrom('newsletter')
      .select('confirmed')
      .where('email', '=', input.email)
      .executeTakeFirst();
    const row = {
      email: input.email,
      sections: JSON.stringify([...new Set(input.sections)].sort()),
      lang: ctx.lang,
      code_hash: hashToken(`${input.email.toLowerCase()}:${code}`),
      code_expires: new Date(Date.now() + VALID_MS).toISOString(),
      confirmed: existing?.confirmed ?? 0,
      date_add: now,
      date_upd: now,
    };
    await ctx.db
      .insertInto('newsletter')
      .values(row)
      .onConflict((oc) =>
        oc.column('email').doUpdateSet({
          sections: row.sections,
          lang: row.lang,
          code_hash: row.code_hash,
          code_expires: row.code_expires,
          date_upd: now,
        }),
      )
      .execute();
    await ctx.mail.send({
      to: input.email,
      kind: 'newsletter-confirmation',
      subject: 'Confirm your Sartoria Nova newsletter',
      body: `Your confirmation code is ${code}. It is valid for 24 hours.`,
    });
    return { message: 'Check your inbox: we sent a code to confirm the subscription.' };
  },
});

export const confirmNewsletter = defineCall({
  name: 'confirmNewsletter',
  schema: confirmNewsletterRequest,
  rateLimited: true,
  async handler(ctx, input): Promise<NewsletterStatus> {
    const row = await ctx.db.selectFrom('newsletter').selectAll().where('email', '=', input.email).executeTakeFirst();
    const valid =
      row?.code_hash === hashToken(`${input.email.toLowerCase()}:${input.code}`) &&
      Date.parse(row.code_expires ?? '') > Date.now();
    if (!row || !valid) throw badRequest('Invalid or expired code');
    await ctx.db
      .updateTable('newsletter')
      .set({ confirmed: 1, code_hash: null, code_expires: null, date_upd: new Date().toISOString() })
      .where('email', '=', row.email)
      .execute();
    await ctx.db.updateTable('customer').set({ newsletter: 1 }).where('email', '=', row.email).execute();
    return status(ctx, row.email);
  },
});

export const getNewsletter = defineCall({
  name: 'getNewsletter',
  schema: getNewsletterRequest,
  auth: true,
  handler: async (ctx): Promise<NewsletterStatus> => status(ctx, await customerEmail(ctx)),
});

export const unsubscribeNewsletter = defineCall({
  name: 'unsubscribeNewsletter',
  schema: unsubscribeNewsletterRequest,
  auth: true,
  async handler(ctx): Promise<NewsletterStatus> {
    const email = await customerEmail(ctx);
    await ctx.db.deleteFrom('newsletter').where('email', '=', email).execute();
    await ctx.db.updateTable('customer').set({ newsletter: 0 }).where('email', '=', email).execute();
    return status(ctx, email);
  },
});

export const newsletterCalls = [subscribeNewsletter, confirmNewsletter, getNewsletter, unsubscribeNewsletter];
