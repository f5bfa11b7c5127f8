/**
 * Register `/{lang}/register` (SPEC section 3's customer): gender, names, email, a password under the stated rule
 * and its confirmation, newsletter and commercial-information consent. The api signs the new customer in.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { useRegisterMutation } from '@storefront/shared/api';
import { Checkbox, Form, TextField, refusalErrors, rules, validate } from '@storefront/shared/forms';
import { Link, useNavigate, useQuery, paths } from '@storefront/shared/routing';
import type { PageProps } from '@storefront/shared/remotes';
import { toGender } from '@storefront/shared/schemas';
import { NewPasswordFields } from '../auth/new-password-fields.tsx';
import { accountPaths, safeRedirect } from '../guard/guard.ts';
import { registerRefusals } from '../refusals/refusal-messages.ts';
import styles from '../auth/auth.module.css';
import { PersonFields } from './person-fields.tsx';

export interface RegisterValues {
  id_gender: string;
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  confirmation: string;
  newsletter?: boolean;
  optin?: boolean;
}

export default function RegisterPage({ lang }: PageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const query = useQuery();
  const [register] = useRegisterMutation();
  const t = (id: string) => intl.formatMessage({ id });
  const redirect = query.get('redirect');
  return (
    <section className={styles.page} aria-labelledby="register-title">
      <title>{t('account.register.title')}</title>
      <h1 id="register-title">
        <FormattedMessage id="account.register.title" />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage id="account.register.intro" />
      </p>
      <Form<RegisterValues>
        aria-labelledby="register-title"
        initialValues={{ id_gender: '0' }}
        submitLabel={t('account.register.submit')}
        onSubmit={async (values) => {
          const result = await register({
            id_gender: toGender(values.id_gender),
            firstname: values.firstname.trim(),
            lastname: values.lastname.trim(),
            email: values.email.trim(),
            password: values.password,
            newsletter: Boolean(values.newsletter),
            optin: Boolean(values.optin),
          });
          if ('error' in result)
            return refusalErrors(result.error, {
              messages: registerRefusals,
              fallback: 'account.register.failed',
              fields: ['email'],
            });
          navigate(redirect ? safeRedirect(redirect, lang) : accountPaths.overview(lang), { replace: true });
          return undefined;
        }}
      >
        <PersonFields />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('account.register.email')}
          validate={validate(rules.required(), rules.email())}
        />
        <NewPasswordFields
          label={t('account.register.password')}
          confirmationLabel={t('account.register.confirmation')}
        />
        <Checkbox name="newsletter" label={t('account.register.newsletter')} />
        <Checkbox name="optin" label={t('account.register.optin')} />
      </Form>
      <p className={styles.links}>
        <span>
          <FormattedMessage id="account.register.haveAccount" />{' '}
          <Link to={redirect ? `${paths.login(lang)}?redirect=${encodeURIComponent(redirect)}` : paths.login(lang)}>
            <FormattedMessage id="account.register.signIn" />
          </Link>
        </span>
      </p>
    </section>
  );
}
