/** Content pages (served under /cms) and the contact form. */
import {
  getContentRequest,
  LANGUAGES,
  sendContactMessageRequest,
  type ContactReceipt,
  type ContentPage,
} from '@storefront/shared/schemas';
import { defineCall } from '../http/call.ts';
import { notFound } from '../errors.ts';
import { contentPageLanguages, storeContactMessage } from '../domain/content-store.ts';
import { contentLink } from '../domain/links.ts';
import { cleanHtml } from '../domain/sanitize.ts';

export const getContent = defineCall({
  name: 'getContent',
  base: '/cms',
  schema: getContentRequest,
  async handler(ctx, input): Promise<ContentPage> {
    // By id, or by slug in the request's language first, then any language (a link shared across languages).
    const pages = await contentPageLanguages(ctx.db, ctx.lang, { id: input.id, slug: input.slug });
    const page = pages.find((p) => p.lang === ctx.lang);
    if (!page) throw notFound('Page not found', 404);
    return {
      id: page.id_cms,
      slug: page.slug,
      title: page.title,
      content: cleanHtml(page.content),
      meta_description: page.meta_description,
      links: Object.fromEntries(
        LANGUAGES.map((l) => [l, contentLink(l, pages.find((p) => p.lang === l)?.slug ?? page.slug)]),
      ),
    };
  },
});

export const sendContactMessage = defineCall({
  name: 'sendContactMessage',
  schema: sendContactMessageRequest,
  rateLimited: true,
  async handler(ctx, input): Promise<ContactReceipt> {
    const idCustomer = await ctx.session.customerId();
    await storeContactMessage(ctx.db, {
      id_customer: idCustomer,
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      id_order: input.id_order ?? null,
      lang: ctx.lang,
      date_add: new Date().toISOString(),
    });
    await ctx.mail.send({
      to: ctx.config.shop.email,
      kind: 'contact',
      subject: `Contact form (${input.subject}) from ${input.name}`,
      body: `From: ${input.name} <${input.email}>${input.id_order ? `\nOrder: ${input.id_order}` : ''}\n\n${input.message}`,
    });
    return { message: 'Your message has been sent to our team.' };
  },
});

export const contentCalls = [getContent, sendContactMessage];
