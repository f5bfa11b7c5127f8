// Pins what a refused Address step says, by the api's reason: the invoice's number and tax code on their fields, an
// address's refusals (whose field is the address's, not the form's) and anything else in the step's alert.
import { FORM_ERROR } from 'final-form';
import type { ApiError } from '@storefront/shared/api';
import { addressStepErrors } from './address-errors.ts';

const refused = (fields: Partial<ApiError>): ApiError => ({
  kind: 'api',
  status: 400,
  message: 'the api’s English, never read',
  messageId: 'shell.errors.sdk',
  ...fields,
});

describe('a refused Address step', () => {
  it.each([
    [{ reason: 'vat.notInVies', field: 'invoice.vat_number' }, 'invoice.vat_number', 'checkout.address.vatNotInVies'],
    [{ reason: 'invoice.vatNumber', field: 'invoice.vat_number' }, 'invoice.vat_number', 'checkout.address.vatRefused'],
    [{ reason: 'invoice.taxCode', field: 'invoice.tax_code' }, 'invoice.tax_code', 'checkout.address.taxCodeRefused'],
    [{ reason: 'invoice.pecOrSdi' }, FORM_ERROR, 'checkout.address.pecOrSdiRefused'],
    [{ reason: 'vat.notInVies', field: 'vat_number' }, FORM_ERROR, 'checkout.address.vatNotInVies'],
    [{ reason: 'address.vatNumber', field: 'vat_number' }, FORM_ERROR, 'checkout.address.vatRefused'],
    [{ reason: 'address.postcode', field: 'postcode' }, FORM_ERROR, 'checkout.address.postcodeRefused'],
    [{ reason: 'address.state', field: 'id_state' }, FORM_ERROR, 'checkout.address.stateRefused'],
    [{ reason: 'address.dni', field: 'dni' }, FORM_ERROR, 'checkout.address.dniRefused'],
    [{ code: 301 }, FORM_ERROR, 'checkout.address.saveFailed'],
  ] as const)('%j: on %s, %s', (fields, where, id) => {
    expect(addressStepErrors(refused(fields))).toEqual({ [where]: { id } });
  });

  it('says the shop-wide text when no answer came', () => {
    const offline: ApiError = { kind: 'network', message: 'network', messageId: 'shell.errors.network' };
    expect(addressStepErrors(offline)).toEqual({ [FORM_ERROR]: { id: 'shell.errors.network' } });
  });
});
