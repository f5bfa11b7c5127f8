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
  const { countries } = ctx.ref.shipping;
  const fromAddress =
    idAddressDelivery === null
      ? undefined
      : await ctx.db
          .selectFrom('address as a')
          .innerJoin('country as c', 'c.id_country', 'a.id_country')
          .select('c.iso_code')
          .where('a.id_address', '=', idAddressDelivery)
          .executeTakeFirst();
  // An unknown or malformed code in the cookie is ignored: the estimate falls back to the shop's country.
  const chosen = (ctx.chosenCountry ?? '').trim().toUpperCase();
  const country =
    (fromAddress && countries.get(fromAddress.iso_code)) ??
    (/^[A-Z]{2}$/.test(chosen) ? countries.get(chosen) : undefined) ??
    countries.get(ctx.config.shop.countryIso);
  if (!country) throw new Error(`The shop's own country ${ctx.config.shop.countryIso} is not in its countries`);
  return country;
}
