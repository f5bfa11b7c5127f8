import { act, screen } from '@testing-library/react';
import { sharedApi } from '@storefront/shared/api';
import { createEventBus } from '@storefront/shared/events';
import { makeStore } from '@storefront/shared/store';
import { answerApi, apiHandler, apiRefusal, apiResponse, renderWithProviders } from '@storefront/shared/testing';
import messages from '../../../locales/en/shell.json';
import { createMaintenanceSignal, MaintenanceGate } from './maintenance.tsx';

/**
 * A store whose api answers the bootstrap call with `status`, as the browser's is wired (503 raises the signal);
 * 'busy' is the api's 503 while its database restarts.
 */
function storeAnswering(status: 200 | 503 | 'busy') {
  answerApi(
    status === 503
      ? apiResponse('bootstrap', () => new Response('Service Unavailable', { status }))
      : status === 'busy'
        ? apiRefusal('bootstrap', 503, 'The shop cannot reach its database', { reason: 'service.busy' })
        : apiHandler('bootstrap', null),
  );
  const signal = createMaintenanceSignal();
  const store = makeStore({
    apiBaseUrl: 'http://api.test/api',
    lang: 'en',
    bus: createEventBus({ crossTab: false }),
    onUnavailable: signal.raise,
  });
  return { signal, store };
}

describe('MaintenanceGate', () => {
  it('swaps the page for the maintenance screen once an api call answers 503', async () => {
    const { signal, store } = storeAnswering(503);
    renderWithProviders(
      <MaintenanceGate signal={signal}>
        <h1>Women</h1>
      </MaintenanceGate>,
      { messages },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Women');
    await act(() => store.dispatch(sharedApi.endpoints.bootstrap.initiate()));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Under maintenance');
    expect(screen.getByText('Please try again in a few minutes.')).toBeTruthy();
  });

  it('keeps the page for a database restarting: the call fails with "try again", the shop is not in maintenance', async () => {
    const { signal, store } = storeAnswering('busy');
    const answer = await store.dispatch(sharedApi.endpoints.bootstrap.initiate());
    expect(signal.raised()).toBe(false);
    expect(answer.error).toMatchObject({ status: 503, reason: 'service.busy', messageId: 'shell.errors.busy' });
    expect(messages['shell.errors.busy']).toBe('The shop is busy for a moment. Please try again.');
  });

  it('keeps the page for other answers, and without a signal (the server)', async () => {
    const { signal, store } = storeAnswering(200);
    await store.dispatch(sharedApi.endpoints.bootstrap.initiate());
    expect(signal.raised()).toBe(false);
    renderWithProviders(
      <MaintenanceGate>
        <h1>Women</h1>
      </MaintenanceGate>,
      { messages },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Women');
  });
});
