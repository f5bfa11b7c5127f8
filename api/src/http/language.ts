/** The request's language: the first Accept-Language tag we support, else English. */
import { LANGUAGES, type LanguageCode } from '@storefront/shared/schemas';

export function requestLanguage(header: string | string[] | undefined): LanguageCode {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 'en';
  for (const part of value.split(',').slice(0, 10)) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2) ?? '';
    if ((LANGUAGES as readonly string[]).includes(tag)) return tag as LanguageCode;
  }
  return 'en';
}
