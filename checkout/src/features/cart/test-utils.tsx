/** Test helpers for the checkout's cart pieces: a store with the cart already cached, and captured api replies. */
import { sharedApi } from '@storefront/shared/api';
import { createEventBus } from '@storefront/shared/events';
import { makeStore, type RootState } from '@storefront/shared/store';
import type { Cart, Envelope } from '@storefront/shared/schemas';

/** A store state with this cart cached, as the server's prefetch (or an add to cart's reply) leaves it. */
export async function withCart(cart: Cart): Promise<Partial<RootState>> {
  const store = makeStore({ apiBaseUrl: 'http://api.test/api', lang: 'en', bus: createEventBus({ crossTab: false }) });
  await store.dispatch(sharedApi.util.upsertQueryData('getCartItems', undefined, cart));
  return { api: store.getState().api };
}

export const psdata = (envelope: unknown): Cart => (envelope as Envelope<Cart>).psdata;
