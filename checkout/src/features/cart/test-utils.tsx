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

/** Answers the next calls with these replies (status, psdata or an api refusal), recording what was sent. */
export function answer(...replies: [number, Cart | { code: number; message: string }][]) {
  const sent: { call: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
    sent.push({ call: String(url).split('/').pop() ?? '', body: JSON.parse(String(init?.body)) });
    const [status, reply] = replies.shift() ?? [500, { code: 500, message: 'no reply left' }];
    const envelope =
      status === 200
        ? { success: true, code: 200, psdata: reply }
        : {
            success: false,
            code: (reply as { code: number }).code,
            psdata: null,
            message: (reply as { message: string }).message,
          };
    return new Response(JSON.stringify(envelope), { status });
  }) as typeof fetch;
  return sent;
}
