/** Adding and removing vouchers: clear messages for unknown, expired, not-yet-valid and not-applicable codes. */
import type { ShopContext } from './shop-context.ts';
import { ApiError, conflict, notFound } from '../errors.ts';
import { changeCart, planInTransaction } from './cart-reconcile.ts';
import { voucherRefusal } from './vouchers.ts';

const kindOf = (rule: { free_shipping: number }) => (rule.free_shipping === 1 ? 'shipping' : 'reduction');

export async function addCoupon(ctx: ShopContext, idCart: number, code: string): Promise<void> {
  const rule = await ctx.db.selectFrom('cart_rule').selectAll().where('code', '=', code.trim()).executeTakeFirst();
  if (!rule) throw notFound('This voucher does not exist.', 302, { reason: 'voucher.unknown' });
  await changeCart(ctx, idCart, async (trx, facts) => {
    // Judged against the cart as it can be ordered (what reconciling leaves of it).
    const cart = await planInTransaction(trx, idCart, facts);
    const refusal = voucherRefusal(rule, cart.productsTotal);
    if (refusal) throw refusal;
    if (cart.rules.some((r) => r.id_cart_rule === rule.id_cart_rule))
      throw conflict('This voucher is already in your cart.', 304, { reason: 'voucher.alreadyAdded' });
    // One reduction voucher and one free-shipping voucher per order: they never stack with their own kind.
    if (cart.rules.some((r) => kindOf(r) === kindOf(rule)))
      throw new ApiError(409, 305, 'Only one voucher of this kind can be used per order.', {
        reason: 'voucher.oneOfKind',
      });
    await trx.insertInto('cart_cart_rule').values({ id_cart: idCart, id_cart_rule: rule.id_cart_rule }).execute();
  });
}

export async function removeCoupon(ctx: ShopContext, idCart: number, idCartRule: number): Promise<void> {
  await changeCart(ctx, idCart, async (trx) => {
    const result = await trx
      .deleteFrom('cart_cart_rule')
      .where('id_cart', '=', idCart)
      .where('id_cart_rule', '=', idCartRule)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0)
      throw notFound('This voucher is not in your cart.', 302, { reason: 'voucher.notInCart' });
  });
}
