/**
 * What a refused Address step tells the shopper. A refusal of the invoice's VAT number or tax code (its format, or
 * the EU's VIES register not knowing the number: ADR 0104) is said on its field, as the account's address editor
 * does; an address's refusals name a field of the address (`vat_number`), not of this form, so they are the step's
 * alert, as is anything else.
 */
import { refusalErrors, type SubmitErrors } from '@storefront/shared/forms';
import { addressStepRefusals } from '../../refusals/refusal-messages.ts';

const refusalFields = ['invoice.vat_number', 'invoice.tax_code'];

export const addressStepErrors = (error: unknown): SubmitErrors =>
  refusalErrors(error, {
    messages: addressStepRefusals,
    fallback: 'checkout.address.saveFailed',
    fields: refusalFields,
  });
