/**
 * Which api calls the shop's proxy may send to the api a second time when the connection carrying the first was lost
 * before any answer came back (an api instance ended mid-call: ADR 0103). The first may have been done all the same,
 * so only a call whose second run leaves what the first left, and answers as it did, may be sent again:
 * - `reads`: it reads (reconciling a stale cart on the way is itself idempotent, ADR 0108);
 * - `keyed`: it is done once for the `idempotency_key` its body carries (ADR 0106, 0108), and only with one;
 * - `sets`: it sets a value to what the body says (a quantity, a carrier, the checkout's address: an address the
 *   shopper already has with the same values is given again, not added), whatever was there.
 * Every other call (one that adds a row, sends a mail, counts a login attempt, places an order without a key) is
 * never sent twice: its lost answer is the shopper's 502, and the screens offer to try again.
 *
 * The api's own test holds it to this list: every name is one of its calls, and a keyed call's request takes a key.
 */
import { idempotencyKeySchema } from '../schemas/common.ts';

export type Replay = 'reads' | 'keyed' | 'sets';

export const replayableCalls: Readonly<Record<string, Replay>> = {
  bootstrap: 'reads',
  getAddresses: 'reads',
  getBrand: 'reads',
  getBrands: 'reads',
  getCarriers: 'reads',
  getCartItems: 'reads',
  getCategory: 'reads',
  getCheckout: 'reads',
  getContent: 'reads',
  getCountries: 'reads',
  getCountry: 'reads',
  getCustomer: 'reads',
  getDeliveryMessage: 'reads',
  getGateways: 'reads',
  getNewsletter: 'reads',
  getOrder: 'reads',
  getOrders: 'reads',
  getProduct: 'reads',
  getProducts: 'reads',
  getProductsBestsellers: 'reads',
  getProductsFeatured: 'reads',
  getProductsLatest: 'reads',
  getRelatedProducts: 'reads',
  search: 'reads',
  validateOrder: 'reads',
  createCartItem: 'keyed',
  createOrder: 'keyed',
  addOrEditDeliveryMessage: 'sets',
  markCartNotesSeen: 'sets',
  updateCartItem: 'sets',
  updateCheckoutAddress: 'sets',
  updateCheckoutCarrier: 'sets',
};

/** The call a proxied path names (`/api/getCartItems` → `getCartItems`, `/cms/getContent?x` → `getContent`). */
export function callOfPath(path: string): string {
  const bare = path.split('?', 1)[0] ?? '';
  return bare.slice(bare.lastIndexOf('/') + 1);
}

/** Whether the call at `path` may be sent again (see above): a keyed call only when `body` carries a valid key. */
export function mayReplay(path: string, body: Buffer | string | undefined): boolean {
  const replay = replayableCalls[callOfPath(path)];
  if (replay !== 'keyed') return replay !== undefined;
  try {
    const parsed: unknown = JSON.parse(String(body ?? ''));
    const key = typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'idempotency_key') : undefined;
    return idempotencyKeySchema.safeParse(key).success;
  } catch {
    return false;
  }
}

/** Whether a call at `path` could be sent again once its body is known: its body is then worth keeping. */
export const mayBeReplayable = (path: string): boolean => replayableCalls[callOfPath(path)] !== undefined;
