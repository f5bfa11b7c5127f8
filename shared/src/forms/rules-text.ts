/**
 * Rules about the characters of a text value (SPEC section 5). Letters are Unicode letters, so
 * "Zoë", "Müller" and "Françoise" are alphabetic in every shop language. Every rule here passes
 * on an empty value: combine it with `required()` to demand one.
 */
import { asText, fail, isEmpty } from './rule-helpers.ts';
import type { FormsMessageId, MessageValue, SyncRule } from './types.ts';

/** A rule that passes on empty values and on texts accepted by `test`, and otherwise fails with `id`. */
function textRule(
  id: FormsMessageId,
  test: (text: string) => boolean,
  values?: Record<string, MessageValue>,
): SyncRule {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const text = asText(value);
    return text !== undefined && test(text) ? undefined : fail(id, values);
  };
}

const only = (pattern: string) => {
  const regex = new RegExp(`^[${pattern}]+$`, 'u');
  return (text: string) => regex.test(text);
};
const some = (pattern: string) => {
  const regex = new RegExp(`[${pattern}]`, 'u');
  return (text: string) => regex.test(text);
};

const letter = '\\p{L}\\p{M}';
const digit = '\\p{Nd}';
const symbolChar = '\\p{P}\\p{S}';

/** Letters only. */
export const alpha = (): SyncRule => textRule('forms.rules.alpha', only(letter));
/** Letters and spaces only. */
export const alpha_spaces = (): SyncRule => textRule('forms.rules.alphaSpaces', only(`${letter} `));
/** Letters and digits only. */
export const alphanumeric = (): SyncRule => textRule('forms.rules.alphanumeric', only(`${letter}${digit}`));
/** Lowercase letters only. */
export const lowercase = (): SyncRule => textRule('forms.rules.lowercase', only('\\p{Ll}\\p{M}'));
/** Uppercase letters only. */
export const uppercase = (): SyncRule => textRule('forms.rules.uppercase', only('\\p{Lu}\\p{M}'));
/** Symbols and punctuation only. */
export const symbol = (): SyncRule => textRule('forms.rules.symbol', only(symbolChar));

/** At least one letter. */
export const contains_alpha = (): SyncRule => textRule('forms.rules.containsAlpha', some(letter));
/** At least one letter or space. */
export const contains_alpha_spaces = (): SyncRule => textRule('forms.rules.containsAlphaSpaces', some(`${letter} `));
/** At least one letter or digit. */
export const contains_alphanumeric = (): SyncRule =>
  textRule('forms.rules.containsAlphanumeric', some(`${letter}${digit}`));
/** At least one digit. */
export const contains_digit = (): SyncRule => textRule('forms.rules.containsDigit', some(digit));
/** At least one lowercase letter. */
export const contains_lowercase = (): SyncRule => textRule('forms.rules.containsLowercase', some('\\p{Ll}'));
/** At least one uppercase letter. */
export const contains_uppercase = (): SyncRule => textRule('forms.rules.containsUppercase', some('\\p{Lu}'));
/** At least one symbol or punctuation mark. */
export const contains_symbol = (): SyncRule => textRule('forms.rules.containsSymbol', some(symbolChar));

// A practical address check: the HTML standard's pattern, with a dot required in the domain (a shop mails real inboxes).
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** An email address. */
export const email = (): SyncRule => textRule('forms.rules.email', (text) => emailPattern.test(text.trim()));

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** An absolute URL with one of `protocols` (http and https by default). */
export function url(protocols: readonly string[] = ['http', 'https']): SyncRule {
  return textRule('forms.rules.url', (text) => {
    const parsed = parseUrl(text.trim());
    return parsed !== undefined && protocols.includes(parsed.protocol.slice(0, -1)) && parsed.hostname !== '';
  });
}

/** Starts with one of `prefixes`. */
export function starts_with(...prefixes: [string, ...string[]]): SyncRule {
  return textRule('forms.rules.startsWith', (text) => prefixes.some((p) => text.startsWith(p)), { prefixes });
}

/** Ends with one of `suffixes`. */
export function ends_with(...suffixes: [string, ...string[]]): SyncRule {
  return textRule('forms.rules.endsWith', (text) => suffixes.some((s) => text.endsWith(s)), { suffixes });
}

/** Matches `pattern` (a stateful g or y flag is dropped, so the rule stays pure). */
export function matches(pattern: RegExp): SyncRule {
  const regex = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return textRule('forms.rules.matches', (text) => regex.test(text));
}

/**
 * A text of `min` to `max` characters (counted as the reader sees them, so an emoji is one).
 * `length(5)` is at least 5, `length(5, 5)` exactly 5, `length(0, 40)` at most 40.
 */
export function length(min: number, max = Infinity): SyncRule {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const text = asText(value);
    const count = text === undefined ? -1 : [...text].length;
    if (count >= min && count <= max) return undefined;
    if (min === max) return fail('forms.rules.lengthExact', { length: min });
    if (max === Infinity) return fail('forms.rules.lengthMin', { min });
    if (min <= 0) return fail('forms.rules.lengthMax', { max });
    return fail('forms.rules.lengthBetween', { min, max });
  };
}
