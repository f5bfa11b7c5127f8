/** Money is integer cents inside the api; the wire carries euros as numbers plus a string formatted per language. */
import type { LanguageCode } from '@storefront/shared/schemas';

const LOCALES: Record<LanguageCode, string> = { en: 'en-GB', fr: 'fr-FR', it: 'it-IT', es: 'es-ES', de: 'de-DE' };
export const localeOf = (lang: LanguageCode): string => LOCALES[lang];

const formatters = new Map<LanguageCode, Intl.NumberFormat>();

export function formatPrice(cents: number, lang: LanguageCode): string {
  let f = formatters.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR' });
    formatters.set(lang, f);
  }
  return f.format(cents / 100);
}

export const euros = (cents: number): number => Math.round(cents) / 100;

/** Italian VAT, included in every shelf price. */
export const VAT_RATE = 0.22;
export const taxIncluded = (cents: number): number => cents - Math.round(cents / (1 + VAT_RATE));
