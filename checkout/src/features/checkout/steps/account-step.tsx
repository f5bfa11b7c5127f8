/** Account: go on as a guest with an email (optionally creating an account with a password), or sign in here. */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useField } from 'react-final-form';
import {
  FORM_ERROR,
  Form,
  PasswordField,
  TextField,
  Checkbox,
  refusalErrors,
  rules,
  validate,
} from '@storefront/shared/forms';
import { personName } from '@storefront/shared/forms/address';
import { isApiError, useLoginMutation, useRegisterMutation } from '@storefront/shared/api';
import { Button } from '@storefront/shared/ui';
import { useGetCheckoutQuery } from '../../../api/checkout-api.ts';
import { accountStepRefusals } from '../../refusals/refusal-messages.ts';
import type { StepProps } from './index.ts';
import styles from '../checkout.module.css';

interface GuestValues {
  email: string;
  create?: boolean;
  firstname?: string;
  lastname?: string;
  password?: string;
}

interface SignInValues {
  email: string;
  password: string;
}

const emailRules = validate(rules.required(), rules.email());
const required = validate(rules.required());
const nameRules = validate(rules.required(), personName());
const newPassword = validate(rules.required(), rules.length(8, 72));

function NewAccountFields() {
  const intl = useIntl();
  const { input } = useField<boolean>('create', { subscription: { value: true }, type: 'checkbox' });
  if (!input.checked) return null;
  return (
    <>
      <TextField
        name="firstname"
        label={intl.formatMessage({ id: 'checkout.account.firstname' })}
        autoComplete="given-name"
        validate={nameRules}
      />
      <TextField
        name="lastname"
        label={intl.formatMessage({ id: 'checkout.account.lastname' })}
        autoComplete="family-name"
        validate={nameRules}
      />
      <PasswordField
        name="password"
        label={intl.formatMessage({ id: 'checkout.account.password' })}
        hint={intl.formatMessage({ id: 'checkout.account.passwordHint' })}
        autoComplete="new-password"
        validate={newPassword}
      />
    </>
  );
}

export function AccountStep({ checkout, guestEmail, setGuestEmail, done }: StepProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [login] = useLoginMutation();
  const [register] = useRegisterMutation();
  const { refetch } = useGetCheckoutQuery();
  const [signInOpen, setSignInOpen] = useState(false);

  if (checkout.customer) {
    return (
      <div className={styles.stepBody}>
        <p data-testid="checkout-account-signed-in">
          <FormattedMessage
            id="checkout.account.signedInAs"
            values={{
              name: `${checkout.customer.firstname} ${checkout.customer.lastname}`,
              email: checkout.customer.email,
            }}
          />
        </p>
        <Button onClick={done}>
          <FormattedMessage id="checkout.step.continue" />
        </Button>
      </div>
    );
  }

  const asGuest = async (values: GuestValues) => {
    const email = values.email.trim();
    if (values.create) {
      const result = await register({
        email,
        password: values.password ?? '',
        firstname: values.firstname?.trim() ?? '',
        lastname: values.lastname?.trim() ?? '',
      });
      if ('error' in result) {
        return refusalErrors(result.error, {
          messages: accountStepRefusals,
          fallback: 'checkout.account.registerFailed',
          fields: ['email'],
        });
      }
      // Signed in now: the checkout's email is the new customer's.
      await refetch();
      done();
      return undefined;
    }
    setGuestEmail(email);
    done();
    return undefined;
  };

  const signIn = async (values: SignInValues) => {
    const result = await login({ email: values.email.trim(), password: values.password });
    if ('error' in result) {
      const refused = isApiError(result.error) && result.error.kind === 'api';
      return { [FORM_ERROR]: t(refused ? 'checkout.account.authFailed' : 'checkout.account.signInUnavailable') };
    }
    await refetch();
    done();
    return undefined;
  };

  return (
    <div className={styles.stepBody}>
      <section aria-labelledby="checkout-guest-title">
        <h3 id="checkout-guest-title">
          <FormattedMessage id="checkout.account.guestTitle" />
        </h3>
        <Form<GuestValues>
          aria-labelledby="checkout-guest-title"
          initialValues={{ email: guestEmail ?? checkout.email ?? '' }}
          onSubmit={asGuest}
          submitLabel={t('checkout.step.continue')}
          confirmLeave
        >
          <TextField
            name="email"
            type="email"
            label={t('checkout.account.email')}
            autoComplete="email"
            validate={emailRules}
          />
          <Checkbox name="create" label={t('checkout.account.create')} />
          <NewAccountFields />
        </Form>
      </section>
      <section aria-labelledby="checkout-sign-in-title" className={styles.signIn}>
        <h3 id="checkout-sign-in-title">
          <FormattedMessage id="checkout.account.signInTitle" />
        </h3>
        {signInOpen ? (
          <Form<SignInValues>
            aria-labelledby="checkout-sign-in-title"
            onSubmit={signIn}
            submitLabel={t('checkout.account.signIn')}
          >
            <TextField
              name="email"
              type="email"
              label={t('checkout.account.email')}
              autoComplete="username"
              validate={emailRules}
            />
            <PasswordField
              name="password"
              label={t('checkout.account.password')}
              autoComplete="current-password"
              validate={required}
            />
          </Form>
        ) : (
          <Button variant="secondary" aria-expanded={false} onClick={() => setSignInOpen(true)}>
            <FormattedMessage id="checkout.account.signInOpen" />
          </Button>
        )}
      </section>
    </div>
  );
}
