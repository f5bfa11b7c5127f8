/**
 * The cart as the calls answer it: presented, after reconciling it when it no longer fits the shop (ADR 0108). A read
 * of a cart that fits writes nothing; one that finds it stale reconciles it once, whichever concurrent read wins.
 */
import type { ShopContext } from './shop-context.ts';
import { presentCart, unchanged, type CartChanges, type PresentedCart } from './cart-present.ts';
import { reconcileStale } from './cart-reconcile.ts';

/** The presented cart and what reconciling changed in it since this read began (none when it fitted). */
export type ReadCart = PresentedCart & { _reconciled: CartChanges };

export async function readCart(
  ctx: ShopContext,
  idCart: number | null,
  changes: CartChanges = unchanged(),
): Promise<ReadCart> {
  const seen = await presentCart(ctx, idCart, changes);
  if (idCart === null || !seen._reconcile.stale) return { ...seen, _reconciled: unchanged() };
  await reconcileStale(ctx, idCart, seen._reconcile.revision);
  const cart = await presentCart(ctx, idCart, changes);
  // Notes stamped after the revision this read saw: made by its reconciling, or by the call that won the race to it.
  const made = cart._reconcile.stamped.filter((note) => note.stamp > seen._reconcile.revision);
  return {
    ...cart,
    _reconciled: { errors: made.map((note) => note.error), notes: made.map((note) => note.note) },
  };
}
