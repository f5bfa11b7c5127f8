/**
 * Newsletter with sections of interest, double opt-in (domain/newsletter.ts): `subscribeNewsletter` always answers the
 * same and mails a 6-digit code (valid 24 hours); `confirmNewsletter` confirms. Logged-in customers can read and
 * cancel theirs.
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
import { codeHash, newsletterStatus, startSubscription } from '../domain/newsletter.ts';
import { cancelSubscription, confirmSubscription, subscription } from '../domain/newsletter-store.ts';

async function customerEmail(ctx: CallContext): Promise<string> {
  const id = await ctx.session.customerId();
  const row = id === null ? undefined : await customerById(ctx.db, id);
  if (!row) throw notAuthenticated();
  return row.email;
}

export const subscribeNewsletter = defineCall({
  name: 'subscribeNewsletter',
  schema: subscribeNewsletterRequest,
  rateLimited: true,
  async handler(ctx, input): Promise<{ message: string }> {
    await startSubscription(ctx, input.email, input.sections);
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
      row?.code_hash === codeHash(input.email, input.code) && Date.parse(row.code_expires ?? '') > Date.now();
    if (!row || !valid) throw badRequest('Invalid or expired code', 301, { reason: 'code.invalid', field: 'code' });
    await confirmSubscription(ctx.db, row.email);
    return newsletterStatus(ctx.db, row.email);
  },
});

export const getNewsletter = defineCall({
  name: 'getNewsletter',
  schema: getNewsletterRequest,
  auth: true,
  handler: async (ctx): Promise<NewsletterStatus> => newsletterStatus(ctx.db, await customerEmail(ctx)),
});

export const unsubscribeNewsletter = defineCall({
  name: 'unsubscribeNewsletter',
  schema: unsubscribeNewsletterRequest,
  auth: true,
  async handler(ctx): Promise<NewsletterStatus> {
    const email = await customerEmail(ctx);
    await cancelSubscription(ctx.db, email);
    return newsletterStatus(ctx.db, email);
  },
});

export const newsletterCalls = [subscribeNewsletter, confirmNewsletter, getNewsletter, unsubscribeNewsletter];
