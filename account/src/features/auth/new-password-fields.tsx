/** A new password under the stated rule and its confirmation, as registration, reset and the password change ask it. */
import { useIntl } from 'react-intl';
import { PasswordField } from '@storefront/shared/forms';
import { newPassword, passwordConfirmation } from './password-rules.ts';

export interface NewPasswordFieldsProps {
  /** The new password's field name (the confirmation is `confirmation`). */
  name?: string;
  label: string;
  confirmationLabel: string;
}

export function NewPasswordFields({ name = 'password', label, confirmationLabel }: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        name={name}
        autoComplete="new-password"
        label={label}
        hint={intl.formatMessage({ id: 'account.password.rule' })}
        validate={newPassword}
      />
      <PasswordField
        name="confirmation"
        autoComplete="new-password"
        label={confirmationLabel}
        validate={passwordConfirmation(name)}
      />
    </>
  );
}
