/**
 * The card checks of the payment step (SPEC section 3: cardholder, number, expiry, CVV): the number by the Luhn
 * rule and shown in groups as it is typed, the expiry not in the past, the CVV 3 or 4 digits. As rules of the
 * shared form layer, with messages in the checkout's catalogue. The api checks the card again; it is never stored.
 */
import type { RuleMessage, SyncRule } from '@storefront/shared/forms';

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** The Luhn check digit rule. */
export function luhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The number grouped as it is typed: 4-6-5 for American Express (34, 37), groups of four otherwise; 19 digits at most. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 19);
  const groups = /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** MM/YY as it is typed: "1" stays, "12" becomes "12/", "1226" becomes "12/26". */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

const fail = (id: string): RuleMessage => ({ id });
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** 12 to 19 digits passing the Luhn rule. */
export const cardNumber = (): SyncRule => (value) => {
  const digits = digitsOf(text(value));
  if (!digits) return undefined;
  return digits.length >= 12 && digits.length <= 19 && luhn(digits) ? undefined : fail('checkout.card.numberInvalid');
};

/** MM/YY, a real month, and the card still valid at the end of that month. */
export const cardExpiry =
  (now: () => Date = () => new Date()): SyncRule =>
  (value) => {
    const raw = text(value).trim();
    if (!raw) return undefined;
    const match = /^(\d{2})\/(\d{2})$/.exec(raw);
    const month = Number(match?.[1]);
    if (!match || month < 1 || month > 12) return fail('checkout.card.expiryFormat');
    const today = now();
    const year = 2000 + Number(match[2]);
    const expired = year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1);
    return expired ? fail('checkout.card.expired') : undefined;
  };

/** 3 or 4 digits. */
export const cardCvv = (): SyncRule => (value) => {
  const raw = text(value).trim();
  if (!raw) return undefined;
  return /^\d{3,4}$/.test(raw) ? undefined : fail('checkout.card.cvvInvalid');
};
