/** The five shop languages (SPEC section 9); English is the default and the source catalogue. */
export const locales = ['en', 'fr', 'it', 'es', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const localeNames: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  de: 'Deutsch',
};

/** BCP 47 tags for Intl (prices in EUR with the language's number format). */
export const intlLocale: Record<Locale, string> = { en: 'en-IE', fr: 'fr-FR', it: 'it-IT', es: 'es-ES', de: 'de-DE' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** Name of the cookie that keeps the shopper's language choice (365 days, path /, SameSite Lax). */
export const localeCookie = 'shell_locale';
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

/**
 * The language for a request without one in its path: the saved cookie, then the browser's
 * language list (in its q order), then English.
 */
export function pickLocale(cookieValue: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return defaultLocale;
}
