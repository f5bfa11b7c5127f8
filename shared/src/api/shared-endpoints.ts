/** Endpoints more than one app uses: the bootstrap (menu, languages, contact) and the cart. */
import type { CartAdded } from '../events/index.ts';
import type { BootstrapData, Cart } from '../schemas/index.ts';
import type { StoreExtra } from './base-query.ts';
import { api } from './base-api.ts';

export interface CartItemRef {
  id_product: number;
  id_product_attribute?: number;
}

/** What listeners of `checkout:cart-updated` get, derived from the server's reply. */
export const cartSummary = (cart: Cart) => ({ count: cart.products_count, total: cart.totals.total.amount });

export const sharedApi = api.injectEndpoints({
  endpoints: (build) => ({
    bootstrap: build.query<BootstrapData, void>({
      query: () => ({ call: 'bootstrap' }),
      providesTags: ['Bootstrap'],
    }),
    getCartItems: build.query<Cart, void>({
      query: () => ({ call: 'getCartItems' }),
      providesTags: ['Cart'],
    }),
    // `idempotency_key`: one per add, sent again with its retries (the api adds once for it).
    createCartItem: build.mutation<Cart, CartItemRef & { qty: number; idempotency_key?: string }>({
      query: (body) => ({ call: 'createCartItem', body }),
      onQueryStarted: (arg, lifecycle) =>
        publishCart(arg, lifecycle, {
          id_product: arg.id_product,
          id_product_attribute: arg.id_product_attribute ?? null,
          qty: arg.qty,
        }),
    }),
    updateCartItem: build.mutation<Cart, CartItemRef & { qty: number }>({
      query: (body) => ({ call: 'updateCartItem', body }),
      onQueryStarted: publishCart,
    }),
    removeCartItem: build.mutation<Cart, CartItemRef>({
      query: (body) => ({ call: 'removeCartItem', body }),
      onQueryStarted: publishCart,
    }),
  }),
});

/**
 * Puts a cart change's reply in the cache. A read of the cart still on its way was asked before this change answered,
 * and would put the older cart back over this one when it lands (a shared page reads the cart right after it hydrates,
 * when a tap made before is played, and the add may answer first): the reply is written once that read has landed, in
 * the same task, so no older count is ever painted after this one.
 */
async function writeCartReply(dispatch: (action: unknown) => unknown, cart: Cart): Promise<void> {
  const reading = dispatch(sharedApi.util.getRunningQueryThunk('getCartItems', undefined)) as
    PromiseLike<unknown> | undefined;
  if (reading) await Promise.resolve(reading).catch(() => undefined);
  dispatch(sharedApi.util.upsertQueryData('getCartItems', undefined, cart));
}

/**
 * A cart change of this tab, from its reply: told at once (the header's count and the mini cart answer the tap now),
 * then written to the cache (`writeCartReply`). The cart mutations above go through here, and so does an add the
 * page's starter made before the app ran (ADR 0502).
 */
export async function cartChanged(
  { dispatch, bus }: { dispatch: (action: unknown) => unknown; bus: StoreExtra['bus'] },
  cart: Cart,
  added?: CartAdded,
): Promise<void> {
  bus.publish('checkout:cart-updated', { ...cartSummary(cart), ...(added ? { added } : {}) });
  await writeCartReply(dispatch, cart);
}

/**
 * Every cart change answers with the whole cart: put it in the cache (no re-fetch) and tell the
 * other apps (and tabs) from that single reply.
 */
async function publishCart(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
    extra,
  }: {
    dispatch: (action: unknown) => unknown;
    queryFulfilled: Promise<{ data: Cart }>;
    extra: unknown;
  },
  added?: CartAdded,
) {
  try {
    const { data } = await queryFulfilled;
    await cartChanged({ dispatch, bus: (extra as StoreExtra).bus }, data, added);
  } catch {
    // The caller shows the failure; nothing changed in the cart.
  }
}

export const {
  useBootstrapQuery,
  useGetCartItemsQuery,
  useCreateCartItemMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
} = sharedApi;
