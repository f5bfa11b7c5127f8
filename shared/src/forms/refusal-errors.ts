/**
 * A form's answer to a refused submit: the screen's own text for a refusal it explains, on the field the refusal
 * concerns when the form has that field, otherwise in the form's alert (ADR 0200's submit errors).
 */
import { FORM_ERROR } from 'final-form';
import { isApiError, refusalMessage } from '../api/errors.ts';
import type { RefusalMessages } from '../schemas/refusals.ts';
import type { SubmitErrors } from './form.tsx';

export interface RefusalErrorsOptions {
  /** The screen's texts by reason (its catalogue's ids). */
  messages: RefusalMessages;
  /** The catalogue id said for any other failure. */
  fallback: string;
  /** The form's fields (dotted names, as the api names them) a refusal may be said on. */
  fields?: readonly string[];
}

export function refusalErrors(error: unknown, { messages, fallback, fields = [] }: RefusalErrorsOptions): SubmitErrors {
  const message = refusalMessage(error, messages, fallback);
  const field = isApiError(error) && error.reason && messages[error.reason] ? error.field : undefined;
  return field && fields.includes(field) ? { [field]: message } : { [FORM_ERROR]: message };
}
