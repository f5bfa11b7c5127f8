/**
 * A single tick box (terms, newsletter). Its message shows once its value differs from the initial
 * one (SPEC section 4: "on dirty for checkboxes"), and after a submit; unticked and never touched
 * counts as the same value as false.
 */
import { FieldNotes, RequiredMark } from './field-frame.tsx';
import { useFormField, type FieldProps } from './use-form-field.ts';
import styles from './forms.module.css';

const sameTick = (a: unknown, b: unknown) => Boolean(a) === Boolean(b);

export function Checkbox(field: FieldProps) {
  const { input, ids, error, required, a11y } = useFormField<boolean>(
    field,
    { type: 'checkbox', isEqual: sameTick },
    'dirty',
  );
  return (
    <div className={styles.field}>
      <div className={styles.choice}>
        <input
          {...a11y}
          type="checkbox"
          name={input.name}
          checked={Boolean(input.checked)}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
        />
        <label htmlFor={ids.control}>
          {field.label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldNotes ids={ids} hint={field.hint} error={error} />
    </div>
  );
}
