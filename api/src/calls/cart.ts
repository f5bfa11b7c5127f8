/** Cart calls: each answers the whole cart. A read writes nothing unless the cart is stale (ADR 0108). */
import {
  addOrRemoveCouponRequest,
  createCartItemRequest,
  getCartItemsRequest,
  markCartNotesSeenRequest,
  removeCartItemRequest,
  updateCartItemRequest,
  type Cart,
} from '@storefront/shared/schemas';
import { defineCall, type CallContext } from '../http/call.ts';
import { notFound } from '../errors.ts';
import { addToCart, removeLine, setQuantity } from '../domain/cart-lines.ts';
import { wireCart } from '../domain/cart-present.ts';
import { readCart } from '../domain/cart-read.ts';
import { markNotesSeen } from '../domain/cart-reconcile.ts';
import { cartOfAdd, currentCartId } from '../domain/cart-store.ts';
import { addCoupon, removeCoupon } from '../domain/coupons.ts';

/** The cart a change applies to; changing an empty (never created) cart is a 404 rather than creating one. */
async function existingCart(ctx: CallContext): Promise<number> {
  const id = await currentCartId(ctx, false);
  if (id === null) throw notFound('No products in the cart', 302);
  return id;
}

export const getCartItems = defineCall({
  name: 'getCartItems',
  schema: getCartItemsRequest,
  // A guest without a session has an empty cart: reading it opens nothing (the first add to cart does).
  async handler(ctx): Promise<Cart> {
    return wireCart(await readCart(ctx, await currentCartId(ctx, false)));
  },
});

export const createCartItem = defineCall({
  name: 'createCartItem',
  schema: createCartItemRequest,
  async handler(ctx, input): Promise<Cart> {
    const key = input.idempotency_key;
    // Made again with the key of an add that was made: nothing more is added, and the answer is that cart.
    const earlier = key === undefined ? null : await cartOfAdd(ctx, key);
    if (earlier !== null) return wireCart(await readCart(ctx, earlier));
    const idCart = (await currentCartId(ctx, true)) as number;
    const changes = await addToCart(ctx, idCart, input.id_product, input.id_product_attribute, input.qty, key);
    // The same add still running when this one came (its answer lost, the browser sending it again without the
    // cookie it carried) recorded the key first, in its own cart: that cart holds the add, and is this shopper's now.
    const recorded = changes.keyTaken && key !== undefined ? await cartOfAdd(ctx, key) : null;
    if (recorded !== null && recorded !== idCart) return wireCart(await readCart(ctx, recorded));
    return wireCart(await readCart(ctx, idCart, changes));
  },
});

export const updateCartItem = defineCall({
  name: 'updateCartItem',
  schema: updateCartItemRequest,
  async handler(ctx, input): Promise<Cart> {
    const idCart = await existingCart(ctx);
    const notes = await setQuantity(ctx, idCart, input.id_product, input.id_product_attribute, input.qty);
    return wireCart(await readCart(ctx, idCart, notes));
  },
});

export const removeCartItem = defineCall({
  name: 'removeCartItem',
  schema: removeCartItemRequest,
  async handler(ctx, input): Promise<Cart> {
    const idCart = await existingCart(ctx);
    await removeLine(ctx, idCart, input.id_product, input.id_product_attribute);
    return wireCart(await readCart(ctx, idCart));
  },
});

export const addOrRemoveCoupon = defineCall({
  name: 'addOrRemoveCoupon',
  schema: addOrRemoveCouponRequest,
  async handler(ctx, input): Promise<Cart> {
    const idCart = await existingCart(ctx);
    if ('code' in input) await addCoupon(ctx, idCart, input.code);
    else await removeCoupon(ctx, idCart, input.remove);
    return wireCart(await readCart(ctx, idCart));
  },
});

/** The cart page has shown the notes stamped up to `stamp` (ADR 0108): later answers no longer tell them. */
export const markCartNotesSeen = defineCall({
  name: 'markCartNotesSeen',
  schema: markCartNotesSeenRequest,
  async handler(ctx, input): Promise<Cart> {
    const idCart = await existingCart(ctx);
    await markNotesSeen(ctx, idCart, input.stamp);
    return wireCart(await readCart(ctx, idCart));
  },
});

export const cartCalls = [
  getCartItems,
  createCartItem,
  updateCartItem,
  removeCartItem,
  addOrRemoveCoupon,
  markCartNotesSeen,
];
