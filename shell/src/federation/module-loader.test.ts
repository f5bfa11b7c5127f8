import { createModuleLoader } from './module-loader.ts';

describe('createModuleLoader', () => {
  it('fails a module of a remote the registry lacks at once, without a retry or a wait', async () => {
    const loader = createModuleLoader({ deadlineMs: 2000, remotes: ['catalog', 'account'] });
    const started = Date.now();
    const load = loader.load({ remote: 'checkout', module: 'CartPage' }, 'en');
    await expect(load).rejects.toThrow(/the registry names no checkout/);
    expect(Date.now() - started).toBeLessThan(50);
    // A slot that re-renders finds the same failure instead of starting again.
    expect(loader.load({ remote: 'checkout', module: 'CartPage' }, 'en')).toBe(load);
  });
});
