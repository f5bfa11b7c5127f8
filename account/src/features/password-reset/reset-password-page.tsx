/**
 * Reset password `/{lang}/reset-password`: the emailed code, a new password under the stated rule and its
 * confirmation. A wrong or expired code says so; success leads to the login page (the api signs every session out).
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, TextField, refusalErrors, rules, validate } from '@storefront/shared/forms';
import { Link, useQuery, paths } from '@storefront/shared/routing';
import type { PageProps } from '@storefront/shared/remotes';
import { useResetPasswordEnterMutation } from '../../api/account-api.ts';
import { NewPasswordFields } from '../auth/new-password-fields.tsx';
import { resetPasswordRefusals } from '../refusals/refusal-messages.ts';
import styles from '../auth/auth.module.css';

interface ResetValues {
  email: string;
  code: string;
  password: string;
  confirmation: string;
}

export const resetCode = validate(rules.required(), rules.matches(/^\s*\d{6}\s*$/));

export default function ResetPasswordPage({ lang }: PageProps) {
  const intl = useIntl();
  const query = useQuery();
  const [reset] = useResetPasswordEnterMutation();
  const [done, setDone] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.page} aria-labelledby="reset-title">
      <title>{t('account.reset.title')}</title>
      <h1 id="reset-title">
        <FormattedMessage id="account.reset.title" />
      </h1>
      <div role="status">
        {done ? (
          <div className={styles.notice}>
            <p>
              <FormattedMessage id="account.reset.done" />
            </p>
            <Link to={paths.login(lang)}>
              <FormattedMessage id="account.reset.signIn" />
            </Link>
          </div>
        ) : null}
      </div>
      {done ? null : (
        <>
          <p className={styles.intro}>
            <FormattedMessage id="account.reset.intro" />
          </p>
          <Form<ResetValues>
            aria-labelledby="reset-title"
            initialValues={{ email: query.get('email') ?? '' }}
            submitLabel={t('account.reset.submit')}
            onSubmit={async (values) => {
              const result = await reset({
                email: values.email.trim(),
                code: values.code.trim(),
                password: values.password,
                confirmation: values.confirmation,
              });
              if ('error' in result)
                return refusalErrors(result.error, {
                  messages: resetPasswordRefusals,
                  fallback: 'account.reset.failed',
                  fields: ['code'],
                });
              setDone(true);
              return undefined;
            }}
          >
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              label={t('account.reset.email')}
              validate={validate(rules.required(), rules.email())}
            />
            <TextField
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              label={t('account.reset.code')}
              hint={t('account.reset.codeHint')}
              validate={resetCode}
            />
            <NewPasswordFields
              label={t('account.reset.password')}
              confirmationLabel={t('account.reset.confirmation')}
            />
          </Form>
          <p className={styles.links}>
            <Link to={`/${lang}/forgot-password`}>
              <FormattedMessage id="account.reset.newCode" />
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
