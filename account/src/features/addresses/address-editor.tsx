/** Adding or editing one address with the shared address field set; the api's answer decides. */
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Form, refusalErrors } from '@storefront/shared/forms';
import {
  AddressFields,
  addressToValues,
  emptyAddress,
  valuesToAddressInput,
  type AddressFormValues,
} from '@storefront/shared/forms/address';
import type { Address, Country } from '@storefront/shared/schemas';
import { Button } from '@storefront/shared/ui';
import { useCreateAddressMutation, useUpdateAddressMutation } from '../../api/account-api.ts';
import { addressRefusals } from '../refusals/refusal-messages.ts';
import styles from './addresses.module.css';

/** The shop sells from Italy: a new address starts there (the shopper picks another in one step). */
const HOME_COUNTRY = 'IT';

export interface AddressEditorProps {
  /** The address to edit, or null to add one. */
  address: Address | null;
  countries: readonly Country[];
  onSaved(): void;
  onCancel(): void;
}

export function AddressEditor({ address, countries, onSaved, onCancel }: AddressEditorProps) {
  const intl = useIntl();
  const [create] = useCreateAddressMutation();
  const [update] = useUpdateAddressMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  useEffect(() => heading.current?.focus(), []);
  const initial = address
    ? addressToValues(address)
    : emptyAddress(countries.find((country) => country.iso_code === HOME_COUNTRY));
  return (
    <section aria-labelledby="account-address-editor" className={styles.editor}>
      <h2 id="account-address-editor" ref={heading} tabIndex={-1} className={styles.heading}>
        {address ? t('account.addresses.editTitle', { alias: address.alias }) : t('account.addresses.newTitle')}
      </h2>
      <Form<AddressFormValues>
        aria-labelledby="account-address-editor"
        initialValues={initial}
        submitLabel={t('account.addresses.save')}
        confirmLeave
        actions={
          <Button variant="secondary" onClick={onCancel}>
            {t('account.addresses.cancel')}
          </Button>
        }
        onSubmit={async (values) => {
          const country = countries.find((candidate) => String(candidate.id_country) === values.id_country);
          const input = valuesToAddressInput(values, country);
          const result = address ? await update({ ...input, id_address: address.id_address }) : await create(input);
          // The EU's VIES register does not know the number: said on the field.
          if ('error' in result)
            return refusalErrors(result.error, {
              messages: addressRefusals,
              fallback: 'account.addresses.failed',
              fields: ['vat_number'],
            });
          onSaved();
          return undefined;
        }}
      >
        <AddressFields countries={countries} />
      </Form>
    </section>
  );
}
