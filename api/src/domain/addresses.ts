/**
 * Addresses: validated against their country (postcode format, state, identification number, VAT format and, for an
 * intra-community number, the EU's VIES register: vat.ts) and owned by a customer, or by a guest's cart. Every read
 * and write checks ownership; someone else's id is a 404.
 */
import type { Address, AddressInput, LanguageCode, RefusalDetail } from '@storefront/shared/schemas';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DB } from '../db/types.ts';
import type { ShopContext } from './shop-context.ts';
import { badRequest, notFound } from '../errors.ts';
import { normalizeVat, toGender, zipPattern } from '@storefront/shared/schemas';
import { titledName } from './labels.ts';
import { verifiedFlag, verifyVat } from './vat.ts';

export type AddressValues = Required<{ [K in keyof AddressInput]-?: Exclude<AddressInput[K], undefined> }>;
/** An address as it is stored: checked, normalised, with VIES's word on its VAT number. */
export type ValidAddress = AddressValues & Pick<DB['address'], 'vat_verified'>;
export interface Owner {
  id_customer: number | null;
  id_cart: number | null;
}

type CountryRow = DB['country'];

export async function countryOf(db: Db, idCountry: number): Promise<CountryRow> {
  const country = await db.selectFrom('country').selectAll().where('id_country', '=', idCountry).executeTakeFirst();
  if (!country) throw badRequest('id_country: unknown country', 301);
  return country;
}

const postcodeRefused: RefusalDetail = { reason: 'address.postcode', field: 'postcode' };
const stateRefused: RefusalDetail = { reason: 'address.state', field: 'id_state' };

/** Checks an address against its country and returns it normalised (upper-case postcode and VAT number). */
export async function validateAddress(
  ctx: Pick<ShopContext, 'db' | 'vies' | 'config'>,
  input: AddressValues,
): Promise<ValidAddress> {
  const { db } = ctx;
  const country = await countryOf(db, input.id_country);
  const out = {
    ...input,
    postcode: input.postcode.toUpperCase(),
    vat_number: input.vat_number.toUpperCase().replace(/\s/g, ''),
    dni: input.dni.toUpperCase().replace(/\s/g, ''),
  };
  if (country.need_zip_code) {
    if (!out.postcode) throw badRequest('postcode: is required', 303, postcodeRefused);
    if (!zipPattern(country.zip_code_format, country.iso_code).test(out.postcode)) {
      throw badRequest(
        `Invalid postcode - should look like "${country.zip_code_format.replace('C', country.iso_code)}"`,
        303,
        postcodeRefused,
      );
    }
  }
  if (country.contains_states) {
    if (out.id_state === null) throw badRequest('id_state: is required for this country', 304, stateRefused);
    const state = await db
      .selectFrom('state')
      .select('id_state')
      .where('id_state', '=', out.id_state)
      .where('id_country', '=', country.id_country)
      .executeTakeFirst();
    if (!state) throw badRequest('id_state: not a state of this country', 304, stateRefused);
  } else out.id_state = null;
  if (country.need_identification_number && !out.dni)
    throw badRequest('dni: an identification number is required for this country', 305, {
      reason: 'address.dni',
      field: 'dni',
    });
  if (out.vat_number) {
    const vat = normalizeVat(out.vat_number, country.iso_code, country.vat_format);
    if (!vat)
      throw badRequest(`vat_number: not a valid VAT number for ${country.iso_code}`, 306, {
        reason: 'address.vatNumber',
        field: 'vat_number',
      });
    out.vat_number = vat;
  }
  return { ...out, vat_verified: verifiedFlag(await verifyVat(ctx, country, out.vat_number, 'vat_number')) };
}

export async function saveAddress(db: Db, owner: Owner, input: ValidAddress, idAddress?: number): Promise<number> {
  const now = new Date().toISOString();
  if (idAddress !== undefined) {
    await db
      .updateTable('address')
      .set({ ...input, date_upd: now })
      .where('id_address', '=', idAddress)
      .execute();
    return idAddress;
  }
  const row: Insertable<DB['address']> = { ...input, ...owner, date_add: now, date_upd: now };
  const { id_address } = await db.insertInto('address').values(row).returning('id_address').executeTakeFirstOrThrow();
  return id_address;
}

/**
 * The owner's address with exactly these values, if they have one: the checkout gives it again instead of adding the
 * same address twice, so sending the checkout's address again (a shopper's second press, the shop's proxy resending a
 * call whose answer was lost: shared's `replayableCalls`) sets what the first set and leaves the book as it was.
 */
export async function sameAddressOf(db: Db, owner: Owner, values: ValidAddress): Promise<number | undefined> {
  if (owner.id_customer === null && owner.id_cart === null) return undefined;
  let query = db.selectFrom('address').select('id_address').where('deleted', '=', 0);
  query =
    owner.id_customer !== null
      ? query.where('id_customer', '=', owner.id_customer)
      : query.where('id_customer', 'is', null).where('id_cart', '=', owner.id_cart);
  for (const [column, value] of Object.entries(values) as [keyof ValidAddress, ValidAddress[keyof ValidAddress]][])
    query = value === null ? query.where(column, 'is', null) : query.where(column, '=', value);
  const row = await query.orderBy('id_address', 'desc').limit(1).executeTakeFirst();
  return row?.id_address;
}

/** The address if this owner may use it; otherwise the same 404 as a missing one (ids reveal nothing). */
export async function ownedAddressId(db: Db, owner: Owner, idAddress: number): Promise<number> {
  const row = await db
    .selectFrom('address')
    .select(['id_address', 'id_customer', 'id_cart'])
    .where('id_address', '=', idAddress)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  const mine =
    row &&
    ((owner.id_customer !== null && row.id_customer === owner.id_customer) ||
      (owner.id_customer === null &&
        row.id_customer === null &&
        owner.id_cart !== null &&
        row.id_cart === owner.id_cart));
  if (!mine) throw notFound('Address not found', 301);
  return row.id_address;
}

/** Soft-deletes the address (orders keep their own copies); an open cart pointing at it forgets it. */
export async function deleteAddress(db: Db, idAddress: number): Promise<void> {
  await db
    .updateTable('address')
    .set({ deleted: 1, date_upd: new Date().toISOString() })
    .where('id_address', '=', idAddress)
    .execute();
  // So checkout asks for an address again.
  await db
    .updateTable('cart')
    .set({ id_address_delivery: null, id_address_invoice: null, id_carrier: null })
    .where('id_order', 'is', null)
    .where('id_address_delivery', '=', idAddress)
    .execute();
}

export async function addressCountryId(db: Db, idAddress: number): Promise<number> {
  const row = await db
    .selectFrom('address')
    .select('id_country')
    .where('id_address', '=', idAddress)
    .executeTakeFirstOrThrow();
  return row.id_country;
}

export async function presentAddresses(
  db: Db,
  lang: LanguageCode,
  where: { ids?: number[]; id_customer?: number },
): Promise<Address[]> {
  let query = db
    .selectFrom('address as a')
    .innerJoin('country as c', 'c.id_country', 'a.id_country')
    .leftJoin('state as s', 's.id_state', 'a.id_state')
    .selectAll('a')
    .select([
      'c.names as country_names',
      'c.iso_code as country_iso',
      's.name as state_name',
      's.iso_code as state_iso',
    ])
    .where('a.deleted', '=', 0)
    .orderBy('a.id_address');
  if (where.ids) query = query.where('a.id_address', 'in', where.ids.length ? where.ids : [-1]);
  if (where.id_customer !== undefined) query = query.where('a.id_customer', '=', where.id_customer);
  const rows = await query.execute();
  return rows.map((r) => {
    const country = (JSON.parse(r.country_names) as Record<string, string>)[lang] ?? r.country_iso;
    const street = [r.address1, r.house_number].filter(Boolean).join(' ');
    return {
      id_address: r.id_address,
      alias: r.alias,
      company: r.company,
      firstname: r.firstname,
      lastname: r.lastname,
      address1: r.address1,
      house_number: r.house_number,
      address2: r.address2,
      postcode: r.postcode,
      city: r.city,
      id_country: r.id_country,
      country,
      country_iso: r.country_iso,
      id_state: r.id_state,
      state: r.state_name,
      state_iso: r.state_iso,
      phone: r.phone,
      vat_number: r.vat_number,
      vat_verified: r.vat_verified === null ? null : r.vat_verified === 1,
      dni: r.dni,
      id_gender: toGender(r.id_gender),
      formatted: [
        titledName(r.id_gender, r.firstname, r.lastname, lang),
        r.company,
        street,
        r.address2,
        [r.postcode, r.city, r.state_iso ?? ''].filter(Boolean).join(' '),
        country,
        r.phone,
      ].filter(Boolean),
    };
  });
}
