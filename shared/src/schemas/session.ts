/** Session, bootstrap and customer calls. */
import { z } from 'zod';
import { emailSchema, emptyRequest, type LanguageCode } from './common.ts';
import type { Gender } from './gender.ts';

export const bootstrapRequest = emptyRequest;
export type BootstrapRequest = z.input<typeof bootstrapRequest>;

export interface MenuItem {
  id: number;
  slug: string;
  type: 'category' | 'manufacturers' | 'manufacturer' | 'cms-page';
  label: string;
  /** Shop-relative path, e.g. /en/3-women. */
  url: string;
  depth: number;
  children: MenuItem[];
}

export interface Language {
  id_lang: number;
  iso_code: LanguageCode;
  name_simple: string;
  locale: string;
}

export interface BootstrapData {
  menuItems: MenuItem[];
  languages: { languages: Language[]; current_language: Language };
  currencies: { current_currency: { iso_code: 'EUR'; sign: '€' } };
  logo_url: string;
  shop_name: string;
  contact_info: {
    company: string;
    email: string;
    phone: string;
    address: { address1: string; postcode: string; city: string; country: string };
  };
  cms_pages: { id: number; slug: string; title: string }[];
  /** The countries the shop delivers to, named in the request's language and sorted by that name. */
  delivery_countries: { iso_code: string; name: string }[];
}

/** Passwords: 8 to 72 characters (the upper bound keeps hashing cheap and predictable). */
export const passwordSchema = z.string().min(8, 'Password must be at least 8 characters.').max(72);

export const loginRequest = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required.').max(200),
});
export type LoginRequest = z.input<typeof loginRequest>;

export interface CustomerUser {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  id_gender: Gender;
  newsletter: boolean;
}

export interface LoginData {
  customer_id: number;
  cart_count: number;
  user: CustomerUser;
}
