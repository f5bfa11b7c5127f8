/**
 * The address field set of SPEC section 3 (alias … VAT number, gender: the title the address is written to) over
 * final-form, inside any `Form`: account's address book and checkout's shipping and billing addresses use this one
 * set, never a copy. The state field appears when the country has states, the identification number when the
 * country needs one; every rule reads the country from the same address in the form's values.
 */
import { useMemo } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { Country } from '../../schemas/index.ts';
import { GenderField } from '../gender-field.tsx';
import { SelectField } from '../select-field.tsx';
import { TextField } from '../text-field.tsx';
import { required } from '../rules-value.ts';
import { validate } from '../validate.ts';
import {
  countryAt,
  identification,
  personName,
  phone,
  postcode,
  state,
  vatNumber,
  type AddressPrefix,
} from './address-rules.ts';
import styles from './address.module.css';

export interface AddressFieldsProps {
  /** Where the address sits in the form's values: '' (the form is the address) or e.g. 'delivery.'. */
  prefix?: AddressPrefix;
  /** From getCountries, in the page's language. */
  countries: readonly Country[];
  /** Show the VAT number field (addresses of SPEC section 3 have one); default true. */
  withVatNumber?: boolean;
}

export function AddressFields({ prefix = '', countries, withVatNumber = true }: AddressFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const countryOf = useMemo(() => countryAt(countries, prefix), [countries, prefix]);
  const { input: countryInput } = useField<string>(`${prefix}id_country`, { subscription: { value: true } });
  const country = countries.find((c) => String(c.id_country) === countryInput.value);
  const rules = useMemo(
    () => ({
      name: validate(required(), personName()),
      line: validate(required()),
      optional: validate(),
      postcode: validate(postcode(countryOf)),
      state: validate(state(countryOf)),
      dni: validate(identification(countryOf)),
      vat: validate(vatNumber(countryOf)),
      phone: validate(phone()),
      country: validate(required()),
    }),
    [countryOf],
  );
  const countryOptions = useMemo(
    () => countries.map((c) => ({ value: String(c.id_country), label: c.name })),
    [countries],
  );
  return (
    <div className={styles.grid}>
      <TextField name={`${prefix}alias`} label={t('forms.address.alias')} hint={t('forms.address.aliasHint')} />
      <TextField name={`${prefix}company`} label={t('forms.address.company')} autoComplete="organization" />
      <div className={styles.wide}>
        <GenderField name={`${prefix}id_gender`} />
      </div>
      <TextField
        name={`${prefix}firstname`}
        label={t('forms.address.firstname')}
        autoComplete="given-name"
        validate={rules.name}
      />
      <TextField
        name={`${prefix}lastname`}
        label={t('forms.address.lastname')}
        autoComplete="family-name"
        validate={rules.name}
      />
      <TextField
        name={`${prefix}address1`}
        label={t('forms.address.street')}
        autoComplete="address-line1"
        validate={rules.line}
      />
      <TextField name={`${prefix}house_number`} label={t('forms.address.houseNumber')} />
      <div className={styles.wide}>
        <TextField name={`${prefix}address2`} label={t('forms.address.addressLineTwo')} autoComplete="address-line2" />
      </div>
      <SelectField
        name={`${prefix}id_country`}
        label={t('forms.address.country')}
        placeholder={t('forms.address.chooseCountry')}
        options={countryOptions}
        autoComplete="country"
        validate={rules.country}
      />
      {country?.contains_states ? (
        <SelectField
          name={`${prefix}id_state`}
          label={t('forms.address.state')}
          placeholder={t('forms.address.chooseState')}
          options={country.states.map((s) => ({ value: String(s.id_state), label: s.name }))}
          autoComplete="address-level1"
          validate={rules.state}
        />
      ) : null}
      <TextField
        name={`${prefix}postcode`}
        label={t('forms.address.postcode')}
        autoComplete="postal-code"
        validate={rules.postcode}
      />
      <TextField
        name={`${prefix}city`}
        label={t('forms.address.city')}
        autoComplete="address-level2"
        validate={rules.line}
      />
      <TextField
        name={`${prefix}phone`}
        type="tel"
        label={t('forms.address.phone')}
        autoComplete="tel"
        validate={rules.phone}
      />
      {country?.need_identification_number ? (
        <TextField name={`${prefix}dni`} label={t('forms.address.dni')} validate={rules.dni} />
      ) : null}
      {withVatNumber ? (
        <TextField
          name={`${prefix}vat_number`}
          label={t('forms.address.vatNumber')}
          hint={t('forms.address.vatNumberHint')}
          validate={rules.vat}
        />
      ) : null}
    </div>
  );
}
