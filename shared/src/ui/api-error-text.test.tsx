import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/index.tsx';
import { errorMessageIds, fetchFailureMessageIds, type ApiError } from '../api/errors.ts';
import { ApiErrorText } from './api-error-text.tsx';

const messages = {
  [errorMessageIds.unreachable]: 'Please check if the middleware is running and is accessible by frontend app',
  [errorMessageIds.generic]: '[SDK] Error: something went wrong.',
  [errorMessageIds.network]: 'Network Error',
  [errorMessageIds.badResponse]: 'Bad response',
  'checkout.cart.loadError': 'Your cart could not be loaded.',
};

const error = (kind: ApiError['kind']): ApiError => ({
  kind,
  message: 'x',
  messageId: kind === 'api' ? errorMessageIds.generic : fetchFailureMessageIds[kind],
});

describe('ApiErrorText', () => {
  it('says the middleware is unreachable when it is', () => {
    renderWithProviders(<ApiErrorText error={error('unreachable')} fallbackId="checkout.cart.loadError" />, {
      messages,
    });
    expect(screen.getByText(messages[errorMessageIds.unreachable])).toBeTruthy();
  });

  it('says which way the fetch failed: a network error, a reply that is not an envelope', () => {
    renderWithProviders(<ApiErrorText error={error('network')} fallbackId="checkout.cart.loadError" />, { messages });
    expect(screen.getByText('Network Error')).toBeTruthy();
    renderWithProviders(<ApiErrorText error={error('bad-response')} fallbackId="checkout.cart.loadError" />, {
      messages,
    });
    expect(screen.getByText('Bad response')).toBeTruthy();
  });

  it("uses the caller's message for an answer of the api", () => {
    renderWithProviders(<ApiErrorText error={error('api')} fallbackId="checkout.cart.loadError" />, { messages });
    expect(screen.getByText('Your cart could not be loaded.')).toBeTruthy();
  });
});
