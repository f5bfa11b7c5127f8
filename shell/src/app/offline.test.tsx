import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/testing';
import messages from '../../../locales/en/shell.json';
import { createConnection, type ConnectionWindow } from './connection.ts';
import { backOnlineShownMs, ConnectionNotice, OfflineGate } from './offline.tsx';

/** A connection over a window the test takes offline and back. */
function connectionForTest() {
  const target = new EventTarget();
  const navigator = { onLine: true };
  const win = Object.assign(target, { navigator }) as unknown as ConnectionWindow;
  const forget = jest.fn();
  const connection = createConnection({ window: win, forget });
  const go = (online: boolean) =>
    act(() => {
      navigator.onLine = online;
      target.dispatchEvent(new Event(online ? 'online' : 'offline'));
    });
  return { connection, forget, goOffline: () => go(false), goOnline: () => go(true) };
}

const page = <h1>Women</h1>;

describe('OfflineGate', () => {
  it('shows the offline screen in place of the page that could not load offline, then the page once back', async () => {
    const { connection, goOffline, goOnline } = connectionForTest();
    renderWithProviders(<OfflineGate connection={connection}>{page}</OfflineGate>, { messages, path: '/en/3-women' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Women');

    goOffline();
    // Offline alone changes nothing on a page that is there.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Women');
    act(() => void connection.failed('/en/3-women'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You are offline');
    expect(
      screen.getByText(
        'This page could not be loaded without an internet connection. It loads by itself as soon as you are back online.',
      ),
    ).toBeTruthy();
    expect(document.title).toBe('You are offline');

    goOnline();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Women');
  });

  it('Try again asks for the page again, forgetting what failed', async () => {
    const { connection, forget, goOffline } = connectionForTest();
    renderWithProviders(<OfflineGate connection={connection}>{page}</OfflineGate>, { messages, path: '/en/3-women' });
    goOffline();
    act(() => void connection.failed('/en/3-women'));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(forget).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Women');
  });

  it('keeps the page when the page that failed offline is another (the shopper has moved on)', () => {
    const { connection, goOffline } = connectionForTest();
    goOffline();
    void connection.failed('/en/4-men');
    renderWithProviders(<OfflineGate connection={connection}>{page}</OfflineGate>, { messages, path: '/en/3-women' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Women');
  });

  it('keeps the page without a connection to listen to (the server’s render)', () => {
    renderWithProviders(<OfflineGate>{page}</OfflineGate>, { messages, path: '/en/3-women' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Women');
  });
});

describe('ConnectionNotice', () => {
  afterEach(() => jest.useRealTimers());

  it('says the shopper is offline while they are, then that they are back, for a few seconds', () => {
    jest.useFakeTimers();
    const { connection, goOffline, goOnline } = connectionForTest();
    renderWithProviders(<ConnectionNotice connection={connection} />, { messages });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    goOffline();
    expect(status.textContent).toBe(
      'You are offline. What is on screen stays; other pages load once you are back online.',
    );
    goOnline();
    expect(status.textContent).toBe('You are back online.');
    act(() => jest.advanceTimersByTime(backOnlineShownMs - 100));
    expect(status.textContent).toBe('You are back online.');
    act(() => jest.advanceTimersByTime(100));
    // The same live region stays in the page, empty, for the next message.
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('');
  });

  it('going offline again drops the back-online notice at once', () => {
    const { connection, goOffline, goOnline } = connectionForTest();
    renderWithProviders(<ConnectionNotice connection={connection} />, { messages });
    goOffline();
    goOnline();
    goOffline();
    expect(screen.getByRole('status').textContent).toContain('You are offline.');
  });

  it('is an empty status line without a connection (the server’s render)', () => {
    renderWithProviders(<ConnectionNotice />, { messages });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
