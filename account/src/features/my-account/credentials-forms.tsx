/** Changing the email or the password: both ask for the current password ('Invalid Password' when it is wrong). */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Form, PasswordField, TextField, rules, validate } from '@storefront/shared/forms';
import type { Customer } from '@storefront/shared/schemas';
import { useUpdateCustomerMutation } from '../../api/account-api.ts';
import { NewPasswordFields } from '../auth/new-password-fields.tsx';
import { updateErrors } from './update-errors.ts';
import styles from './my-account.module.css';

interface EmailValues {
  email: string;
  password: string;
}

export function EmailForm({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const [update] = useUpdateCustomerMutation();
  const [saved, setSaved] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.card} aria-labelledby="account-email">
      <h2 id="account-email">{t('account.email.title')}</h2>
      <Form<EmailValues>
        aria-labelledby="account-email"
        submitLabel={t('account.email.submit')}
        initialValues={{ email: customer.email }}
        onSubmit={async (values, form) => {
          setSaved(false);
          const result = await update({ email: values.email.trim(), password: values.password });
          if ('error' in result) return updateErrors(result.error);
          setSaved(true);
          setTimeout(() => form.restart({ email: values.email.trim() }));
          return undefined;
        }}
      >
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('account.email.email')}
          validate={validate(rules.required(), rules.email())}
        />
        <PasswordField name="password" label={t('account.password.current')} validate={validate(rules.required())} />
      </Form>
      <p role="status" className={styles.success}>
        {saved ? t('account.email.saved') : null}
      </p>
    </section>
  );
}

interface PasswordValues {
  password: string;
  new_password: string;
  confirmation: string;
}

export function PasswordForm() {
  const intl = useIntl();
  const [update] = useUpdateCustomerMutation();
  const [saved, setSaved] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.card} aria-labelledby="account-password">
      <h2 id="account-password">{t('account.password.title')}</h2>
      <Form<PasswordValues>
        aria-labelledby="account-password"
        submitLabel={t('account.password.submit')}
        onSubmit={async (values, form) => {
          setSaved(false);
          const result = await update({ password: values.password, new_password: values.new_password });
          if ('error' in result) return updateErrors(result.error);
          setSaved(true);
          // Nothing of a password stays on screen once it is changed.
          setTimeout(() => form.restart());
          return undefined;
        }}
      >
        <PasswordField name="password" label={t('account.password.current')} validate={validate(rules.required())} />
        <NewPasswordFields
          name="new_password"
          label={t('account.password.new')}
          confirmationLabel={t('account.password.confirmation')}
        />
      </Form>
      <p role="status" className={styles.success}>
        {saved ? t('account.password.saved') : null}
      </p>
    </section>
  );
}
