/** Countries with their zone groups, states and address / invoice requirements, in one language. */
import type { CountriesData, Country, LanguageCode } from '@storefront/shared/schemas';
import type { Db } from '../db/database.ts';

export async function loadCountries(db: Db, lang: LanguageCode): Promise<CountriesData> {
  const rows = await db
    .selectFrom('country as c')
    .innerJoin('zone as z', 'z.id_zone', 'c.id_zone')
    .selectAll('c')
    .select('z.names as zone_names')
    .execute();
  const states = await db.selectFrom('state').selectAll().orderBy('name').execute();
  const countries: Country[] = rows.map((r) => ({
    id_country: r.id_country,
    iso_code: r.iso_code,
    name: (JSON.parse(r.names) as Record<string, string>)[lang] ?? r.iso_code,
    call_prefix: r.call_prefix,
    id_zone: r.id_zone,
    zone: (JSON.parse(r.zone_names) as Record<string, string>)[lang] ?? '',
    is_eu: r.is_eu === 1,
    contains_states: r.contains_states === 1,
    need_zip_code: r.need_zip_code === 1,
    zip_code_format: r.zip_code_format,
    need_identification_number: r.need_identification_number === 1,
    vat_format: r.vat_format,
    vat_number_required_for_invoice: r.is_eu === 1,
    tax_code_required_for_invoice: r.iso_code === 'IT',
    states: states
      .filter((s) => s.id_country === r.id_country)
      .map((s) => ({ id_state: s.id_state, name: s.name, iso_code: s.iso_code })),
  }));
  countries.sort((a, b) => a.name.localeCompare(b.name, lang));
  const zones = [...new Set(rows.map((r) => r.id_zone))].sort((a, b) => a - b);
  return {
    countries,
    groups: zones.map((id_zone) => ({
      id_zone,
      name: countries.find((c) => c.id_zone === id_zone)?.zone ?? '',
      countries: countries.filter((c) => c.id_zone === id_zone).map((c) => c.id_country),
    })),
  };
}

/** A country's name in one language (the ISO code when it has none). */
export async function countryName(db: Db, iso: string, lang: LanguageCode): Promise<string> {
  const row = await db.selectFrom('country').select('names').where('iso_code', '=', iso).executeTakeFirst();
  return (JSON.parse(row?.names ?? '{}') as Record<string, string>)[lang] ?? iso;
}
