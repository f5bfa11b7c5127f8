/**
 * The newsletter's double opt-in, one way for every door (the newsletter form, the register form's box, the profile's
 * flag): a subscription starts pending with a 6-digit code mailed (valid 24 hours) and counts only once confirmed.
 * The `newsletter` table is the source of truth; the customer's `newsletter` flag mirrors its confirmed state
 * (newsletter-store.ts writes both), so a reader of the customer row never sees a subscription nobody confirmed.
 */
import { NEWSLETTER_SECTIONS, type NewsletterStatus } from '@storefront/shared/schemas';
import type { Db } from '../db/database.ts';
import type { ShopContext } from './shop-context.ts';
import { hashToken, numericCode } from './ids.ts';
import { cancelSubscription, mirrorSubscription, saveSubscription, subscription } from './newsletter-store.ts';

const VALID_MS = 24 * 3_600_000;

export const codeHash = (email: string, code: string): string => hashToken(`${email.toLowerCase()}:${code}`);

/** Starts (or renews the code and sections of) a subscription and mails its confirmation code. */
export async function startSubscription(
  ctx: Pick<ShopContext, 'db' | 'mail' | 'lang'>,
  email: string,
  sections: readonly string[],
): Promise<void> {
  const code = numericCode(6);
  const now = new Date().toISOString();
  await saveSubscription(ctx.db, {
    email,
    sections: JSON.stringify([...new Set(sections)].sort()),
    lang: ctx.lang,
    code_hash: codeHash(email, code),
    code_expires: new Date(Date.now() + VALID_MS).toISOString(),
    date_add: now,
    date_upd: now,
  });
  await ctx.mail.send({
    to: email,
    kind: 'newsletter-confirmation',
    subject: 'Confirm your Sartoria Nova newsletter',
    body: `Your confirmation code is ${code}. It is valid for 24 hours.`,
  });
}

export async function newsletterStatus(db: Db, email: string): Promise<NewsletterStatus> {
  const row = await subscription(db, email);
  return {
    email,
    subscribed: row?.confirmed === 1,
    pending: row !== undefined && row.confirmed !== 1,
    sections: row ? (JSON.parse(row.sections) as string[]) : [],
  };
}

/**
 * The newsletter box of the register and profile forms asks for the same double opt-in as the newsletter card: ticked,
 * a subscription to every section starts pending and its code is mailed (a confirmed one is left as it is); unticked
 * on the profile, the subscription ends. The customer's flag then mirrors the subscription.
 */
export async function chooseNewsletter(
  ctx: Pick<ShopContext, 'db' | 'mail' | 'lang'>,
  email: string,
  wanted: boolean | undefined,
): Promise<void> {
  const current = await subscription(ctx.db, email);
  if (wanted === true && current?.confirmed !== 1)
    await startSubscription(ctx, email, current ? (JSON.parse(current.sections) as string[]) : NEWSLETTER_SECTIONS);
  if (wanted === false && current) await cancelSubscription(ctx.db, email);
  await mirrorSubscription(ctx.db, email);
}
