/** Cart calls: each answers the whole cart. */
import { createCartItemRequest, getCartItemsRequest, type Cart } from '@storefront/shared/schemas';
import { defineCall } from '../http/call';
import { addToCart } from '../domain/cart-lines';
import { presentCart, wireCart } from '../domain/cart-present';
import { currentCartId } from '../domain/cart-store';

export const getCartItems = defineCall({
  name: 'getCartItems',
  schema: getCartItemsRequest,
  async handler(ctx): Promise<Cart> {
    await ctx.session.ensure();
    return wireCart(await presentCart(ctx, await currentCartId(ctx, false)));
  },
});

export const createCartItem = defineCall({
  name: 'createCartItem',
  schema: createCartItemRequest,
  async handler(ctx, input): Promise<Cart> {
    const idCart = (await currentCartId(ctx, true)) as number;
    const notes = await addToCart(ctx, idCart, input.id_product, input.id_product_attribute, input.qty);
    return wireCart(await presentCart(ctx, idCart, notes));
  },
});

export const cartCalls = [getCartItems, createCartItem];
