import { useIntl } from 'react-intl';

/** The shop's only currency. */
export const currency = 'EUR';

/**
 * One currency formatter per locale: what `intl.formatNumber(amount, { style: 'currency', currency })` uses, without
 * react-intl filtering the options and writing them into a cache key on every call (a listing shows dozens of
 * prices, and a server renders them on every uncached page).
 */
const currencyFormats = new Map<string, Intl.NumberFormat>();

export function formatPrice(locale: string, amount: number): string {
  let format = currencyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    currencyFormats.set(locale, format);
  }
  return format.format(amount);
}

/** A price in the active language's number format (e.g. €19.90, 19,90 €). */
export function Price({ amount, className }: { amount: number; className?: string }) {
  const { locale } = useIntl();
  return <span className={className}>{formatPrice(locale, amount)}</span>;
}
