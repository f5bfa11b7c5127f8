import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, apiHandler, apiRefusal, apiUnreachable, renderWithProviders } from '@storefront/shared/testing';
import type { Cart, Envelope, RefusalDetail } from '@storefront/shared/schemas';
import en from '../../../../locales/en/checkout.json';
import italian from '../../../../locales/it/checkout.json';
// Captured from the seeded api: createCartItem {id_product: 12, qty: 1}, then addOrRemoveCoupon {code: 'WELCOME10'}.
import captured from './fixtures/cart-with-welcome10.json';
import { VoucherField } from './voucher-field.tsx';

const withVoucher = (captured as Envelope<Cart>).psdata as Cart;
const without: Cart = { ...withVoucher, vouchers: { allowed: true, added: [] } };

/**
 * The api refusing a code as it does: HTTP status, the envelope's code, its reason (with the minimum's amount) and
 * its English message, which the screen must not read: it is reworded here so a screen parsing it would fail.
 */
const refusal = (status: number, code: number, detail: RefusalDetail) =>
  apiRefusal('addOrRemoveCoupon', status, `(reworded by the api) ${detail.reason}`, { code, ...detail });

describe('VoucherField', () => {
  it('applies a code, says so, and lets the shopper remove it again', async () => {
    const sent = answerApi(
      apiHandler('addOrRemoveCoupon', withVoucher, { once: true }),
      apiHandler('addOrRemoveCoupon', without, { once: true }),
    );
    const { rerender } = renderWithProviders(<VoucherField cart={without} />, { messages: en });
    await userEvent.type(screen.getByLabelText('Voucher code'), ' welcome10 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Voucher WELCOME10 added.')).toBeTruthy();
    expect((screen.getByLabelText('Voucher code') as HTMLInputElement).value).toBe('');
    rerender(<VoucherField cart={withVoucher} />);
    const list = screen.getByRole('list', { name: 'Vouchers in your cart' });
    expect(within(list).getByRole('listitem').textContent).toBe('Welcome 10% WELCOME10-€6.77Remove Welcome 10%');
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Welcome 10%' }));
    expect(await screen.findByText('Voucher Welcome 10% removed.')).toBeTruthy();
    expect(sent.map((call) => call.body)).toEqual([{ code: 'welcome10' }, { remove: 1 }]);
  });

  it.each([
    [refusal(404, 302, { reason: 'voucher.unknown' }), 'This voucher code does not exist.'],
    [refusal(400, 303, { reason: 'voucher.expired' }), 'This voucher has expired.'],
    [refusal(400, 303, { reason: 'voucher.notYetValid' }), 'This voucher is not valid yet.'],
    [
      refusal(400, 303, { reason: 'voucher.minimum', values: { amount: 100 } }),
      'This voucher applies from €100.00 of products.',
    ],
    [refusal(409, 304, { reason: 'voucher.alreadyAdded' }), 'This voucher is already in your cart.'],
    [refusal(409, 305, { reason: 'voucher.oneOfKind' }), 'Only one voucher of this kind can be used per order.'],
    // A refusal without a reason the screen explains (a request the api's schema refused): the general sentence.
    [apiRefusal('addOrRemoveCoupon', 400, 'code: Too big'), 'This voucher cannot be used with this cart.'],
  ])('tells why the api refused a code (%#), keeping what was typed', async (reply, text) => {
    answerApi(reply);
    renderWithProviders(<VoucherField cart={without} />, { messages: en });
    const field = screen.getByLabelText('Voucher code');
    await userEvent.type(field, 'SOMECODE{Enter}');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLInputElement).value).toBe('SOMECODE');
  });

  it("speaks the shopper's language, amounts included", async () => {
    answerApi(refusal(400, 303, { reason: 'voucher.minimum', values: { amount: 100 } }));
    renderWithProviders(<VoucherField cart={without} />, { lang: 'it', messages: italian });
    await userEvent.type(screen.getByLabelText('Codice sconto'), 'TAKE20{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent?.replace(/\s/g, ' ')).toBe(
        'Questo buono sconto vale per acquisti da 100,00 €.',
      ),
    );
  });

  it('asks for a code before sending anything', async () => {
    renderWithProviders(<VoucherField cart={without} />, { messages: en });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a voucher code.');
  });

  it('says the shop-wide text of a failed fetch (a network error)', async () => {
    answerApi(apiUnreachable('addOrRemoveCoupon'));
    renderWithProviders(<VoucherField cart={without} />, {
      messages: { ...en, 'shell.errors.network': 'The network failed.' },
    });
    await userEvent.type(screen.getByLabelText('Voucher code'), 'WELCOME10{Enter}');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The network failed.'));
  });
});
