import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { RouterProvider } from '@storefront/shared/routing';
import en from '../../../locales/en/shell.json';
import { NavigationProgress, progressDelayMs } from './navigation-progress.tsx';

function Page({ path, busy }: { path: string; busy: boolean }) {
  return (
    <IntlProvider locale="en" messages={en}>
      <RouterProvider router={{ pathname: path, search: '', navigate: () => undefined }}>
        <main id="main">
          <NavigationProgress />
          {busy ? <div aria-busy="true" /> : <h1>Page {path}</h1>}
        </main>
      </RouterProvider>
    </IntlProvider>
  );
}

const bar = () => screen.getByTestId('shell-navigation-progress');
const announced = () => screen.getByRole('status').textContent;

describe('NavigationProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows after the delay while the new page loads, announces it once, and goes when the page is there', async () => {
    const { rerender } = render(<Page path="/en" busy={false} />);
    rerender(<Page path="/en/3-women" busy />);
    act(() => jest.advanceTimersByTime(progressDelayMs - 1));
    expect(bar().hidden).toBe(true);
    expect(announced()).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(bar().hidden).toBe(false);
    expect(announced()).toBe('Loading page…');
    rerender(<Page path="/en/3-women" busy />);
    expect(announced()).toBe('Loading page…');
    rerender(<Page path="/en/3-women" busy={false} />);
    // The observer reports the change in a microtask.
    await act(async () => undefined);
    expect(bar().hidden).toBe(true);
    expect(announced()).toBe('');
  });

  it('shows nothing for a navigation that settles quickly, nor for the page the document arrived with', async () => {
    const { rerender } = render(<Page path="/en" busy />);
    act(() => jest.advanceTimersByTime(progressDelayMs * 3));
    expect(bar().hidden).toBe(true);
    rerender(<Page path="/en/cart" busy />);
    rerender(<Page path="/en/cart" busy={false} />);
    await act(async () => undefined);
    act(() => jest.advanceTimersByTime(progressDelayMs * 3));
    expect(bar().hidden).toBe(true);
    expect(announced()).toBe('');
  });
});
