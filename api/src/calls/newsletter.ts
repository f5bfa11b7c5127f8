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
import { badRequest, notAuthenticated } from '../errors.ts';
import { customerById } from '../domain/customer-store.ts';
import { hashToken, numericCode } from '../domain/ids.ts';
import { cancelSubscription, confirmSubscription, saveSubscription, subscription } from '../domain/newsletter-store.ts';

const VALID_MS = 24 * 3_600_000;

async function customerEmail(ctx: CallContext): Promise<string> {
  const id = await ctx.session.customerId();
  const row = id === null ? undefined : await customerById(ctx.db, id);
  if (!row) throw notAuthenticated();
  return row.email;
}

async function status(ctx: CallContext, email: string): Promise<NewsletterStatus> {
  const row = await subscription(ctx.db, email);
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
    await saveSubscription(ctx.db, {
      email: input.email,
      sections: JSON.stringify([...new Set(input.sections)].sort()),
      lang: ctx.lang,
      code_hash: hashToken(`${input.email.toLowerCase()}:${code}`),
      code_expires: new Date(Date.now() + VALID_MS).toISOString(),
      date_add: now,
      date_upd: now,
    });
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
    const row = await subscription(ctx.db, input.email);
    const valid =
      row?.code_hash === hashToken(`${input.email.toLowerCase()}:${input.code}`) &&
      Date.parse(row.code_expires ?? '') > Date.now();
    if (!row || !valid) throw badRequest('Invalid or expired code');
    await confirmSubscription(ctx.db, row.email);
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
    await cancelSubscription(ctx.db, email);
    return status(ctx, email);
  },
});

export const newsletterCalls = [subscribeNewsletter, confirmNewsletter, getNewsletter, unsubscribeNewsletter];
