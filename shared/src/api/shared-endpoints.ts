/** Endpoints more than one app uses: the bootstrap (menu, languages, contact) and the cart. */
import type { CartAdded } from '../events/index.ts';
import type { BootstrapData, Cart } from '../schemas/index.ts';
import type { QueryReturnValue } from '@reduxjs/toolkit/query';
import { afterNextPaint } from '../ui/after-paint.ts';
import { fetchFailureMessageIds, sdkErrorText, type ApiError } from './errors.ts';
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
      queryFn: (body, { extra }, _options, baseQuery) =>
        toldFirst(baseQuery({ call: 'createCartItem', body }), extra, {
          id_product: body.id_product,
          id_product_attribute: body.id_product_attribute ?? null,
          qty: body.qty,
        }),
      onQueryStarted: keepCartReply,
    }),
    updateCartItem: build.mutation<Cart, CartItemRef & { qty: number }>({
      queryFn: (body, { extra }, _options, baseQuery) => toldFirst(baseQuery({ call: 'updateCartItem', body }), extra),
      onQueryStarted: keepCartReply,
    }),
    removeCartItem: build.mutation<Cart, CartItemRef>({
      queryFn: (body, { extra }, _options, baseQuery) => toldFirst(baseQuery({ call: 'removeCartItem', body }), extra),
      onQueryStarted: keepCartReply,
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
 * The last cart reply told on each bus (a store's): a reply told before another is not written over it once its frame
 * has been painted (two changes a frame apart, the second told first on screen, must not end on the first).
 */
const lastTold = new WeakMap<object, Cart>();

function tell(bus: StoreExtra['bus'], cart: Cart, added?: CartAdded): void {
  bus.publish('checkout:cart-updated', { ...cartSummary(cart), ...(added ? { added } : {}) });
  lastTold.set(bus, cart);
}

/**
 * A cart change of this tab, from its reply: told at once (the header's count and the mini cart answer the tap now),
 * then written to the cache (`writeCartReply`). An add the page's starter made before the app ran comes here (ADR
 * 0502); the cart mutations tell theirs first and write it after their frame (`toldFirst`, `keepCartReply`).
 */
export async function cartChanged(
  { dispatch, bus }: { dispatch: (action: unknown) => unknown; bus: StoreExtra['bus'] },
  cart: Cart,
  added?: CartAdded,
): Promise<void> {
  tell(bus, cart, added);
  await writeCartReply(dispatch, cart);
}

/**
 * Resolves once the browser has painted its next frame (`afterNextPaint`); at once where nothing is painted (the
 * server, Node), and after `longestWaitMs` at the latest (a tab hidden while it waited paints nothing until shown).
 */
function nextPaint(longestWaitMs = 200): Promise<void> {
  if (typeof requestAnimationFrame === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const late = setTimeout(resolve, longestWaitMs);
    afterNextPaint(() => {
      clearTimeout(late);
      resolve();
    });
  });
}

/** A reply the screens could not sum up (no count or total): the change's answer is a bad response, kept by nobody. */
const summable = (cart: unknown): cart is Cart =>
  typeof (cart as Cart | null)?.products_count === 'number' &&
  typeof (cart as Cart | null)?.totals?.total?.amount === 'number';

/**
 * A cart change's reply, told first: the header's count and the mini cart hear it as soon as it comes, and the store
 * has it (the mutation's own state, the cart written to the cache) only once the frame that shows the count has been
 * painted. Every cart change answers with the whole cart, so the other apps (and tabs) are told from that one reply.
 * Read at CPU ×6 on the bench's phone, the store's work on the reply came before that frame: 45 ms of reducers and
 * listeners between the answer and the count (ADR 0502). What reads the cart from the store keeps the word of it until
 * the store holds a cart read or written after it was told (`CartLink`, the mini cart): a read asked before, landing
 * in that frame, is older.
 */
async function toldFirst(
  asked:
    | QueryReturnValue<unknown, ApiError, {} | undefined>
    | PromiseLike<QueryReturnValue<unknown, ApiError, {} | undefined>>,
  extra: unknown,
  added?: CartAdded,
): Promise<QueryReturnValue<Cart, ApiError, undefined>> {
  const answer = await asked;
  if (answer.error !== undefined) return { error: answer.error };
  const cart = answer.data;
  if (!summable(cart)) {
    const messageId = fetchFailureMessageIds['bad-response'];
    return { error: { kind: 'bad-response', status: 200, message: sdkErrorText, messageId } };
  }
  tell((extra as StoreExtra).bus, cart, added);
  await nextPaint();
  return { data: cart };
}

/**
 * A cart change's reply, once told (`toldFirst`), is written to the cache (no re-fetch), unless another reply has been
 * told since: the last one told is the cart.
 */
async function keepCartReply(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
    extra,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Cart }>; extra: unknown },
) {
  try {
    const { data } = await queryFulfilled;
    if (lastTold.get((extra as StoreExtra).bus) === data) await writeCartReply(dispatch, data);
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
