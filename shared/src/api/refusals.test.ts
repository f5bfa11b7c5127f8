// Pins how a refusal reaches a screen: the envelope's reason, field and values kept on the error (a reason this build
// does not know left out), and the screen's table choosing its text, on a field or in the form's alert.
import { FORM_ERROR } from 'final-form';
import { createEventBus } from '../events/index.ts';
import { refusalErrors } from '../forms/refusal-errors.ts';
import type { RefusalMessages } from '../schemas/refusals.ts';
import { makeStore } from '../store/index.ts';
import { answerApi, apiRefusal, apiUnreachable } from '../testing/api-server.ts';
import { refusalMessage, type ApiError } from './errors.ts';
import { sharedApi } from './shared-endpoints.ts';

const store = () =>
  makeStore({ apiBaseUrl: 'http://api.test/api', lang: 'en', bus: createEventBus({ crossTab: false }) });
const refusedAdd = async () =>
  (await store().dispatch(sharedApi.endpoints.createCartItem.initiate({ id_product: 1, qty: 2 }))).error;

const refusal = (fields: Partial<ApiError>): ApiError => ({
  kind: 'api',
  status: 400,
  message: 'the api’s English, never read',
  messageId: 'shell.errors.sdk',
  ...fields,
});

const table: RefusalMessages = {
  'voucher.minimum': 'checkout.vouchers.minimum',
  'invoice.vatNumber': 'checkout.address.vatRefused',
  'address.vatNumber': 'checkout.address.vatRefused',
};

describe('the base query', () => {
  it('keeps a refusal’s reason, field and values beside its code and message', async () => {
    answerApi(
      apiRefusal('createCartItem', 400, 'refused', {
        code: 306,
        reason: 'invoice.vatNumber',
        field: 'invoice.vat_number',
        values: { amount: 100 },
      }),
    );
    expect(await refusedAdd()).toMatchObject({
      kind: 'api',
      status: 400,
      code: 306,
      reason: 'invoice.vatNumber',
      field: 'invoice.vat_number',
      values: { amount: 100 },
      message: 'refused',
    });
  });

  it('leaves out a reason this build does not know (a newer api): the screen says its general sentence', async () => {
    answerApi(apiRefusal('createCartItem', 409, 'refused', { code: 309, reason: 'cart.teleported' as never }));
    const error = await refusedAdd();
    expect(error).toMatchObject({ kind: 'api', code: 309 });
    expect(error).not.toHaveProperty('reason');
  });
});

describe('refusalMessage', () => {
  it('gives the table’s text of the reason, with the numbers it names', () => {
    const minimum = refusal({ reason: 'voucher.minimum', values: { amount: 100 } });
    expect(refusalMessage(minimum, table, 'fallback')).toEqual({
      id: 'checkout.vouchers.minimum',
      values: { amount: 100 },
    });
  });

  it('gives the fallback for a reason the table does not explain, or none, whatever the message says', () => {
    expect(refusalMessage(refusal({ reason: 'cart.outOfStock' }), table, 'fallback')).toEqual({ id: 'fallback' });
    expect(refusalMessage(refusal({ message: 'voucher.minimum' }), table, 'fallback')).toEqual({ id: 'fallback' });
    expect(refusalMessage(new Error('boom'), table, 'fallback')).toEqual({ id: 'fallback' });
  });

  it('gives the shop-wide text when no answer came', () => {
    const offline: ApiError = { kind: 'network', message: 'network', messageId: 'shell.errors.network' };
    expect(refusalMessage(offline, table, 'fallback')).toEqual({ id: 'shell.errors.network' });
  });
});

describe('refusalErrors (a form’s submit errors)', () => {
  const fields = ['invoice.vat_number'];
  it('says an explained refusal on the field it concerns when the form has it', () => {
    const error = refusal({ reason: 'invoice.vatNumber', field: 'invoice.vat_number' });
    expect(refusalErrors(error, { messages: table, fallback: 'fallback', fields })).toEqual({
      'invoice.vat_number': { id: 'checkout.address.vatRefused' },
    });
  });

  it('says it in the alert when the form has no such field', () => {
    const error = refusalErrors(refusal({ reason: 'address.vatNumber', field: 'vat_number' }), {
      messages: table,
      fallback: 'fallback',
      fields,
    });
    expect(error).toEqual({ [FORM_ERROR]: { id: 'checkout.address.vatRefused' } });
  });

  it('says the fallback in the alert for a refusal it does not explain, even one naming a field of the form', () => {
    const error = refusal({ reason: 'vat.notInVies', field: 'invoice.vat_number' });
    expect(refusalErrors(error, { messages: table, fallback: 'fallback', fields })).toEqual({
      [FORM_ERROR]: { id: 'fallback' },
    });
  });

  it('says the shop-wide text of a call that got no answer', async () => {
    answerApi(apiUnreachable('createCartItem'));
    expect(refusalErrors(await refusedAdd(), { messages: table, fallback: 'fallback', fields })).toEqual({
      [FORM_ERROR]: { id: 'shell.errors.network' },
    });
  });
});
