/** Adding and removing vouchers: clear messages for unknown, expired, not-yet-valid and not-applicable codes. */
import type { ShopContext } from './shop-context.ts';
import { ApiError, conflict, notFound } from '../errors.ts';
import { presentCart } from './cart-present.ts';
import { voucherRefusal } from './vouchers.ts';
import { touchCart } from './cart-store.ts';

const kindOf = (rule: { free_shipping: number }) => (rule.free_shipping === 1 ? 'shipping' : 'reduction');

export async function addCoupon(ctx: ShopContext, idCart: number, code: string): Promise<void> {
  const rule = await ctx.db.selectFrom('cart_rule').selectAll().where('code', '=', code.trim()).executeTakeFirst();
  if (!rule) throw notFound('This voucher does not exist.', 302, { reason: 'voucher.unknown' });
  const cart = await presentCart(ctx, idCart);
  const refusal = voucherRefusal(rule, cart._totals.products);
  if (refusal) throw refusal;
  if (cart.vouchers.added.some((v) => v.id_cart_rule === rule.id_cart_rule))
    throw conflict('This voucher is already in your cart.', 304, { reason: 'voucher.alreadyAdded' });
  // One reduction voucher and one free-shipping voucher per order: they never stack with their own kind.
  const sameKind = await ctx.db
    .selectFrom('cart_cart_rule as ccr')
    .innerJoin('cart_rule as r', 'r.id_cart_rule', 'ccr.id_cart_rule')
    .select(['r.free_shipping'])
    .where('ccr.id_cart', '=', idCart)
    .execute();
  if (sameKind.some((r) => kindOf(r) === kindOf(rule)))
    throw new ApiError(409, 305, 'Only one voucher of this kind can be used per order.', {
      reason: 'voucher.oneOfKind',
    });
  await ctx.db.insertInto('cart_cart_rule').values({ id_cart: idCart, id_cart_rule: rule.id_cart_rule }).execute();
  await touchCart(ctx, idCart);
}

export async function removeCoupon(ctx: ShopContext, idCart: number, idCartRule: number): Promise<void> {
  const result = await ctx.db
    .deleteFrom('cart_cart_rule')
    .where('id_cart', '=', idCart)
    .where('id_cart_rule', '=', idCartRule)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0)
    throw notFound('This voucher is not in your cart.', 302, { reason: 'voucher.notInCart' });
  await touchCart(ctx, idCart);
}
