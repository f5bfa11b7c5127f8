/** Single-line and multi-line text fields. */
import { FieldFrame } from './field-frame.tsx';
import { useFormField, type FieldProps } from './use-form-field.ts';
import styles from './forms.module.css';

export interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'date';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search';
}

export function TextField({ type = 'text', autoComplete, placeholder, inputMode, ...field }: TextFieldProps) {
  const { input, ids, error, required, a11y } = useFormField<string>(field);
  return (
    <FieldFrame ids={ids} label={field.label} hint={field.hint} error={error} required={required}>
      <input
        {...input}
        {...a11y}
        value={input.value ?? ''}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        className={styles.control}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends FieldProps {
  rows?: number;
  maxLength?: number;
}

/** A longer text, such as a delivery message. */
export function TextAreaField({ rows = 4, maxLength, ...field }: TextAreaFieldProps) {
  const { input, ids, error, required, a11y } = useFormField<string>(field);
  return (
    <FieldFrame ids={ids} label={field.label} hint={field.hint} error={error} required={required}>
      <textarea
        {...input}
        {...a11y}
        value={input.value ?? ''}
        rows={rows}
        maxLength={maxLength}
        className={styles.control}
      />
    </FieldFrame>
  );
}
