/** Carrier prices by destination zone and parcel weight, with per-zone free-shipping thresholds. */
import type { Db } from '../db/database.ts';
import type { DeliveryCountry } from './delivery-country.ts';

export interface CarrierOption {
  id_carrier: number;
  name: string;
  delay: Record<string, string>;
  is_pickup: boolean;
  /** Cents, tax included. */
  price: number;
  /** Cents of products from which this carrier ships free to that destination, when it does. */
  free_from: number | null;
}

export interface BrandRule {
  id_manufacturer: number;
  /** Cents, tax included, of that brand's products. */
  free_from: number;
}

/** A carrier's prices to one zone. */
interface ZoneCarrier {
  id_carrier: number;
  name: string;
  delay: Record<string, string>;
  is_pickup: boolean;
  base_price: number;
  price_per_kg: number;
  free_from: number | null;
}

/**
 * The countries, the carriers serving each zone and the brands' free-shipping rules. Like the catalogue's attributes
 * and brands, only the shop's seeds and migrations write them: read once per process (`loadReferenceData`), not by
 * every cart read, which asked the database for its country, its carriers and its brand rules each time (three of a
 * cart read's ten statements, each waiting for a connection of the pool under load).
 */
export interface ShippingReference {
  /** By ISO code. */
  countries: Map<string, DeliveryCountry>;
  /** Each country's zone, by the country's id. */
  zones: Map<number, number>;
  /** By zone, in the shop's order of carriers. */
  carriers: Map<number, ZoneCarrier[]>;
  /** By zone, by brand. */
  brandRules: Map<number, BrandRule[]>;
}

export async function loadShippingReference(db: Db): Promise<ShippingReference> {
  const [countryRows, carrierRows, ruleRows] = await Promise.all([
    db.selectFrom('country').select(['id_country', 'iso_code', 'id_zone', 'names']).execute(),
    db
      .selectFrom('carrier_zone as cz')
      .innerJoin('carrier as ca', 'ca.id_carrier', 'cz.id_carrier')
      .select([
        'cz.id_zone',
        'ca.id_carrier',
        'ca.name',
        'ca.delay',
        'ca.is_pickup',
        'cz.base_price',
        'cz.price_per_kg',
        'cz.free_from',
      ])
      .orderBy('ca.position')
      .orderBy('ca.id_carrier')
      .execute(),
    db
      .selectFrom('shipping_brand_rule')
      .select(['id_zone', 'id_manufacturer', 'free_from'])
      .orderBy('id_manufacturer')
      .execute(),
  ]);
  const byZone = <T>(map: Map<number, T[]>, zone: number, item: T) => map.set(zone, [...(map.get(zone) ?? []), item]);
  const reference: ShippingReference = {
    countries: new Map(),
    zones: new Map(),
    carriers: new Map(),
    brandRules: new Map(),
  };
  for (const row of countryRows) {
    reference.countries.set(row.iso_code, { ...row, names: JSON.parse(row.names) as Record<string, string> });
    reference.zones.set(row.id_country, row.id_zone);
  }
  for (const { id_zone, delay, is_pickup, ...carrier } of carrierRows)
    byZone(reference.carriers, id_zone, {
      ...carrier,
      delay: JSON.parse(delay) as Record<string, string>,
      is_pickup: is_pickup === 1,
    });
  for (const { id_zone, ...rule } of ruleRows) byZone(reference.brandRules, id_zone, rule);
  return reference;
}

/** The brands whose products ship free to this zone from an amount of their own. */
export const brandRules = (shipping: ShippingReference, idZone: number): BrandRule[] =>
  shipping.brandRules.get(idZone) ?? [];

/** Whether a brand rule makes the whole shipment free: the cart holds at least its amount of that brand's products. */
export const brandRuleMet = (rules: BrandRule[], brandTotals: Map<number, number>): boolean =>
  rules.some((rule) => (brandTotals.get(rule.id_manufacturer) ?? 0) >= rule.free_from);

/** The base price covers the first kilo; every further started kilo adds `price_per_kg`. */
export function shippingPrice(
  zone: { base_price: number; price_per_kg: number; free_from: number | null },
  weightGrams: number,
  productsTotal: number,
): number {
  if (zone.free_from !== null && productsTotal >= zone.free_from) return 0;
  const extraKilos = Math.max(0, Math.ceil(weightGrams / 1000) - 1);
  return zone.base_price + zone.price_per_kg * extraKilos;
}

/** The carriers that deliver to this country, each with its price for this parcel. */
export function carrierOptions(
  shipping: ShippingReference,
  idCountry: number,
  weightGrams: number,
  productsTotal: number,
): CarrierOption[] {
  const zone = shipping.zones.get(idCountry);
  return (zone === undefined ? [] : (shipping.carriers.get(zone) ?? [])).map((carrier) => ({
    id_carrier: carrier.id_carrier,
    name: carrier.name,
    delay: carrier.delay,
    is_pickup: carrier.is_pickup,
    price: shippingPrice(carrier, weightGrams, productsTotal),
    free_from: carrier.free_from,
  }));
}
