/**
 * Deleting an address asks first, in a modal dialog (the browser's own <dialog>: focus moves in, Escape cancels,
 * focus returns to the page). Cancel is focused first, so Enter alone never deletes.
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Address } from '@storefront/shared/schemas';
import { Button } from '@storefront/shared/ui';
import { useRemoveAddressMutation } from '../../api/account-api.ts';
import styles from './addresses.module.css';

export function DeleteAddressDialog({ address, onClose }: { address: Address; onClose(deleted: boolean): void }) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const [remove, { isLoading }] = useRemoveAddressMutation();
  const [failed, setFailed] = useState(false);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="account-delete-title"
      aria-describedby="account-delete-text"
      onCancel={(event) => {
        event.preventDefault();
        onClose(false);
      }}
    >
      <h2 id="account-delete-title" className={styles.heading}>
        {t('account.addresses.deleteTitle')}
      </h2>
      <p id="account-delete-text">{t('account.addresses.confirmDelete', { alias: address.alias })}</p>
      {failed ? <p role="alert">{t('account.addresses.failed')}</p> : null}
      <div className={styles.actions}>
        <Button variant="secondary" autoFocus onClick={() => onClose(false)}>
          {t('account.addresses.cancel')}
        </Button>
        <Button
          busy={isLoading}
          onClick={async () => {
            const result = await remove({ id_address: address.id_address });
            if ('error' in result) setFailed(true);
            else onClose(true);
          }}
        >
          {t('account.addresses.confirm')}
        </Button>
      </div>
    </dialog>
  );
}
