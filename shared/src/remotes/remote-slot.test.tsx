import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/index.tsx';
import { RemoteLoaderProvider, RemoteSlot } from './remote-slot.tsx';
import type { PageProps, RemoteLoader } from './types.ts';

/** A loader whose remote is down: the load fails, as a refused entry does (one promise per module, as the contract says). */
function downLoader(): RemoteLoader {
  const failed = Promise.reject(new Error('ECONNREFUSED'));
  failed.catch(() => undefined);
  return { load: () => failed as never, reset: () => undefined };
}

async function renderSlot(quiet: boolean) {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The failed load settles inside act, so React retries the slot and its boundary catches the failure.
  await act(async () => {
    mountSlot(quiet);
  });
}

function mountSlot(quiet: boolean) {
  return renderWithProviders(
    <RemoteLoaderProvider loader={downLoader()}>
      <header>
        <RemoteSlot<PageProps>
          remote="checkout"
          module="MiniCart"
          props={{ lang: 'en', params: {} }}
          compact
          quiet={quiet}
          loading={<span data-testid="shared-test-loading" hidden />}
        />
      </header>
    </RemoteLoaderProvider>,
    { messages: { 'shell.remote.unavailableShort': 'Unavailable', 'shell.remote.retry': 'Retry' } },
  );
}

describe('RemoteSlot', () => {
  afterEach(() => jest.restoreAllMocks());

  it('a quiet slot whose remote fails shows nothing, and logs the failure', async () => {
    await renderSlot(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('shared-test-loading')).toBeNull();
    expect(screen.getByRole('banner').childElementCount).toBe(0);
    expect(jest.mocked(console.warn).mock.calls.flat().join(' ')).toContain('[remote checkout/MiniCart] failed');
  });

  it('a compact slot whose remote fails says so, with a retry', async () => {
    await renderSlot(false);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('UnavailableRetry');
  });
});
