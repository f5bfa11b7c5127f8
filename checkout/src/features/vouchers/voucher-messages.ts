/**
 * What to tell the shopper when the api refuses a voucher: each refusal's reason (the shared list's) maps to a
 * catalogue message, so the shopper reads it in their language, the minimum amount formatted in it. Anything else
 * falls back to a general sentence.
 */
import { refusalMessage } from '@storefront/shared/api';
import type { RefusalMessages } from '@storefront/shared/schemas';

export interface VoucherMessage {
  id: string;
  values?: Record<string, string | number>;
}

export const voucherRefusals: RefusalMessages = {
  'voucher.unknown': 'checkout.vouchers.unknown',
  'voucher.expired': 'checkout.vouchers.expired',
  'voucher.notYetValid': 'checkout.vouchers.notYetValid',
  'voucher.inactive': 'checkout.vouchers.inactive',
  'voucher.emptyCart': 'checkout.vouchers.emptyCart',
  'voucher.minimum': 'checkout.vouchers.minimum',
  'voucher.alreadyAdded': 'checkout.vouchers.alreadyAdded',
  'voucher.oneOfKind': 'checkout.vouchers.oneOfKind',
  'voucher.notInCart': 'checkout.vouchers.notInCart',
};

export const voucherMessage = (error: unknown): VoucherMessage =>
  refusalMessage(error, voucherRefusals, 'checkout.vouchers.notApplicable');
