/**
 * The shop's form over react-final-form, with the behaviour of SPEC section 4: busy while validating
 * or submitting; a submit marks every field and, when one blocks, calls `onInvalid` and says
 * "Form incomplete."; otherwise the submit handler runs with the form disabled until it finishes
 * (unless `liveSubmit`), and a FORM_ERROR it returns is shown in an alert.
 */
import { useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { FORM_ERROR, getIn, setIn, type FormApi, type ValidationErrors } from 'final-form';
import { Form as FinalForm, type FormRenderProps } from 'react-final-form';
import { useIntl } from 'react-intl';
import { useBlockNavigation } from '../routing/router.tsx';
import { Button } from '../ui/button.tsx';
import type { FieldMessage } from './types.ts';
import styles from './forms.module.css';

/**
 * What a submit handler may answer: nothing when it succeeded, or errors by field name (a dotted name for a nested
 * value, `invoice.vat_number`) and, under `FORM_ERROR`, one for the whole form (a translated string or a message
 * descriptor).
 */
export type SubmitErrors = { [FORM_ERROR]?: FieldMessage } & Record<string, FieldMessage | undefined>;
export type SubmitResult = SubmitErrors | undefined | void;

/** final-form looks a field's submit error up by its path, so an error by dotted name goes under its parents. */
function byPath(errors: SubmitResult): SubmitResult {
  if (!errors) return errors;
  const { [FORM_ERROR]: formError, ...fields } = errors;
  let out: object = formError === undefined ? {} : { [FORM_ERROR]: formError };
  for (const [name, message] of Object.entries(fields)) if (message !== undefined) out = setIn(out, name, message);
  return out as SubmitErrors;
}

export interface FormProps<Values extends object> {
  onSubmit: (values: Values, form: FormApi<Values>) => SubmitResult | Promise<SubmitResult>;
  /** Called when a submit is blocked by a field's rule, with the errors by field name. */
  onInvalid?: (errors: NonNullable<ValidationErrors>) => void;
  initialValues?: Partial<Values>;
  /** Rules across fields, as final-form's record-level `validate` (errors by field name). */
  validate?: (values: Values) => ValidationErrors | Promise<ValidationErrors>;
  /** Keep the form usable while the submit runs (an autosaving form); by default it is disabled. */
  liveSubmit?: boolean;
  /** The submit button's text, already translated; "Submit" in the active language by default. */
  submitLabel?: string;
  /** More buttons beside the submit button (a Cancel). */
  actions?: ReactNode;
  /**
   * Ask before the shopper leaves for another page with input the form has not sent (a checkout step, an address);
   * the form's own submit, and what its handler does next, never asks.
   */
  confirmLeave?: boolean;
  /** An accessible name for the form, when a heading does not give one through `aria-labelledby`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  children: ReactNode;
}

const subscription = {
  submitting: true,
  validating: true,
  submitFailed: true,
  hasValidationErrors: true,
  submitError: true,
};

export function Form<Values extends object>({ onSubmit, initialValues, validate, ...view }: FormProps<Values>) {
  // Tells the body whether the last submit reached the handler or was blocked by a rule.
  const reachedRef = useRef(false);
  const submit = async (values: Values, form: FormApi<Values>): Promise<SubmitResult> => {
    reachedRef.current = true;
    try {
      return byPath(await onSubmit(values, form));
    } catch (error) {
      // Expected failures come back as a FORM_ERROR; anything thrown is a bug or an outage: say so, keep the trace.
      console.error(error);
      return { [FORM_ERROR]: { id: 'forms.form.submitFailed' } };
    }
  };
  return (
    <FinalForm
      onSubmit={submit}
      initialValues={initialValues}
      validate={validate}
      subscription={subscription}
      render={(state) => <FormBody {...view} {...state} reachedRef={reachedRef} />}
    />
  );
}

type BodyProps<Values extends object> = Omit<FormProps<Values>, 'onSubmit' | 'initialValues' | 'validate'> &
  FormRenderProps<Values> & { reachedRef: RefObject<boolean> };

function FormBody<Values extends object>(props: BodyProps<Values>) {
  const { handleSubmit, form, submitting, validating, submitFailed, hasValidationErrors, submitError, reachedRef } =
    props;
  const { onInvalid, liveSubmit = false, submitLabel, actions, confirmLeave = false, className, children } = props;
  const intl = useIntl();
  const ref = useRef<HTMLFormElement>(null);
  const busy = Boolean(submitting || validating);
  const incomplete = Boolean(submitFailed && hasValidationErrors);

  const onFormSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reachedRef.current = false;
    await handleSubmit();
    const state = form.getState();
    if (!reachedRef.current && state.hasValidationErrors) {
      onInvalid?.(state.errors ?? {});
      focusFirstInvalid(ref.current, state.errors ?? {});
    }
  };

  return (
    <form
      ref={ref}
      // Sent by the app; natively (before the app runs or when it cannot) only ever as POST, so what a form holds
      // (a password, an address) never reaches a URL, a log line or a Referer.
      method="post"
      noValidate
      onSubmit={onFormSubmit}
      aria-busy={busy}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      className={[styles.form, className].filter(Boolean).join(' ')}
    >
      <fieldset className={styles.fieldset} disabled={Boolean(submitting) && !liveSubmit}>
        {children}
        {incomplete ? (
          <div role="alert" className={styles.alert}>
            <strong>{intl.formatMessage({ id: 'forms.form.incomplete' })}</strong>{' '}
            {intl.formatMessage({ id: 'forms.form.incompleteDetail' })}
          </div>
        ) : submitError && !submitting ? (
          <div role="alert" className={styles.alert}>
            {typeof submitError === 'string' ? submitError : formatFormMessage(intl, submitError)}
          </div>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {submitLabel ?? intl.formatMessage({ id: 'forms.form.submit' })}
          </Button>
          {actions}
        </div>
      </fieldset>
      {confirmLeave ? <LeaveGuard form={form} /> : null}
    </form>
  );
}

/** Holds a navigation while the form has input it has not sent; read as the shopper leaves, not as last rendered. */
function LeaveGuard<Values extends object>({ form }: { form: FormApi<Values> }) {
  useBlockNavigation(() => {
    const { dirty, dirtySinceLastSubmit, submitting, submitSucceeded } = form.getState();
    return !submitting && Boolean(submitSucceeded ? dirtySinceLastSubmit : dirty);
  });
  return null;
}

function formatFormMessage(intl: ReturnType<typeof useIntl>, message: unknown): string {
  const descriptor = message as { id?: unknown; values?: Record<string, string | number> } | null;
  const known = typeof descriptor?.id === 'string' && descriptor.id in intl.messages;
  return known
    ? intl.formatMessage({ id: descriptor.id as string }, descriptor.values)
    : intl.formatMessage({ id: 'forms.form.submitFailed' });
}

/** Moves focus to the first control, in page order, whose field blocks the submit. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: object) {
  const controls = Array.from(form?.elements ?? []) as HTMLInputElement[];
  controls.find((control) => control.name && getIn(errors, control.name) !== undefined)?.focus();
}
