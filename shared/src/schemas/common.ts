/** Building blocks shared by every wire schema: languages, ids, money and image shapes. */
import { z } from 'zod';

export const LANGUAGES = ['en', 'fr', 'it', 'es', 'de'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];

/** Database ids are positive 32-bit integers; anything else cannot name a row. */
export const idSchema = z.number().int().positive().max(2_147_483_647);
/** A URL slug (link_rewrite): lowercase letters, digits and dashes. */
export const slugSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and dashes');
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ error: 'Please enter a valid email address.' }));
/**
 * A key the client chooses once per action and sends again with every retry of it (an order attempt, an add to
 * cart): the api does the action once for a key and answers a repeat as it answered the first.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,100}$/, 'must be 16-100 letters, digits, - or _');
/** Calls that take no input accept an empty object (extra keys are ignored). */
export const emptyRequest = z.object({});
export type EmptyRequest = z.input<typeof emptyRequest>;

export interface ImageRef {
  url: string;
  width: number;
  height: number;
}

/** PrestaShop's amount pair: a number for arithmetic and a string formatted for the request's language. */
export interface Amount {
  type: string;
  label: string;
  amount: number;
  value: string;
}
