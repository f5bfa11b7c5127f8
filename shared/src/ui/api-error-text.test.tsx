import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/index.tsx';
import { errorMessageIds, type ApiError } from '../api/errors.ts';
import { ApiErrorText } from './api-error-text.tsx';

const messages = {
  [errorMessageIds.unreachable]: 'Please check if the middleware is running and is accessible by frontend app',
  [errorMessageIds.generic]: '[SDK] Error: something went wrong.',
  'checkout.cart.loadError': 'Your cart could not be loaded.',
};

const error = (kind: ApiError['kind']): ApiError => ({
  kind,
  message: 'x',
  messageId: kind === 'unreachable' ? errorMessageIds.unreachable : errorMessageIds.generic,
});

describe('ApiErrorText', () => {
  it('says the middleware is unreachable when it is', () => {
    renderWithProviders(<ApiErrorText error={error('unreachable')} fallbackId="checkout.cart.loadError" />, {
      messages,
    });
    expect(screen.getByText(messages[errorMessageIds.unreachable])).toBeTruthy();
  });

  it('uses the SDK text for a reply that is not an envelope', () => {
    renderWithProviders(<ApiErrorText error={error('bad-response')} fallbackId="checkout.cart.loadError" />, {
      messages,
    });
    expect(screen.getByText('[SDK] Error: something went wrong.')).toBeTruthy();
  });

  it("uses the caller's message for an answer of the api", () => {
    renderWithProviders(<ApiErrorText error={error('api')} fallbackId="checkout.cart.loadError" />, { messages });
    expect(screen.getByText('Your cart could not be loaded.')).toBeTruthy();
  });
});
