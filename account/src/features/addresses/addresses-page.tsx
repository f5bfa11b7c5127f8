/**
 * Addresses `/{lang}/my-account/addresses` (guarded): the address book. List, add, edit, delete after a
 * confirmation; the form is the shop's one address field set (`@storefront/shared/forms/address`), as in checkout.
 */
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { countriesApi, useGetCountriesQuery } from '@storefront/shared/api';
import type { PageProps, PrefetchContext, PrefetchResult } from '@storefront/shared/remotes';
import type { Address } from '@storefront/shared/schemas';
import { Button, Skeleton } from '@storefront/shared/ui';
import { accountApi, useGetAddressesQuery } from '../../api/account-api.ts';
import { accountPaths, guardPrefetch } from '../guard/guard.ts';
import { AccountFrame } from '../my-account/account-frame.tsx';
import { AddressEditor } from './address-editor.tsx';
import { DeleteAddressDialog } from './delete-address-dialog.tsx';
import { VatNumberLine } from './vat-number-line.tsx';
import styles from './addresses.module.css';

export async function prefetch(context: PrefetchContext): Promise<PrefetchResult | undefined> {
  const guarded = await guardPrefetch(context, accountPaths.addresses(context.lang));
  if (guarded) return guarded;
  await Promise.all([
    context.store.dispatch(accountApi.endpoints.getAddresses.initiate()),
    context.store.dispatch(countriesApi.endpoints.getCountries.initiate()),
  ]);
  return undefined;
}

/** What the book is doing: showing, adding, editing one address. */
type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; address: Address };

function AddressBook() {
  const intl = useIntl();
  const { data: addresses, isLoading, error } = useGetAddressesQuery();
  const { data: countries } = useGetCountriesQuery();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [removing, setRemoving] = useState<Address | null>(null);
  const [notice, setNotice] = useState('');
  const listHeading = useRef<HTMLHeadingElement>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const done = (message: string) => {
    setMode({ kind: 'list' });
    setNotice(message);
    // Back to the list: focus goes to its heading, so a keyboard user is not left on a removed control.
    setTimeout(() => listHeading.current?.focus());
  };

  if (isLoading) return <Skeleton height="12rem" />;
  if (error || !addresses) {
    return (
      <p role="alert">
        <FormattedMessage id="account.addresses.loadFailed" />
      </p>
    );
  }
  return (
    <>
      <p role="status" className={styles.notice} data-testid="account-addresses-notice">
        {notice}
      </p>
      {mode.kind === 'list' ? (
        <>
          <h2 ref={listHeading} tabIndex={-1} className={styles.heading}>
            {t('account.addresses.yours')}
          </h2>
          {addresses.length === 0 ? (
            <p data-testid="account-addresses-empty">{t('account.addresses.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {addresses.map((address) => (
                <li key={address.id_address} className={styles.card} data-testid="account-address">
                  <h3>{address.alias}</h3>
                  <address className={styles.lines}>
                    {address.formatted.map((line, index) => (
                      <span key={index}>
                        {line}
                        <br />
                      </span>
                    ))}
                  </address>
                  <VatNumberLine address={address} />
                  <div className={styles.actions}>
                    <Button
                      variant="secondary"
                      aria-label={t('account.addresses.edit', { alias: address.alias })}
                      onClick={() => {
                        setNotice('');
                        setMode({ kind: 'edit', address });
                      }}
                    >
                      {t('account.addresses.editShort')}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={t('account.addresses.delete', { alias: address.alias })}
                      onClick={() => {
                        setNotice('');
                        setRemoving(address);
                      }}
                    >
                      {t('account.addresses.deleteShort')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Button
            onClick={() => {
              setNotice('');
              setMode({ kind: 'add' });
            }}
          >
            {t('account.addresses.add')}
          </Button>
        </>
      ) : countries ? (
        <AddressEditor
          address={mode.kind === 'edit' ? mode.address : null}
          countries={countries.countries}
          onSaved={() => done(t(mode.kind === 'edit' ? 'account.addresses.changed' : 'account.addresses.saved'))}
          onCancel={() => done('')}
        />
      ) : (
        <Skeleton height="20rem" />
      )}
      {removing ? (
        <DeleteAddressDialog
          address={removing}
          onClose={(deleted) => {
            setRemoving(null);
            if (deleted) done(t('account.addresses.deleted'));
          }}
        />
      ) : null}
    </>
  );
}

export default function AddressesPage(_props: PageProps) {
  const { error } = useGetAddressesQuery();
  return (
    <AccountFrame titleId="account.addresses.title" errors={[error]}>
      {() => <AddressBook />}
    </AccountFrame>
  );
}
