/**
 * EU VAT numbers beyond their national format: asked of the EU's VIES register when the shop has one configured, for
 * intra-community numbers only (an EU country other than the shop's own: a domestic business invoice needs the
 * national number, which `normalizeVat` already checks, not a VIES registration). A number VIES does not know is
 * refused; when VIES cannot say (slow, down, a member state's register unavailable) the number is kept, marked not
 * verified, so a shopper is never stopped by the EU's outage.
 */
import type { ShopContext } from './shop-context.ts';
import { badRequest } from '../errors.ts';

/** The refusal's code: the number has the right format but VIES says it is not registered. */
export const VIES_REFUSED = 313;

/**
 * VIES's word on a normalised VAT number (`DE123456789`) of this country: true registered, false not verified
 * (unreachable), null not asked. Throws a 400 with code 313 for a number VIES says is not registered; `field` names
 * where the number came from in the message.
 */
export async function verifyVat(
  ctx: Pick<ShopContext, 'vies' | 'config'>,
  country: { iso_code: string; is_eu: number },
  vat: string,
  field: string,
): Promise<boolean | null> {
  if (!vat || !ctx.vies || !country.is_eu || country.iso_code === ctx.config.shop.countryIso) return null;
  const answer = await ctx.vies.check(vat);
  if (answer === 'invalid')
    throw badRequest(`${field}: the EU's VIES register does not know this VAT number`, VIES_REFUSED, {
      reason: 'vat.notInVies',
      field,
    });
  return answer === 'valid';
}

/** The stored form of `verifyVat`'s answer (a nullable integer column). */
export const verifiedFlag = (verified: boolean | null): 0 | 1 | null => (verified === null ? null : verified ? 1 : 0);
