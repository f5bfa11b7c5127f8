/** Countries with their zone groups, states and address and invoice rules: the checkout and the address book use them. */
import type { CountriesData } from '../schemas/index.ts';
import { api } from './base-api.ts';

export const countriesApi = api.injectEndpoints({
  overrideExisting: typeof window === 'undefined',
  endpoints: (build) => ({
    getCountries: build.query<CountriesData, void>({
      query: () => ({ call: 'getCountries', body: {} }),
      // Reference data in the request's language: kept for the whole visit.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetCountriesQuery } = countriesApi;
