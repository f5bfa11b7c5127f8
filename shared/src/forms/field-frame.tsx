/** The frame around a control: its label, hint and error message, laid out and linked the same way in every field. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './forms.module.css';

export interface FrameIds {
  control: string;
  hint: string;
  error: string;
}

/** A "required" star: hidden from screen readers, which hear aria-required on the control instead. */
export function RequiredMark() {
  const intl = useIntl();
  return (
    <span className={styles.required} aria-hidden="true" title={intl.formatMessage({ id: 'forms.field.required' })}>
      *
    </span>
  );
}

/** The hint and the error under a control. The error's region is always present, so a new message is announced politely. */
export function FieldNotes({ ids, hint, error }: { ids: FrameIds; hint?: ReactNode; error: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <p id={ids.error} className={styles.error} aria-live="polite">
        {error}
      </p>
    </>
  );
}

export interface FieldFrameProps {
  ids: FrameIds;
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  required: boolean;
  children: ReactNode;
}

/** Label above the control, hint and error below. */
export function FieldFrame({ ids, label, hint, error, required, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={ids.control} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      <FieldNotes ids={ids} hint={hint} error={error} />
    </div>
  );
}
