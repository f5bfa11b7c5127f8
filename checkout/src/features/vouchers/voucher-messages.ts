/**
 * What to tell the shopper when the api refuses a voucher: its reason's catalogue message (`voucherRefusals`), so the
 * shopper reads it in their language, the minimum amount formatted in it. Anything else is a general sentence.
 */
import { refusalMessage } from '@storefront/shared/api';
import { voucherRefusals } from '../refusals/refusal-messages.ts';

export interface VoucherMessage {
  id: string;
  values?: Record<string, string | number>;
}
export const voucherMessage = (error: unknown): VoucherMessage =>
  refusalMessage(error, voucherRefusals, 'checkout.vouchers.notApplicable');
