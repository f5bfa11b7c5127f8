/** Voucher (cart rule) rules: validity dates, minimum amounts, and what each kind takes off. */
import type { CartRuleTable } from '../db/types.ts';
import { formatPrice } from './money.ts';

export type Rule = CartRuleTable;

/** Why a voucher cannot apply to a cart with this products total, or null when it can. */
export function voucherProblem(rule: Rule, productsTotal: number, now = Date.now()): string | null {
  if (rule.active !== 1) return 'This voucher is no longer active.';
  if (now < Date.parse(rule.date_from)) return 'This voucher is not valid yet.';
  if (now > Date.parse(rule.date_to)) return 'This voucher has expired.';
  if (productsTotal <= 0) return 'You cannot use a voucher with an empty cart.';
  if (productsTotal < rule.minimum_amount)
    return `The minimum amount to benefit from this voucher is ${formatPrice(rule.minimum_amount, 'en')}.`;
  return null;
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
