/**
 * The country a new shipping address starts with: the delivery country the shopper chose in the shop (the footer's
 * "Change the delivery country" or the country notice, saved in the `shell_country` cookie), else where the cart's
 * shipping is estimated to, else the shop's own country.
 *
 * The browser reads the cookie; the server has no `document`, but the api's estimate (read with the shopper's cookie)
 * already follows the chosen country while the checkout has no delivery address, so both render the same choice.
 */
import { readPreferredCountry } from '@storefront/shared/config';
import type { CheckoutData, Country } from '@storefront/shared/schemas';

/** Where the shop sells from (the api's and the shell's default country). */
const shopCountryIso = 'IT';

export function newAddressCountry(
  countries: readonly Country[],
  checkout: Pick<CheckoutData, 'cart'>,
  cookieHeader: string | null,
): Country | undefined {
  const byIso = (iso: string | null | undefined) => (iso ? countries.find((c) => c.iso_code === iso) : undefined);
  return (
    byIso(readPreferredCountry(cookieHeader)) ??
    byIso(checkout.cart.shipping_estimate?.country.iso_code) ??
    byIso(shopCountryIso)
  );
}

/** This page's cookies in the browser, none on the server. */
export const documentCookie = (): string | null => (typeof document === 'undefined' ? null : document.cookie);
