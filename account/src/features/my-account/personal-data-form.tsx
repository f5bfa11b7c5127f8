/** Personal data: names, gender, birthday and commercial-information consent (no password needed for these). */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Checkbox, Form, TextField, rules, validate } from '@storefront/shared/forms';
import { toGender, type Customer } from '@storefront/shared/schemas';
import { useUpdateCustomerMutation } from '../../api/account-api.ts';
import { PersonFields } from '../register/person-fields.tsx';
import { updateErrors } from './update-errors.ts';
import styles from './my-account.module.css';

interface PersonalValues {
  id_gender: string;
  firstname: string;
  lastname: string;
  birthday?: string;
  optin?: boolean;
}

export function PersonalDataForm({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const [update] = useUpdateCustomerMutation();
  const [saved, setSaved] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.card} aria-labelledby="account-personal">
      <h2 id="account-personal">{t('account.personal.title')}</h2>
      <Form<PersonalValues>
        aria-labelledby="account-personal"
        submitLabel={t('account.personal.submit')}
        initialValues={{
          id_gender: String(customer.id_gender),
          firstname: customer.firstname,
          lastname: customer.lastname,
          birthday: customer.birthday ?? '',
          optin: customer.optin,
        }}
        onSubmit={async (values) => {
          setSaved(false);
          const result = await update({
            id_gender: toGender(values.id_gender),
            firstname: values.firstname.trim(),
            lastname: values.lastname.trim(),
            birthday: values.birthday ? values.birthday : null,
            optin: Boolean(values.optin),
          });
          if ('error' in result) return updateErrors(result.error);
          setSaved(true);
          return undefined;
        }}
      >
        <PersonFields />
        <TextField
          name="birthday"
          type="date"
          autoComplete="bday"
          label={t('account.personal.birthday')}
          validate={validate(rules.date_format('YYYY-MM-DD'), rules.date_before())}
        />
        <Checkbox name="optin" label={t('account.register.optin')} />
      </Form>
      <p role="status" className={styles.success}>
        {saved ? t('account.personal.saved') : null}
      </p>
    </section>
  );
}
