import { FormattedMessage } from 'react-intl';
import { isApiError } from '../api/errors.ts';

/**
 * What to tell the shopper about a failed call: the SPEC section 8 text when the middleware is
 * unreachable or answers nonsense, otherwise the caller's own message for what it was doing.
 */
export function ApiErrorText({ error, fallbackId }: { error: unknown; fallbackId: string }) {
  const id = isApiError(error) && error.kind !== 'api' ? error.messageId : fallbackId;
  return <FormattedMessage id={id} />;
}
