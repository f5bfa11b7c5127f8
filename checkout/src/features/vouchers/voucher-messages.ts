/**
 * What to tell the shopper when the api refuses a voucher. The api answers in English (its `message`, with codes
 * 302 unknown, 303 not applicable, 304 already added, 305 one of its kind); each known text maps to a catalogue
 * message, so the shopper reads it in their language. Anything else falls back to a general sentence.
 */
import { isApiError } from '@storefront/shared/api';

export interface VoucherMessage {
  id: string;
  values?: Record<string, string | number>;
}

const byText: Record<string, string> = {
  'This voucher does not exist.': 'checkout.vouchers.unknown',
  'This voucher has expired.': 'checkout.vouchers.expired',
  'This voucher is not valid yet.': 'checkout.vouchers.notYetValid',
  'This voucher is no longer active.': 'checkout.vouchers.inactive',
  'You cannot use a voucher with an empty cart.': 'checkout.vouchers.emptyCart',
  'This voucher is already in your cart.': 'checkout.vouchers.alreadyAdded',
  'Only one voucher of this kind can be used per order.': 'checkout.vouchers.oneOfKind',
  'This voucher is not in your cart.': 'checkout.vouchers.notInCart',
};

/** The api formats the minimum in English (`€100.00`); the amount is read back to format it in the shopper's language. */
const minimumPattern = /^The minimum amount to benefit from this voucher is €([\d,]+(?:\.\d+)?)\.$/;

export function voucherMessage(error: unknown): VoucherMessage {
  if (!isApiError(error)) return { id: 'checkout.vouchers.failed' };
  // Unreachable api, nonsense answer: the shop-wide message for it.
  if (error.kind !== 'api') return { id: error.messageId };
  const known = byText[error.message];
  if (known) return { id: known };
  const minimum = minimumPattern.exec(error.message);
  if (minimum?.[1])
    return { id: 'checkout.vouchers.minimum', values: { amount: Number(minimum[1].replace(/,/g, '')) } };
  return { id: error.code === 302 ? 'checkout.vouchers.unknown' : 'checkout.vouchers.notApplicable' };
}
