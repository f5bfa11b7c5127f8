/** Login `/{lang}/login`: email and password; on success the shopper goes back where they came from. */
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoginMutation } from '@storefront/shared/api';
import { Form, PasswordField, TextField, refusalErrors, rules, validate } from '@storefront/shared/forms';
import { Link, useNavigate, useQuery, paths } from '@storefront/shared/routing';
import type { PageProps } from '@storefront/shared/remotes';
import { accountPaths, safeRedirect } from '../guard/guard.ts';
import { loginRefusals } from '../refusals/refusal-messages.ts';
import styles from '../auth/auth.module.css';

interface LoginValues {
  email: string;
  password: string;
}

/** Why the shopper is asked to sign in: SPEC section 8's 'Sign in to see your addresses' on the way to them. */
export function introFor(redirect: string | null, lang: string): string {
  if (!redirect) return 'account.login.intro';
  return redirect.startsWith(accountPaths.addresses(lang)) ? 'account.addresses.signIn' : 'account.login.guarded';
}

export default function LoginPage({ lang }: PageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const query = useQuery();
  const [login] = useLoginMutation();
  const t = (id: string) => intl.formatMessage({ id });
  const redirect = query.get('redirect');
  const keep = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <title>{t('account.login.title')}</title>
      <h1 id="login-title">
        <FormattedMessage id="account.login.title" />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage id={introFor(redirect, lang)} />
      </p>
      <Form<LoginValues>
        aria-labelledby="login-title"
        submitLabel={t('account.login.submit')}
        onSubmit={async (values) => {
          const result = await login({ email: values.email.trim(), password: values.password });
          if ('error' in result)
            return refusalErrors(result.error, { messages: loginRefusals, fallback: 'account.login.failed' });
          navigate(safeRedirect(redirect, lang), { replace: true });
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
      <p className={styles.links}>
        <Link to={`/${lang}/forgot-password`}>
          <FormattedMessage id="account.login.forgot" />
        </Link>
        <span>
          <FormattedMessage id="account.login.noAccount" />{' '}
          <Link to={`${paths.register(lang)}${keep}`}>
            <FormattedMessage id="account.login.register" />
          </Link>
        </span>
      </p>
    </section>
  );
}
