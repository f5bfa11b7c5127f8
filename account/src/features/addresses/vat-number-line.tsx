/**
 * An address's VAT number on its card, and when the EU's VIES register could not be asked as it was saved, that it is
 * not verified (the api keeps such a number rather than stop the shopper: api/README.md, VAT numbers).
 */
import { useIntl } from 'react-intl';
import type { Address } from '@storefront/shared/schemas';
import styles from './addresses.module.css';

export function VatNumberLine({ address }: { address: Pick<Address, 'vat_number' | 'vat_verified'> }) {
  const intl = useIntl();
  if (!address.vat_number) return null;
  return (
    <p className={styles.vat}>
      {intl.formatMessage({ id: 'account.addresses.vatNumber' }, { vat: address.vat_number })}
      {address.vat_verified === false ? (
        <span className={styles.unverified}> {intl.formatMessage({ id: 'account.addresses.vatNotVerified' })}</span>
      ) : null}
    </p>
  );
}
