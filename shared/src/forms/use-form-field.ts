/** What every field shares: registration with final-form, ids for labels and messages, and when an error shows. */
import { useId, useState, type ReactNode } from 'react';
import { getIn } from 'final-form';
import { useField, useForm, type FieldMetaState, type UseFieldConfig } from 'react-final-form';
import { useFieldMessage } from './messages.ts';
import type { Validator } from './validate.ts';

/**
 * When a field's error becomes visible (before a submit; after a blocked submit every error shows):
 * - `blur`: once the field has been left (the default, SPEC section 9);
 * - `dirty`: once its value differs from its initial value (the default for checkboxes);
 * - `live`: at once, while typing;
 * - `submit`: only after a submit.
 */
export type Visibility = 'blur' | 'dirty' | 'live' | 'submit';

/** The props every field takes. */
export interface FieldProps {
  /** The value's name in the form's values (a dotted path for nested values). */
  name: string;
  /** The visible label, already translated; rule messages call the field by it. */
  label: string;
  /** Help shown under the control and read with it. */
  hint?: ReactNode;
  /** Built with `validate(...rules)`. */
  validate?: Validator;
  visibility?: Visibility;
}

const subscription = {
  value: true,
  error: true,
  touched: true,
  dirty: true,
  submitFailed: true,
  submitError: true,
  dirtySinceLastSubmit: true,
};

function isVisible(visibility: Visibility, meta: FieldMetaState): boolean {
  if (meta.submitFailed) return true;
  if (visibility === 'live') return true;
  if (visibility === 'dirty') return Boolean(meta.dirty);
  if (visibility === 'blur') return Boolean(meta.touched);
  return false;
}

/**
 * Registers the field and works out what it shows. A field's `initialValue` (a select's first
 * option, a file field's empty list) is only a fallback: final-form would let it override the
 * form's `initialValues`, so it is dropped when the form has one for this field. The error is the rule's message when visible,
 * else the server's answer for this field from the last submit, until the value changes.
 */
export function useFormField<Value>(
  props: FieldProps,
  config: UseFieldConfig = {},
  defaultVisibility: Visibility = 'blur',
) {
  const { name, label, hint, validate, visibility = defaultVisibility } = props;
  const id = useId();
  const form = useForm();
  const [formInitial] = useState<unknown>(() => getIn(form.getState().initialValues ?? {}, name));
  const initialValue: unknown = formInitial === undefined ? config.initialValue : undefined;
  const field = useField<Value, HTMLElement>(name, { ...config, initialValue, validate, subscription });
  const formatMessage = useFieldMessage();
  const { meta } = field;
  const raw: unknown =
    meta.error && isVisible(visibility, meta) ? meta.error : meta.dirtySinceLastSubmit ? undefined : meta.submitError;
  const error = raw ? formatMessage(raw, label) : undefined;
  const ids = { control: `${id}control`, hint: `${id}hint`, error: `${id}error` };
  const describedBy =
    [hint ? ids.hint : undefined, error ? ids.error : undefined].filter(Boolean).join(' ') || undefined;
  return {
    ...field,
    ids,
    error,
    required: Boolean(validate?.required),
    /** Props for the element that carries the value: its id and what assistive technology reads with it. */
    a11y: {
      id: ids.control,
      'aria-invalid': Boolean(error),
      'aria-describedby': describedBy,
      'aria-required': Boolean(validate?.required) || undefined,
    },
  };
}
