/** Countries with their zone groups, states and address / invoice requirements. */
import { getCountriesRequest, getCountryRequest, type Country } from '@storefront/shared/schemas';
import { defineCall } from '../http/call.ts';
import { notFound } from '../errors.ts';
import { loadCountries } from '../domain/countries.ts';

export const getCountries = defineCall({
  name: 'getCountries',
  schema: getCountriesRequest,
  handler: (ctx) => loadCountries(ctx.db, ctx.lang),
});

export const getCountry = defineCall({
  name: 'getCountry',
  schema: getCountryRequest,
  async handler(ctx, input): Promise<Country> {
    const { countries } = await loadCountries(ctx.db, ctx.lang);
    const country = countries.find(
      (c) => c.id_country === input.id_country || c.iso_code === input.iso_code?.toUpperCase(),
    );
    if (!country) throw notFound('Country not found', 302);
    return country;
  },
});

export const countryCalls = [getCountries, getCountry];
