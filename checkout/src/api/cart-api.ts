/** The checkout's cart calls (the shared cart reads and line changes live in `@storefront/shared/api`). */
import { api, cartSummary, sharedApi, type StoreExtra } from '@storefront/shared/api';
import type { AddOrRemoveCouponRequest, Cart, MarkCartNotesSeenRequest } from '@storefront/shared/schemas';

export const cartApi = api.injectEndpoints({
  // On the long-lived server a new remote version must replace the old definitions.
  overrideExisting: typeof window === 'undefined',
  endpoints: (build) => ({
    /** Adds a voucher by its code, or removes one by its id_cart_rule; answers the whole cart. */
    addOrRemoveCoupon: build.mutation<Cart, AddOrRemoveCouponRequest>({
      query: (body) => ({ call: 'addOrRemoveCoupon', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled, extra }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sharedApi.util.upsertQueryData('getCartItems', undefined, data));
          (extra as StoreExtra).bus.publish('checkout:cart-updated', cartSummary(data));
        } catch {
          // The voucher field shows the failure; the cart did not change.
        }
      },
    }),
    /**
     * The cart page has shown the notes stamped up to `stamp` (ADR 0108); answers the cart without them. Its count
     * and total did not change, so nobody is told.
     */
    markCartNotesSeen: build.mutation<Cart, MarkCartNotesSeenRequest>({
      query: (body) => ({ call: 'markCartNotesSeen', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(sharedApi.util.upsertQueryData('getCartItems', undefined, data));
        } catch {
          // Not told: the notes come back on the next read, and are told seen then.
        }
      },
    }),
  }),
});

export const { useAddOrRemoveCouponMutation, useMarkCartNotesSeenMutation } = cartApi;
