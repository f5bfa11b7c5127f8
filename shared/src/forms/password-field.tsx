/** A password with a show/hide toggle, so a shopper on a phone can check what they typed. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FieldFrame } from './field-frame.tsx';
import { useFormField, type FieldProps } from './use-form-field.ts';
import styles from './forms.module.css';

export interface PasswordFieldProps extends FieldProps {
  /** `current-password` to sign in, `new-password` to register or change it (lets password managers help). */
  autoComplete?: 'current-password' | 'new-password';
}

export function PasswordField({ autoComplete = 'current-password', ...field }: PasswordFieldProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const { input, ids, error, required, a11y } = useFormField<string>(field);
  return (
    <FieldFrame ids={ids} label={field.label} hint={field.hint} error={error} required={required}>
      <div className={styles.withToggle}>
        <input
          {...input}
          {...a11y}
          value={input.value ?? ''}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          className={styles.control}
        />
        <button type="button" className={styles.toggle} aria-controls={ids.control} onClick={() => setShown(!shown)}>
          {intl.formatMessage({ id: shown ? 'forms.password.hide' : 'forms.password.show' })}
        </button>
      </div>
    </FieldFrame>
  );
}
