/** Customer calls: register, profile, logout, password reset. */
import { z } from 'zod';
import { emailSchema } from './common.ts';
import { GENDERS, type Gender } from './gender.ts';
import { passwordSchema, type LoginData } from './session.ts';

/** Letters (any script), spaces, apostrophes, dots and dashes, as PrestaShop's isName allows. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(100)
  .regex(/^[\p{L}][\p{L}\p{M} .'’-]*$/u, 'must contain only letters, spaces, apostrophes and dashes');
/** `id_gender` (gender.ts): anything but 0, 1 or 2 is refused with a sentence that says which are allowed. */
export const genderSchema = z.literal(GENDERS, { error: 'must be 0 (not said), 1 (Mr) or 2 (Mrs/Ms)' });
export const birthdaySchema = z.iso.date({ error: 'must be a date as YYYY-MM-DD' });

export const registerRequest = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstname: personNameSchema,
  lastname: personNameSchema,
  id_gender: genderSchema.default(0),
  birthday: birthdaySchema.optional(),
  newsletter: z.boolean().default(false),
  /** Commercial-information consent. */
  optin: z.boolean().default(false),
});
export type RegisterRequest = z.input<typeof registerRequest>;
export type RegisterData = LoginData;

export const logoutRequest = z.object({});
export type LogoutRequest = z.input<typeof logoutRequest>;
export interface LogoutData {
  logged_out: true;
}

export const getCustomerRequest = z.object({});
export type GetCustomerRequest = z.input<typeof getCustomerRequest>;

export interface Customer {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  id_gender: Gender;
  birthday: string | null;
  newsletter: boolean;
  optin: boolean;
  date_add: string;
}

/** Changing the email or the password needs the current password in `password`. */
export const updateCustomerRequest = z.object({
  firstname: personNameSchema.optional(),
  lastname: personNameSchema.optional(),
  id_gender: genderSchema.optional(),
  birthday: birthdaySchema.nullable().optional(),
  newsletter: z.boolean().optional(),
  optin: z.boolean().optional(),
  email: emailSchema.optional(),
  password: z.string().max(200).optional(),
  new_password: passwordSchema.optional(),
});
export type UpdateCustomerRequest = z.input<typeof updateCustomerRequest>;

export const resetPasswordEmailRequest = z.object({ email: emailSchema });
export type ResetPasswordEmailRequest = z.input<typeof resetPasswordEmailRequest>;
export interface ResetPasswordEmailData {
  message: string;
}

export const resetPasswordEnterRequest = z
  .object({
    email: emailSchema,
    /** The code from the email. */
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'must be the 6-digit code from the email'),
    password: passwordSchema,
    confirmation: z.string().max(200),
  })
  .refine((v) => v.password === v.confirmation, { message: 'confirmation: Password does not match.', path: [] });
export type ResetPasswordEnterRequest = z.input<typeof resetPasswordEnterRequest>;
export interface ResetPasswordEnterData {
  message: string;
}
