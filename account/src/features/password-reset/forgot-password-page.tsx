/**
 * Forgot password `/{lang}/forgot-password`: the api mails a 6-digit code when the email has an account and answers
 * the same either way, so the page says the same either way (SPEC section 8) and leads to the reset page.
 */
import { useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, TextField, rules, validate } from '@storefront/shared/forms';
import { Link, paths } from '@storefront/shared/routing';
import type { PageProps } from '@storefront/shared/remotes';
import { useResetPasswordEmailMutation } from '../../api/account-api.ts';
import styles from '../auth/auth.module.css';

export const resetPasswordPath = (lang: string, email?: string) =>
  `/${lang}/reset-password${email ? `?email=${encodeURIComponent(email)}` : ''}`;

export default function ForgotPasswordPage({ lang }: PageProps) {
  const intl = useIntl();
  const [send] = useResetPasswordEmailMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.page} aria-labelledby="forgot-title">
      <title>{t('account.forgot.title')}</title>
      <h1 id="forgot-title">
        <FormattedMessage id="account.forgot.title" />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage id="account.forgot.intro" />
      </p>
      <div role="status">
        {sentTo ? (
          <div className={styles.notice}>
            <p>
              <FormattedMessage id="account.forgot.sent" values={{ email: sentTo }} />
            </p>
            <p>
              <FormattedMessage id="account.forgot.notArrived" />
            </p>
            <Link to={resetPasswordPath(lang, sentTo)}>
              <FormattedMessage id="account.forgot.enterCode" />
            </Link>
          </div>
        ) : null}
      </div>
      <Form<{ email: string }>
        aria-labelledby="forgot-title"
        submitLabel={t(sentTo ? 'account.forgot.resend' : 'account.forgot.submit')}
        onSubmit={async (values) => {
          const email = values.email.trim();
          const result = await send({ email });
          if ('error' in result) return { [FORM_ERROR]: t('account.forgot.failed') };
          setSentTo(email);
          return undefined;
        }}
      >
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('account.forgot.email')}
          validate={validate(rules.required(), rules.email())}
        />
      </Form>
      <p className={styles.links}>
        <Link to={paths.login(lang)}>
          <FormattedMessage id="account.forgot.backToLogin" />
        </Link>
      </p>
    </section>
  );
}
