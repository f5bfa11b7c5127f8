/**
 * Where the cart's shipping is estimated to: the delivery address's country once the checkout has one, else the
 * delivery country the shopper chose in the shop (the `shell_country` cookie, sent with every call), else the shop's
 * own country. The cart, its carriers and the checkout all ask here, so they always agree.
 */
import type { ShopContext } from './shop-context.ts';

export interface DeliveryCountry {
  id_country: number;
  iso_code: string;
  id_zone: number;
  /** Names by language. */
  names: Record<string, string>;
}

export async function deliveryCountry(ctx: ShopContext, idAddressDelivery: number | null): Promise<DeliveryCountry> {
  const { db } = ctx;
  const base = db.selectFrom('country as c').select(['c.id_country', 'c.iso_code', 'c.id_zone', 'c.names']);
  const fromAddress =
    idAddressDelivery === null
      ? undefined
      : await base
          .innerJoin('address as a', 'a.id_country', 'c.id_country')
          .where('a.id_address', '=', idAddressDelivery)
          .executeTakeFirst();
  // An unknown or malformed code in the cookie is ignored: the estimate falls back to the shop's country.
  const chosen = (ctx.chosenCountry ?? '').trim().toUpperCase();
  const fromCookie =
    fromAddress || !/^[A-Z]{2}$/.test(chosen)
      ? undefined
      : await base.where('c.iso_code', '=', chosen).executeTakeFirst();
  const row =
    fromAddress ??
    fromCookie ??
    (await base.where('c.iso_code', '=', ctx.config.shop.countryIso).executeTakeFirstOrThrow());
  return { ...row, names: JSON.parse(row.names) as Record<string, string> };
}
