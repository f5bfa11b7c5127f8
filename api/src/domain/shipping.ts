/** Carrier prices by destination zone and parcel weight, with per-zone free-shipping thresholds. */
import type { Db } from '../db/database.ts';

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

/** The brands whose products ship free to this zone from an amount of their own. */
export async function brandRules(db: Db, idZone: number): Promise<BrandRule[]> {
  return db
    .selectFrom('shipping_brand_rule')
    .select(['id_manufacturer', 'free_from'])
    .where('id_zone', '=', idZone)
    .orderBy('id_manufacturer')
    .execute();
}

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

export async function carrierOptions(
  db: Db,
  idCountry: number,
  weightGrams: number,
  productsTotal: number,
): Promise<CarrierOption[]> {
  const rows = await db
    .selectFrom('country as co')
    .innerJoin('carrier_zone as cz', 'cz.id_zone', 'co.id_zone')
    .innerJoin('carrier as ca', 'ca.id_carrier', 'cz.id_carrier')
    .select([
      'ca.id_carrier',
      'ca.name',
      'ca.delay',
      'ca.is_pickup',
      'cz.base_price',
      'cz.price_per_kg',
      'cz.free_from',
    ])
    .where('co.id_country', '=', idCountry)
    .orderBy('ca.position')
    .execute();
  return rows.map((r) => ({
    id_carrier: r.id_carrier,
    name: r.name,
    delay: JSON.parse(r.delay) as Record<string, string>,
    is_pickup: r.is_pickup === 1,
    price: shippingPrice(r, weightGrams, productsTotal),
    free_from: r.free_from,
  }));
}
