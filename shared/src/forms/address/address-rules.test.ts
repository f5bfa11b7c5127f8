// The address and invoice rules decide as the api does, reading the country from the same address in the values.
import type { Address, Country } from '../../schemas/index.ts';
import countries from './fixtures/get-countries-en.json';
import {
  countryAt,
  identification,
  invoiceKind,
  invoiceRules,
  phone,
  postcode,
  state,
  valuesToAddressInput,
  valuesToInvoiceRequest,
  vatNumber,
  emptyAddress,
  addressToValues,
} from './address-rules.ts';

const all = countries as Country[];
const byIso = (iso: string) => all.find((c) => c.iso_code === iso)!;
const countryOf = countryAt(all, 'delivery.');
const at = (iso: string, extra: object = {}) => ({ delivery: { id_country: String(byIso(iso).id_country) }, ...extra });

test('the postcode is required and in the country format, with an example in the message', () => {
  expect(postcode(countryOf)('', at('IT'))).toEqual({ id: 'forms.rules.required' });
  expect(postcode(countryOf)('2012', at('IT'))).toEqual({
    id: 'forms.address.postcodeFormat',
    values: { example: '12345' },
  });
  expect(postcode(countryOf)('20121', at('IT'))).toBeUndefined();
  expect(postcode(countryOf)('1011 ab', at('NL'))).toBeUndefined();
  expect(postcode(countryOf)('1011', at('NL'))).toMatchObject({ id: 'forms.address.postcodeFormat' });
  // No country chosen yet: the country field says so, not the postcode.
  expect(postcode(countryOf)('', {})).toBeUndefined();
});

test('state only where the country has states; identification number only where it is needed', () => {
  expect(state(countryOf)('', at('IT'))).toEqual({ id: 'forms.rules.required' });
  expect(state(countryOf)('', at('DE'))).toBeUndefined();
  expect(identification(countryOf)('', at('ES'))).toEqual({ id: 'forms.rules.required' });
  expect(identification(countryOf)('', at('FR'))).toBeUndefined();
});

test('an address VAT number, when given, fits its country and its check digits', () => {
  expect(vatNumber(countryOf)('', at('IT'))).toBeUndefined();
  expect(vatNumber(countryOf)('IT12345678903', at('IT'))).toBeUndefined();
  expect(vatNumber(countryOf)('IT12345678901', at('IT'))).toEqual({
    id: 'forms.address.vatFormat',
    values: { country: 'Italy' },
  });
  expect(vatNumber(countryOf)('DE 123 456 789', at('DE'))).toBeUndefined();
  expect(vatNumber(countryOf)('CHE-123.456.789', at('CH'))).toMatchObject({ id: 'forms.address.vatFormat' });
});

test('phone numbers take digits, spaces and + ( ) . - only', () => {
  expect(phone()('+39 (02) 123-45.67', {})).toBeUndefined();
  expect(phone()('call me', {})).toEqual({ id: 'forms.address.phoneFormat' });
});

describe('invoice rules (SPEC section 5)', () => {
  const rules = invoiceRules(countryOf, 'invoice.');
  const invoice = (iso: string, values: object) => at(iso, { invoice: { requested: true, ...values } });

  test('no invoice asked for: nothing is required', () => {
    const values = at('IT', { invoice: { requested: false } });
    expect(rules.vatNumber('', values)).toBeUndefined();
    expect(rules.taxCode('', values)).toBeUndefined();
    expect(rules.pec('', values)).toBeUndefined();
  });

  test('an EU invoice needs a VAT number valid for that country', () => {
    expect(rules.vatNumber('', invoice('DE', {}))).toEqual({ id: 'forms.invoice.vatRequired' });
    expect(rules.vatNumber('DE12', invoice('DE', {}))).toMatchObject({ id: 'forms.address.vatFormat' });
    expect(rules.vatNumber('DE123456789', invoice('DE', {}))).toBeUndefined();
    expect(rules.taxCode('', invoice('DE', {}))).toBeUndefined();
    expect(rules.pec('', invoice('DE', {}))).toBeUndefined();
  });

  test('outside the EU nothing is checked (no invoice is issued there)', () => {
    expect(invoiceKind(byIso('CH'))).toBe('other');
    expect(rules.vatNumber('', invoice('CH', {}))).toBeUndefined();
  });

  test('an Italian invoice needs partita IVA, codice fiscale and PEC or SDI', () => {
    expect(invoiceKind(byIso('IT'))).toBe('italian');
    expect(rules.vatNumber('12345678901', invoice('IT', {}))).toMatchObject({ id: 'forms.address.vatFormat' });
    expect(rules.taxCode('', invoice('IT', {}))).toEqual({ id: 'forms.rules.required' });
    expect(rules.taxCode('RSSMRA85T10A562X', invoice('IT', {}))).toEqual({ id: 'forms.invoice.taxCodeFormat' });
    expect(rules.taxCode('RSSMRA85T10A562S', invoice('IT', {}))).toBeUndefined();
    expect(rules.pec('', invoice('IT', { sdi: '' }))).toEqual({ id: 'forms.invoice.pecOrSdi' });
    expect(rules.pec('', invoice('IT', { sdi: 'ABC1234' }))).toBeUndefined();
    expect(rules.pec('not-an-email', invoice('IT', {}))).toEqual({ id: 'forms.rules.email' });
    expect(rules.sdi('AB', invoice('IT', { pec: '' }))).toEqual({ id: 'forms.invoice.sdiFormat' });
    // With a PEC address the SDI code is not needed, as the api decides.
    expect(rules.sdi('AB', invoice('IT', { pec: 'fatture@pec.example.it' }))).toBeUndefined();
  });
});

test('form values become the api input: numbers for ids, no state outside a country with states', () => {
  const italy = byIso('IT');
  const values = { ...emptyAddress(italy), firstname: ' Anna ', id_state: '5', postcode: '20121' };
  expect(valuesToAddressInput(values, italy)).toMatchObject({
    alias: 'Home',
    firstname: 'Anna',
    id_country: italy.id_country,
    id_state: 5,
  });
  expect(valuesToAddressInput({ ...values, id_country: '6' }, byIso('DE')).id_state).toBeNull();
  expect(valuesToInvoiceRequest(undefined)).toEqual({ requested: false });
  expect(
    valuesToInvoiceRequest({ requested: true, vat_number: ' DE123456789 ', tax_code: '', pec: '', sdi: '' }),
  ).toEqual({ requested: true, vat_number: 'DE123456789', tax_code: '', pec: '', sdi: '' });
});

test('the gender travels with the address: saved value into the form, the radio text back as a number', () => {
  const italy = byIso('IT');
  expect(emptyAddress(italy).id_gender).toBe('0');
  const saved = {
    ...valuesToAddressInput({ ...emptyAddress(italy), firstname: 'Anna', lastname: 'Rossi' }, italy),
    id_address: 9,
    id_gender: 2,
  } as unknown as Address;
  const values = addressToValues(saved);
  expect(values.id_gender).toBe('2');
  expect(valuesToAddressInput(values, italy).id_gender).toBe(2);
  expect(valuesToAddressInput({ ...values, id_gender: '1' }, italy).id_gender).toBe(1);
  // No choice (a form that never held one) and anything unexpected are "not said", never a refused request.
  expect(valuesToAddressInput({ ...values, id_gender: '' }, italy).id_gender).toBe(0);
  expect(valuesToAddressInput({ ...values, id_gender: 'x' }, italy).id_gender).toBe(0);
});
