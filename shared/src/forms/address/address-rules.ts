/**
 * The address and invoice rules of SPEC sections 3 and 5, checked against the chosen country as the api checks
 * them (api/src/domain/addresses.ts, validateInvoice in api/src/domain/checkout.ts). Every rule is a pure
 * function of the field's value and the form's values: the country is read from the same address in the values,
 * so one set of rules serves a top-level address form (account) and a nested one (`delivery.`, `billing.`).
 */
import { getIn } from 'final-form';
import type { Address, AddressInput, Country, InvoiceRequest } from '../../schemas/index.ts';
import { toGender } from '../../schemas/gender.ts';
import { fail, isEmpty } from '../rule-helpers.ts';
import type { SyncRule } from '../types.ts';
import { email, matches } from '../rules-text.ts';
import { isCodiceFiscale, isSdiCode, normalizeVat, zipExample, zipPattern } from '../../schemas/tax-ids.ts';

/**
 * An address as the form holds it: the api's address fields, every value a string (selects and radios hold the id as
 * text: `id_gender` '0' not said, '1' Mr, '2' Mrs/Ms). Derived from the wire schema so a new field shows up here too.
 */
export type AddressFormValues = Record<keyof AddressInput, string>;

/** The invoice request as the form holds it. */
export interface InvoiceFormValues {
  requested: boolean;
  vat_number: string;
  tax_code: string;
  pec: string;
  sdi: string;
}

/** An empty address, in `country` when one is given (the shop's own, typically). */
export function emptyAddress(country?: Country): AddressFormValues {
  return {
    alias: '',
    company: '',
    firstname: '',
    lastname: '',
    address1: '',
    house_number: '',
    address2: '',
    postcode: '',
    city: '',
    id_country: country ? String(country.id_country) : '',
    id_state: '',
    phone: '',
    vat_number: '',
    dni: '',
    id_gender: '0',
  };
}

export const emptyInvoice = (): InvoiceFormValues => ({
  requested: false,
  vat_number: '',
  tax_code: '',
  pec: '',
  sdi: '',
});

/** A saved address as form values (to edit it). */
export function addressToValues(address: Address): AddressFormValues {
  return {
    alias: address.alias,
    company: address.company,
    firstname: address.firstname,
    lastname: address.lastname,
    address1: address.address1,
    house_number: address.house_number,
    address2: address.address2,
    postcode: address.postcode,
    city: address.city,
    id_country: String(address.id_country),
    id_state: address.id_state === null ? '' : String(address.id_state),
    phone: address.phone,
    vat_number: address.vat_number,
    dni: address.dni,
    id_gender: String(address.id_gender),
  };
}

/** Form values as the api's address input (createAddress, updateAddress, updateCheckoutAddress). */
export function valuesToAddressInput(values: AddressFormValues, country: Country | undefined): AddressInput {
  const trimmed = (text: string | undefined) => (text ?? '').trim();
  return {
    alias: trimmed(values.alias) || 'Home',
    company: trimmed(values.company),
    firstname: trimmed(values.firstname),
    lastname: trimmed(values.lastname),
    address1: trimmed(values.address1),
    house_number: trimmed(values.house_number),
    address2: trimmed(values.address2),
    postcode: trimmed(values.postcode).toUpperCase(),
    city: trimmed(values.city),
    id_country: Number(values.id_country),
    id_state: country?.contains_states && values.id_state ? Number(values.id_state) : null,
    phone: trimmed(values.phone),
    vat_number: trimmed(values.vat_number),
    dni: trimmed(values.dni),
    id_gender: toGender(values.id_gender),
  };
}

/** Invoice form values as the api's request (PEC and SDI as typed; the api upper-cases codes). */
export function valuesToInvoiceRequest(values: InvoiceFormValues | undefined): InvoiceRequest {
  if (!values?.requested) return { requested: false };
  return {
    requested: true,
    vat_number: values.vat_number.trim(),
    tax_code: values.tax_code.trim(),
    pec: values.pec.trim(),
    sdi: values.sdi.trim(),
  };
}

/** Where an address sits in the form's values: '' for a form that is the address, 'delivery.' for a nested one. */
export type AddressPrefix = '' | `${string}.`;

/** Reads the country of the address at `prefix` from the form's values. */
export function countryAt(countries: readonly Country[], prefix: AddressPrefix) {
  return (allValues: object): Country | undefined => {
    const id = String(getIn(allValues, `${prefix}id_country`) ?? '');
    return countries.find((c) => String(c.id_country) === id);
  };
}

type CountryOf = (allValues: object) => Country | undefined;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Letters, spaces, apostrophes and dashes, starting with a letter (the api's person-name rule). */
export const personName = (): SyncRule => matches(/^[\p{L}][\p{L}\p{M} .'’-]*$/u);

/** Digits, spaces and + ( ) . - only. */
export const phone = (): SyncRule => (value) =>
  isEmpty(value) || /^[+0-9 ().-]*$/.test(text(value)) ? undefined : fail('forms.address.phoneFormat');

/** Required when the country has postcodes, then in its format ("should look like 12345"). */
export const postcode =
  (countryOf: CountryOf): SyncRule =>
  (value, allValues) => {
    const country = countryOf(allValues);
    if (!country?.need_zip_code) return undefined;
    if (isEmpty(value)) return fail('forms.rules.required');
    const format = country.zip_code_format;
    if (!format || zipPattern(format, country.iso_code).test(text(value).toUpperCase())) return undefined;
    return fail('forms.address.postcodeFormat', { example: zipExample(format, country.iso_code) });
  };

/** A state or province, required when the country has them. */
export const state =
  (countryOf: CountryOf): SyncRule =>
  (value, allValues) =>
    countryOf(allValues)?.contains_states && isEmpty(value) ? fail('forms.rules.required') : undefined;

/** The identification number (dni), required when the country asks for one (Spain). */
export const identification =
  (countryOf: CountryOf): SyncRule =>
  (value, allValues) =>
    countryOf(allValues)?.need_identification_number && isEmpty(value) ? fail('forms.rules.required') : undefined;

/** A VAT number, when given, in the country's format with valid check digits; a country without VAT numbers has none. */
export const vatNumber =
  (countryOf: CountryOf): SyncRule =>
  (value, allValues) => {
    if (isEmpty(value)) return undefined;
    const country = countryOf(allValues);
    if (!country) return undefined;
    return normalizeVat(text(value), country.iso_code, country.vat_format)
      ? undefined
      : fail('forms.address.vatFormat', { country: country.name });
  };

/**
 * What a tax invoice to this country needs (SPEC section 5): an EU country a VAT number valid for
 * intra-community trade; Italy also a codice fiscale and a PEC address or SDI code; elsewhere nothing is checked.
 */
export type InvoiceKind = 'italian' | 'eu' | 'other';
export const invoiceKind = (country: Country | undefined): InvoiceKind =>
  country?.tax_code_required_for_invoice ? 'italian' : country?.vat_number_required_for_invoice ? 'eu' : 'other';

/** Invoice rules; `invoiceAt` is where the invoice values sit ('invoice.'), `countryOf` the billing country. */
export function invoiceRules(countryOf: CountryOf, invoiceAt: AddressPrefix) {
  const requested = (allValues: object) => Boolean(getIn(allValues, `${invoiceAt}requested`));
  const kind = (allValues: object) => (requested(allValues) ? invoiceKind(countryOf(allValues)) : 'other');
  return {
    vatNumber: ((value, allValues) => {
      if (kind(allValues) === 'other') return undefined;
      if (isEmpty(value)) return fail('forms.invoice.vatRequired');
      return vatNumber(countryOf)(value, allValues);
    }) satisfies SyncRule,
    taxCode: ((value, allValues) => {
      if (kind(allValues) !== 'italian') return undefined;
      if (isEmpty(value)) return fail('forms.rules.required');
      return isCodiceFiscale(text(value)) ? undefined : fail('forms.invoice.taxCodeFormat');
    }) satisfies SyncRule,
    pec: ((value, allValues) => {
      if (kind(allValues) !== 'italian') return undefined;
      const sdi = text(getIn(allValues, `${invoiceAt}sdi`));
      if (isEmpty(value) && !sdi) return fail('forms.invoice.pecOrSdi');
      return email()(value, allValues);
    }) satisfies SyncRule,
    sdi: ((value, allValues) => {
      // As the api: with a PEC address the SDI code is not needed, so only a lone SDI code is checked.
      if (kind(allValues) !== 'italian' || isEmpty(value) || text(getIn(allValues, `${invoiceAt}pec`)))
        return undefined;
      return isSdiCode(text(value)) ? undefined : fail('forms.invoice.sdiFormat');
    }) satisfies SyncRule,
  };
}
