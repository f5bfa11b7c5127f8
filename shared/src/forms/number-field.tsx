/**
 * A number typed as text: the form holds a number, or undefined when the text is empty (SPEC
 * section 5). The shopper types in their language ("2,5" in French and German, "2.5" in English);
 * text that is not a number is held as NaN and the field says "{field} must be a number.", rather
 * than being cut to its digits.
 */
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FieldFrame } from './field-frame.tsx';
import { number } from './rules-value.ts';
import { useFormField, type FieldProps } from './use-form-field.ts';
import { validate, type Validator } from './validate.ts';
import styles from './forms.module.css';

const plain = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Text to a number: '' is undefined, a decimal in the language's notation a number, anything else NaN. */
export function parseNumber(text: string, decimalSeparator = '.'): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return undefined;
  const normalised = decimalSeparator === '.' ? compact : compact.replace(decimalSeparator, '.');
  return plain.test(normalised) ? Number(normalised) : Number.NaN;
}

export interface NumberFieldProps extends FieldProps {
  /** Only whole numbers (a quantity); "2.5" is then refused with "{field} must be a whole number.". */
  integer?: boolean;
  autoComplete?: string;
}

export function NumberField({ integer = false, autoComplete, validate: rules, ...field }: NumberFieldProps) {
  const intl = useIntl();
  const separator = intl.formatNumber(1.5).charAt(1);
  const check: Validator = useMemo(
    () => (rules ? validate(number({ integer }), rules) : validate(number({ integer }))),
    [integer, rules],
  );
  const { input, ids, error, required, a11y } = useFormField<number | undefined>(
    { ...field, validate: check },
    { isEqual: Object.is, format: (value: number | undefined) => value },
  );
  const show = (value: number | undefined) =>
    value === undefined || Number.isNaN(value) ? '' : String(value).replace('.', separator);
  const [text, setText] = useState(() => show(input.value));

  // Follow the value when it changes from outside (a reset, new initial values), not while it is being typed.
  const [seen, setSeen] = useState(input.value);
  if (!Object.is(seen, input.value)) {
    setSeen(input.value);
    if (!Object.is(parseNumber(text, separator), input.value)) setText(show(input.value));
  }

  return (
    <FieldFrame ids={ids} label={field.label} hint={field.hint} error={error} required={required}>
      <input
        name={input.name}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        onChange={(event) => {
          setText(event.target.value);
          input.onChange(parseNumber(event.target.value, separator));
        }}
        {...a11y}
        value={text}
        type="text"
        inputMode={integer ? 'numeric' : 'decimal'}
        autoComplete={autoComplete}
        className={styles.control}
      />
    </FieldFrame>
  );
}
