/** Files to upload (a return's photos). The value is always a list, empty when nothing is chosen (SPEC section 5). */
import { useEffect, useRef } from 'react';
import { FieldFrame } from './field-frame.tsx';
import { useFormField, type FieldProps } from './use-form-field.ts';
import styles from './forms.module.css';

export interface FileFieldProps extends FieldProps {
  multiple?: boolean;
  /** File types offered by the picker, e.g. "image/*,.pdf". */
  accept?: string;
}

// One empty list for every field: react-final-form re-registers a field whose initialValue is a new object.
const noFiles: File[] = [];
const sameFiles = (a: unknown, b: unknown) => {
  const [x, y] = [(a as File[] | undefined) ?? noFiles, (b as File[] | undefined) ?? noFiles];
  return x.length === y.length && x.every((file, index) => file === y[index]);
};

export function FileField({ multiple = false, accept, ...field }: FileFieldProps) {
  const { input, ids, error, required, a11y } = useFormField<File[]>(field, {
    initialValue: noFiles,
    isEqual: sameFiles,
    format: (value: File[] | undefined) => value ?? noFiles,
  });
  const files = input.value ?? noFiles;
  const picker = useRef<HTMLInputElement>(null);
  // A file input cannot be given a value; clear its selection when the form empties the list (a reset).
  useEffect(() => {
    if (files.length === 0 && picker.current) picker.current.value = '';
  }, [files.length]);
  return (
    <FieldFrame ids={ids} label={field.label} hint={field.hint} error={error} required={required}>
      <input
        ref={picker}
        {...a11y}
        type="file"
        name={input.name}
        multiple={multiple}
        accept={accept}
        onChange={(event) => input.onChange(Array.from(event.currentTarget.files ?? []))}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
        className={styles.control}
      />
      {files.length > 0 ? (
        <ul className={styles.files}>
          {files.map((file, index) => (
            <li key={`${index}-${file.name}`}>{file.name}</li>
          ))}
        </ul>
      ) : null}
    </FieldFrame>
  );
}
