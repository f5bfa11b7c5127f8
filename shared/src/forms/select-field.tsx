/** A drop-down choice. Without a placeholder it starts on its first option, as a native select shows it (SPEC section 5). */
import { FieldFrame } from './field-frame.tsx';
import { useFormField, type FieldProps } from './use-form-field.ts';
import styles from './forms.module.css';

export interface ChoiceOption {
  value: string;
  /** Already translated. */
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldProps {
  options: readonly ChoiceOption[];
  /** A first line such as "Choose a country"; the value is then empty until the shopper picks one. */
  placeholder?: string;
  autoComplete?: string;
}

export function SelectField({ options, placeholder, autoComplete, ...field }: SelectFieldProps) {
  // The first option is the initial value (not a change), so the field is not dirty before the shopper acts.
  const initialValue = placeholder === undefined ? options[0]?.value : undefined;
  const { input, ids, error, required, a11y } = useFormField<string>(field, { initialValue });
  return (
    <FieldFrame ids={ids} label={field.label} hint={field.hint} error={error} required={required}>
      <select {...input} {...a11y} value={input.value ?? ''} autoComplete={autoComplete} className={styles.control}>
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
