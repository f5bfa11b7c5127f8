/** Shared helpers of the rules: their result, emptiness, and reading a value as text, a number or a date. */
import type { FormsMessageId, MessageValue, RuleMessage } from './types.ts';

/** A failing rule's result. */
export function fail(id: FormsMessageId, values?: Record<string, MessageValue>): RuleMessage {
  return values ? { id, values } : { id };
}

/** Empty: undefined, null, a blank string or an empty list. Rules other than the "presence" ones pass on empty values. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The value as text, or undefined when it is not a string or a number (a list, an object). */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

const decimal = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The value as a finite number: a number, or a plain decimal string ("12", "-3.5"); otherwise undefined. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && decimal.test(value.trim())) return Number(value.trim());
  return undefined;
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date from its parts, or undefined when it does not exist (31 April, 29 February 2023). */
export function calendarDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/**
 * The value as a date: a Date, a timestamp, or a string. A day without a time ("2024-05-31", what
 * `<input type="date">` gives) is local midnight, not UTC, so it never shifts a day.
 */
export function asDate(value: unknown): Date | undefined {
  let date: Date | undefined;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string') {
    const day = isoDay.exec(value.trim());
    date = day ? calendarDate(Number(day[1]), Number(day[2]), Number(day[3])) : new Date(value);
  }
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}
