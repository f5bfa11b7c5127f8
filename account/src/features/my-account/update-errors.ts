/** What a failed `updateCustomer` tells the shopper (SPEC section 8's texts), by field where the api says which. */
import { FORM_ERROR } from 'final-form';
import { isApiError } from '@storefront/shared/api';
import type { SubmitErrors } from '@storefront/shared/forms';

export function updateErrors(error: unknown, t: (id: string) => string): SubmitErrors {
  if (isApiError(error) && error.code === 350) return { password: t('account.update.invalidPassword') };
  if (isApiError(error) && error.code === 310) return { email: t('account.update.emailTaken') };
  if (isApiError(error) && error.kind !== 'api') return { [FORM_ERROR]: t(error.messageId) };
  return { [FORM_ERROR]: t('account.update.failed') };
}
