/**
 * Date rules (SPEC section 5: "date rules"). They share the `date_` prefix so the family reads as
 * one in code and in message ids. A value is a Date, a timestamp or a text; a bare day
 * ("2024-05-31", what `<input type="date">` gives) is local midnight. Empty values pass.
 */
import { asDate, calendarDate, fail, isEmpty } from './rule-helpers.ts';
import type { SyncRule } from './types.ts';

const tokens = /YYYY|MM|DD/g;

/**
 * A text that is a real date written as `format`, built from YYYY, MM and DD and any separators:
 * `date_format('DD/MM/YYYY')` accepts "31/05/2024", refuses "31/02/2024" and "2024-05-31".
 */
export function date_format(format = 'YYYY-MM-DD'): SyncRule {
  const order: string[] = [];
  const escaped = format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = escaped.replace(tokens, (token) => {
    order.push(token);
    return token === 'YYYY' ? '(\\d{4})' : '(\\d{2})';
  });
  const regex = new RegExp(`^${source}$`);
  return (value) => {
    if (isEmpty(value)) return undefined;
    const match = typeof value === 'string' ? regex.exec(value.trim()) : null;
    const part = (token: string) => Number(match?.[order.indexOf(token) + 1] ?? Number.NaN);
    const valid = match !== null && calendarDate(part('YYYY'), part('MM'), part('DD')) !== undefined;
    return valid ? undefined : fail('forms.rules.dateFormat', { format });
  };
}

/** Strictly before `date` (by default, the moment the rule is made: "in the past"). */
export function date_before(date: Date | string = new Date()): SyncRule {
  const limit = toLimit(date);
  return (value) => {
    if (isEmpty(value)) return undefined;
    const day = asDate(value);
    return day !== undefined && day < limit ? undefined : fail('forms.rules.dateBefore', { date: limit });
  };
}

/** Strictly after `date` (by default, the moment the rule is made: "in the future"). */
export function date_after(date: Date | string = new Date()): SyncRule {
  const limit = toLimit(date);
  return (value) => {
    if (isEmpty(value)) return undefined;
    const day = asDate(value);
    return day !== undefined && day > limit ? undefined : fail('forms.rules.dateAfter', { date: limit });
  };
}

/** From `start` to `end`, both included. */
export function date_between(start: Date | string, end: Date | string): SyncRule {
  const [from, to] = [toLimit(start), toLimit(end)];
  return (value) => {
    if (isEmpty(value)) return undefined;
    const day = asDate(value);
    return day !== undefined && day >= from && day <= to
      ? undefined
      : fail('forms.rules.dateBetween', { start: from, end: to });
  };
}

function toLimit(date: Date | string): Date {
  const limit = asDate(date);
  if (!limit) throw new Error(`Not a date: ${String(date)}`);
  return limit;
}
