import { createModuleLoader } from './module-loader.ts';
import { browserLoadBudgetMs, loadTimeoutMs } from './runtime-plugin.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  // A remote whose origin never answers: the load settles only by its deadline.
  loadRemote: () => new Promise(() => undefined),
}));

describe('the browser load budget', () => {
  afterEach(() => jest.useRealTimers());

  it('leaves room for one time-limited request of the entry and its retry', () => {
    expect(browserLoadBudgetMs).toBeGreaterThanOrEqual(2 * loadTimeoutMs);
  });

  it('counts from when the slot asks, however late in the page that is', async () => {
    jest.useFakeTimers({ now: 0 });
    // A slot asked 10 s after navigation (a busy phone) still gets the whole budget from its own start.
    jest.setSystemTime(10_000);
    const loader = createModuleLoader({ deadlineMs: browserLoadBudgetMs });
    const outcome = loader.load({ remote: 'catalog', module: 'HomePage' }, 'en').then(
      () => 'loaded',
      (error: unknown) => String(error),
    );
    await jest.advanceTimersByTimeAsync(browserLoadBudgetMs - 1);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatch(`took longer than ${browserLoadBudgetMs} ms`);
  });
});
