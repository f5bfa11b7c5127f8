/** What a failed `updateCustomer` tells the shopper (SPEC section 8's texts), by field where the api says which. */
import { refusalErrors, type SubmitErrors } from '@storefront/shared/forms';
import { updateCustomerRefusals } from '../refusals/refusal-messages.ts';

export const updateErrors = (error: unknown): SubmitErrors =>
  refusalErrors(error, {
    messages: updateCustomerRefusals,
    fallback: 'account.update.failed',
    fields: ['password', 'email'],
  });
