/** Addresses and countries. Field names follow PrestaShop's Address (dni = the tax or identification number). */
import { z } from 'zod';
import { idSchema } from './common.ts';
import { genderSchema, personNameSchema } from './customer.ts';
import type { Gender } from './gender.ts';

const text = (max: number) => z.string().trim().max(max);

export const addressInput = z.object({
  alias: text(32).min(1).default('Home'),
  company: text(128).default(''),
  firstname: personNameSchema,
  lastname: personNameSchema,
  address1: text(128).min(1, 'is required'),
  house_number: text(16).default(''),
  address2: text(128).default(''),
  postcode: text(12).default(''),
  city: text(64).min(1, 'is required'),
  id_country: idSchema,
  id_state: idSchema.nullable().default(null),
  phone: text(32)
    .regex(/^[+0-9 ().-]*$/, 'must contain only digits, spaces and + ( ) . -')
    .default(''),
  vat_number: text(32).default(''),
  /** Tax code / identification number (codice fiscale, NIF...). */
  dni: text(32).default(''),
  id_gender: genderSchema.default(0),
});
export type AddressInput = z.input<typeof addressInput>;

export interface Address {
  id_address: number;
  alias: string;
  company: string;
  firstname: string;
  lastname: string;
  address1: string;
  house_number: string;
  address2: string;
  postcode: string;
  city: string;
  id_country: number;
  country: string;
  country_iso: string;
  id_state: number | null;
  state: string | null;
  state_iso: string | null;
  phone: string;
  vat_number: string;
  /**
   * Whether the EU's VIES register confirmed `vat_number`: true registered, false not verified (VIES could not be
   * reached when it was saved, so it was kept unchecked), null not asked (no number, a domestic or non-EU one, or the
   * shop does not ask VIES).
   */
  vat_verified: boolean | null;
  dni: string;
  /** The title the address is written to (0 none): the first line of `formatted` starts with it. */
  id_gender: Gender;
  /** One line per row, for display. */
  formatted: string[];
}

export const getAddressesRequest = z.object({});
export const createAddressRequest = addressInput;
export const updateAddressRequest = addressInput.extend({ id_address: idSchema });
export const removeAddressRequest = z.object({ id_address: idSchema });
export type GetAddressesRequest = z.input<typeof getAddressesRequest>;
export type CreateAddressRequest = z.input<typeof createAddressRequest>;
export type UpdateAddressRequest = z.input<typeof updateAddressRequest>;
export type RemoveAddressRequest = z.input<typeof removeAddressRequest>;

export interface Country {
  id_country: number;
  iso_code: string;
  name: string;
  call_prefix: number;
  id_zone: number;
  zone: string;
  is_eu: boolean;
  contains_states: boolean;
  need_zip_code: boolean;
  /** PrestaShop format: N digit, L letter, C the ISO code; '' when there is no postcode. */
  zip_code_format: string;
  /** The address needs a tax or identification number (`dni`). */
  need_identification_number: boolean;
  /** The VAT number pattern without the country prefix (a regular expression body); null where there is none. */
  vat_format: string | null;
  /** An invoice to this country needs a VAT number (EU) — and for Italy a tax code and PEC or SDI too. */
  vat_number_required_for_invoice: boolean;
  tax_code_required_for_invoice: boolean;
  states: { id_state: number; name: string; iso_code: string }[];
}

export interface CountryGroup {
  id_zone: number;
  name: string;
  countries: number[];
}

export const getCountriesRequest = z.object({});
export type GetCountriesRequest = z.input<typeof getCountriesRequest>;
export interface CountriesData {
  countries: Country[];
  groups: CountryGroup[];
}

export const getCountryRequest = z
  .object({
    id_country: idSchema.optional(),
    iso_code: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'must be a 2-letter ISO code')
      .optional(),
  })
  .refine((v) => v.id_country !== undefined || v.iso_code !== undefined, {
    message: 'id_country or iso_code is required',
  });
export type GetCountryRequest = z.input<typeof getCountryRequest>;
