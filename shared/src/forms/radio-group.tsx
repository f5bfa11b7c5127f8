/** One choice among a few, all visible: a group of radio buttons named by a legend. */
import { FieldNotes, RequiredMark } from './field-frame.tsx';
import type { ChoiceOption } from './select-field.tsx';
import { useFormField, type FieldProps } from './use-form-field.ts';
import styles from './forms.module.css';

export interface RadioGroupProps extends FieldProps {
  /** The choices; a radio group without any is a programming error (SPEC section 5) and throws. */
  options: readonly ChoiceOption[];
}

export function RadioGroup({ options, ...field }: RadioGroupProps) {
  if (options.length === 0) throw new Error(`RadioGroup "${field.name}" needs an options list.`);
  const { input, ids, error, required, a11y } = useFormField<string>(field);
  const legendId = `${ids.control}legend`;
  return (
    <fieldset
      className={styles.group}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-invalid={a11y['aria-invalid']}
      aria-describedby={a11y['aria-describedby']}
      aria-required={a11y['aria-required']}
    >
      <legend id={legendId} className={styles.legend}>
        {field.label}
        {required ? <RequiredMark /> : null}
      </legend>
      {options.map((option, index) => {
        const id = `${ids.control}-${index}`;
        return (
          <div className={styles.choice} key={option.value}>
            <input
              id={id}
              type="radio"
              name={input.name}
              value={option.value}
              checked={input.value === option.value}
              disabled={option.disabled}
              onChange={() => input.onChange(option.value)}
              onBlur={() => input.onBlur()}
              onFocus={() => input.onFocus()}
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
      <FieldNotes ids={ids} hint={field.hint} error={error} />
    </fieldset>
  );
}
