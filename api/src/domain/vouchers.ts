/** Voucher (cart rule) rules: validity dates, minimum amounts, and what each kind takes off. */
import type { CartRuleTable } from '../db/types.ts';
import type { RefusalReason } from '@storefront/shared/schemas';
import { badRequest, type ApiError } from '../errors.ts';
import { euros, formatPrice } from './money.ts';

export type Rule = CartRuleTable;

export type VoucherReason = 'inactive' | 'not-yet-valid' | 'expired' | 'empty-cart' | 'minimum';

/** Why a voucher cannot apply to a cart with this products total, as a reason code, or null when it can. */
export function voucherReason(rule: Rule, productsTotal: number, now = Date.now()): VoucherReason | null {
  if (rule.active !== 1) return 'inactive';
  if (now < Date.parse(rule.date_from)) return 'not-yet-valid';
  if (now > Date.parse(rule.date_to)) return 'expired';
  if (productsTotal <= 0) return 'empty-cart';
  if (productsTotal < rule.minimum_amount) return 'minimum';
  return null;
}

/** Each reason in the api's English (a cart note about a removed voucher words it from the minimum it kept). */
export const voucherReasonText: Record<VoucherReason, (rule: Pick<Rule, 'minimum_amount'>) => string> = {
  inactive: () => 'This voucher is no longer active.',
  'not-yet-valid': () => 'This voucher is not valid yet.',
  expired: () => 'This voucher has expired.',
  'empty-cart': () => 'You cannot use a voucher with an empty cart.',
  minimum: (rule) => `The minimum amount to benefit from this voucher is ${formatPrice(rule.minimum_amount, 'en')}.`,
};

const refusalOf: Record<VoucherReason, RefusalReason> = {
  inactive: 'voucher.inactive',
  'not-yet-valid': 'voucher.notYetValid',
  expired: 'voucher.expired',
  'empty-cart': 'voucher.emptyCart',
  minimum: 'voucher.minimum',
};

/** The refusal of a voucher that cannot apply (400, code 303): its reason, and the minimum in euros when it is that. */
export function voucherRefusal(rule: Rule, productsTotal: number, now = Date.now()): ApiError | null {
  const reason = voucherReason(rule, productsTotal, now);
  if (!reason) return null;
  const values = reason === 'minimum' ? { values: { amount: euros(rule.minimum_amount) } } : {};
  return badRequest(voucherReasonText[reason](rule), 303, { reason: refusalOf[reason], ...values });
}

/** Cents taken off the products by the vouchers (percentages apply to the products total, never below zero). */
export function voucherReductions(rules: Rule[], productsTotal: number): Map<number, number> {
  const out = new Map<number, number>();
  let remaining = productsTotal;
  for (const rule of rules) {
    const wanted = rule.reduction_percent
      ? Math.round((productsTotal * rule.reduction_percent) / 100)
      : rule.reduction_amount;
    const taken = Math.min(wanted, remaining);
    remaining -= taken;
    out.set(rule.id_cart_rule, taken);
  }
  return out;
}
