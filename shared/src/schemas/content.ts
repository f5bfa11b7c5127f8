/** Content pages, the contact form and the newsletter. */
import { z } from 'zod';
import { emailSchema, idSchema, slugSchema } from './common.ts';

export const getContentRequest = z
  .object({ slug: slugSchema.optional(), id: idSchema.optional() })
  .refine((v) => v.slug !== undefined || v.id !== undefined, { message: 'slug or id is required' });
export type GetContentRequest = z.input<typeof getContentRequest>;

export interface ContentPage {
  id: number;
  slug: string;
  title: string;
  /** Sanitized HTML. */
  content: string;
  meta_description: string;
  /** The page's path in every language, for the language switcher. */
  links: Record<string, string>;
}

export const CONTACT_SUBJECTS = ['order', 'product', 'return', 'other'] as const;
export const sendContactMessageRequest = z.object({
  name: z.string().trim().min(1, 'is required').max(100),
  email: emailSchema,
  subject: z.enum(CONTACT_SUBJECTS).default('other'),
  message: z.string().trim().min(10, 'must be at least 10 characters').max(5000),
  id_order: idSchema.optional(),
});
export type SendContactMessageRequest = z.input<typeof sendContactMessageRequest>;
export interface ContactReceipt {
  message: string;
}

export const NEWSLETTER_SECTIONS = ['women', 'men', 'kids', 'home'] as const;
export const subscribeNewsletterRequest = z.object({
  email: emailSchema,
  sections: z.array(z.enum(NEWSLETTER_SECTIONS)).min(1, 'Choose at least one section').max(4),
  consent: z.literal(true, { error: 'Consent is required to subscribe.' }),
});
export type SubscribeNewsletterRequest = z.input<typeof subscribeNewsletterRequest>;

export const confirmNewsletterRequest = z.object({
  email: emailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code from the email'),
});
export type ConfirmNewsletterRequest = z.input<typeof confirmNewsletterRequest>;

export const getNewsletterRequest = z.object({});
export const unsubscribeNewsletterRequest = z.object({});

export interface NewsletterStatus {
  email: string;
  /** Confirmed by the emailed code. */
  subscribed: boolean;
  /** Waiting for the code. */
  pending: boolean;
  sections: string[];
}
