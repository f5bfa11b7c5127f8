import { useIntl } from 'react-intl';

/** The shop's only currency. */
export const currency = 'EUR';

/** A price in the active language's number format (e.g. €19.90, 19,90 €). */
export function Price({ amount, className }: { amount: number; className?: string }) {
  const intl = useIntl();
  return <span className={className}>{intl.formatNumber(amount, { style: 'currency', currency })}</span>;
}
