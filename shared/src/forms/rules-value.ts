/**
 * Rules about presence, numbers, choices and other fields (SPEC section 5). `required`,
 * `accepted`, `confirm` and `require_one` judge empty values; the others pass on them.
 */
import { getIn } from 'final-form';
import { asNumber, fail, isEmpty } from './rule-helpers.ts';
import type { SyncRule } from './types.ts';
import { markRequired } from './validate.ts';

/** A value is present: not undefined, null, blank text or an empty list. */
export const required = (): SyncRule =>
  markRequired((value) => (isEmpty(value) ? fail('forms.rules.required') : undefined));

const acceptedValues: readonly unknown[] = [true, 'true', 'yes', 'on', '1', 1];

/** Ticked or agreed (true, "yes", "on", 1): the terms of a purchase, a newsletter confirmation. */
export const accepted = (): SyncRule =>
  markRequired((value) => (acceptedValues.includes(value) ? undefined : fail('forms.rules.accepted')));

/** A number (or a decimal text); with `integer`, a whole number. */
export function number({ integer = false }: { integer?: boolean } = {}): SyncRule {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const n = asNumber(value);
    if (n === undefined) return fail('forms.rules.number');
    return integer && !Number.isInteger(n) ? fail('forms.rules.integer') : undefined;
  };
}

/** At least `n`: a number not below it, or a list (of files, of choices) with at least `n` items. */
export function min(n: number): SyncRule {
  return (value) => {
    if (Array.isArray(value)) return value.length >= n ? undefined : fail('forms.rules.minItems', { n });
    if (isEmpty(value)) return undefined;
    const amount = asNumber(value);
    return amount !== undefined && amount >= n ? undefined : fail('forms.rules.min', { n });
  };
}

/** At most `n`: a number not above it, or a list with at most `n` items. */
export function max(n: number): SyncRule {
  return (value) => {
    if (Array.isArray(value)) return value.length <= n ? undefined : fail('forms.rules.maxItems', { n });
    if (isEmpty(value)) return undefined;
    const amount = asNumber(value);
    return amount !== undefined && amount <= n ? undefined : fail('forms.rules.max', { n });
  };
}

/** A number from `low` to `high`, both included. */
export function between(low: number, high: number): SyncRule {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const n = asNumber(value);
    return n !== undefined && n >= low && n <= high ? undefined : fail('forms.rules.between', { min: low, max: high });
  };
}

/** One of `allowed` (compared with ===). */
export function is(...allowed: [unknown, ...unknown[]]): SyncRule {
  return (value) => (isEmpty(value) || allowed.includes(value) ? undefined : fail('forms.rules.is'));
}

/** None of `forbidden` (compared with ===). */
export function not(...forbidden: [unknown, ...unknown[]]): SyncRule {
  return (value) =>
    isEmpty(value) || !forbidden.includes(value) ? undefined : fail('forms.rules.not', { value: String(value) });
}

/**
 * Equal to the field named `other` (a dotted path for nested values), e.g. a repeated password on
 * the field `passwordConfirm`: `confirm('password')`. Two empty values match.
 */
export function confirm(other: string): SyncRule {
  return (value, allValues) => {
    const expected: unknown = getIn(allValues, other);
    if (isEmpty(value) && isEmpty(expected)) return undefined;
    return value === expected ? undefined : fail('forms.rules.confirm');
  };
}

/**
 * This field or at least one of the fields named in `others` is filled in (a phone or a mobile
 * number). Put the same rule, naming each other, on every field of the group.
 */
export function require_one(...others: [string, ...string[]]): SyncRule {
  return (value, allValues) =>
    !isEmpty(value) || others.some((name) => !isEmpty(getIn(allValues, name)))
      ? undefined
      : fail('forms.rules.requireOne');
}
