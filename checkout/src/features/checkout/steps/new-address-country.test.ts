import type { Country } from '@storefront/shared/schemas';
// Captured from the seeded api: carts whose shipping is estimated to Italy and to Germany.
import italyCart from '../../cart/fixtures/cart-it.json';
import germanyCart from '../../cart/fixtures/cart-de.json';
import { psdata } from '../../cart/test-utils.tsx';
import { newAddressCountry } from './new-address-country.ts';

/** Three countries of the seeded api's getCountries reply (en), without their states. */
const country = (id_country: number, iso_code: string, name: string): Country => ({
  id_country,
  iso_code,
  name,
  call_prefix: 0,
  id_zone: 2,
  zone: 'European Union',
  is_eu: true,
  contains_states: false,
  need_zip_code: true,
  zip_code_format: 'NNNNN',
  need_identification_number: false,
  vat_format: '',
  vat_number_required_for_invoice: true,
  tax_code_required_for_invoice: false,
  states: [],
});
const countries = [country(1, 'IT', 'Italy'), country(8, 'FR', 'France'), country(12, 'DE', 'Germany')];
const toItaly = { cart: psdata(italyCart) };
const toGermany = { cart: psdata(germanyCart) };
const nameOf = (found: Country | undefined) => found?.name;

describe('newAddressCountry', () => {
  it('starts a new address in the delivery country the shopper chose', () => {
    expect(nameOf(newAddressCountry(countries, toItaly, 'sf_session=abc; shell_country=DE'))).toBe('Germany');
    expect(nameOf(newAddressCountry(countries, toItaly, 'shell_country=fr'))).toBe('France');
  });

  it('without a choice (or on the server), follows where the cart is estimated to, else the shop country', () => {
    expect(nameOf(newAddressCountry(countries, toGermany, null))).toBe('Germany');
    expect(nameOf(newAddressCountry(countries, toItaly, ''))).toBe('Italy');
    const noEstimate = { cart: { ...psdata(germanyCart), shipping_estimate: null } };
    expect(nameOf(newAddressCountry(countries, noEstimate, null))).toBe('Italy');
  });

  it('ignores a chosen code the shop does not deliver to', () => {
    expect(nameOf(newAddressCountry(countries, toGermany, 'shell_country=ZZ'))).toBe('Germany');
    expect(nameOf(newAddressCountry(countries, toItaly, 'shell_country=<script>'))).toBe('Italy');
  });
});
