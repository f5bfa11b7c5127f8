/** Login `/{lang}/login`: email and password; on success the shopper goes back where they came from. */
import { FORM_ERROR } from 'final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, PasswordField, TextField, rules, validate } from '@storefront/shared/forms';
import { useNavigate, useQuery, paths } from '@storefront/shared/routing';
import type { PageProps } from '@storefront/shared/remotes';
import { useLoginMutation } from '@storefront/shared/api';
import styles from './login-page.module.css';

interface LoginValues {
  email: string;
  password: string;
}

/** Only shop paths in the same language are followed after login (no open redirect). */
export function safeRedirect(target: string | null, lang: string): string {
  return target && target.startsWith(`/${lang}`) && !target.startsWith('//') ? target : paths.home(lang);
}

export default function LoginPage({ lang }: PageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const query = useQuery();
  const [login] = useLoginMutation();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.login} aria-labelledby="login-title">
      <title>{t('account.login.title')}</title>
      <h1 id="login-title">
        <FormattedMessage id="account.login.title" />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage id="account.login.intro" />
      </p>
      <Form<LoginValues>
        aria-labelledby="login-title"
        submitLabel={t('account.login.submit')}
        onSubmit={async (values) => {
          const result = await login({ email: values.email.trim(), password: values.password });
          if ('error' in result) return { [FORM_ERROR]: t('account.login.failed') };
          navigate(safeRedirect(query.get('redirect'), lang));
          return undefined;
        }}
      >
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('account.login.email')}
          validate={validate(rules.required(), rules.email())}
        />
        <PasswordField name="password" label={t('account.login.password')} validate={validate(rules.required())} />
      </Form>
    </section>
  );
}
