import type { Locale } from '@storefront/shared/i18n';
import { createModuleLoader, messagesOf } from './module-loader.ts';

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

  it('hands a failure to the reload guard: a load that reloads the page never settles, one that does not fails', async () => {
    const seen: unknown[] = [];
    const reloadingLoader = createModuleLoader({
      deadlineMs: 2000,
      remotes: [],
      reloading: (error) => seen.push(error) > 0,
    });
    const pending = reloadingLoader.load({ remote: 'catalog', module: 'WishlistPage' }, 'en');
    const outcome = await Promise.race([
      pending.then(
        () => 'loaded',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('still loading'), 100)),
    ]);
    expect(outcome).toBe('still loading');
    expect(String(seen[0])).toMatch(/the registry names no catalog/);

    const failing = createModuleLoader({ deadlineMs: 2000, remotes: [], reloading: () => false });
    await expect(failing.load({ remote: 'catalog', module: 'WishlistPage' }, 'en')).rejects.toThrow(/names no catalog/);
  });

  it('forgets failed loads when asked (the connection came back), and keeps the ones that loaded', async () => {
    let connected = false;
    const asked: string[] = [];
    const page = { default: () => null, loadMessages: async () => ({}) };
    const loader = createModuleLoader({
      deadlineMs: 2000,
      loadModule: async (id) => {
        asked.push(id);
        if (!connected && id === 'catalog/CategoryPage') throw new TypeError('Failed to fetch');
        return page;
      },
    });
    const loaded = loader.load({ remote: 'catalog', module: 'HomePage' }, 'en');
    const failed = loader.load({ remote: 'catalog', module: 'CategoryPage' }, 'en');
    await loaded;
    await expect(failed).rejects.toThrow('Failed to fetch');
    // Kept until forgotten: a re-render finds the same failure.
    expect(loader.load({ remote: 'catalog', module: 'CategoryPage' }, 'en')).toBe(failed);

    connected = true;
    loader.forgetFailures();
    await expect(loader.load({ remote: 'catalog', module: 'CategoryPage' }, 'en')).resolves.toMatchObject({
      module: page,
    });
    expect(loader.load({ remote: 'catalog', module: 'HomePage' }, 'en')).toBe(loaded);
    // The home page's code once, the category page's twice offline (the load's own retry) and once back online.
    expect(asked).toEqual(['catalog/HomePage', 'catalog/CategoryPage', 'catalog/CategoryPage', 'catalog/CategoryPage']);
  });
});

describe('messagesOf', () => {
  it("reads a module's messages once per language and hands back the same object; another module reads its own", async () => {
    const asked: string[] = [];
    const module = {
      loadMessages: (lang: Locale) => {
        asked.push(lang);
        return Promise.resolve({ 'catalog.title': `title ${lang}` });
      },
    };
    const first = await messagesOf(module, 'fr');
    expect(await messagesOf(module, 'fr')).toBe(first);
    expect(first).toEqual({ 'catalog.title': 'title fr' });
    expect(await messagesOf(module, 'de')).toEqual({ 'catalog.title': 'title de' });
    expect(asked).toEqual(['fr', 'de']);

    const newVersion = { loadMessages: module.loadMessages };
    await messagesOf(newVersion, 'fr');
    expect(asked).toEqual(['fr', 'de', 'fr']);
  });

  it('does not keep a failed read: the next load asks again', async () => {
    let calls = 0;
    const module = {
      loadMessages: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('chunk missing')) : Promise.resolve({ 'catalog.title': 'ok' });
      },
    };
    await expect(messagesOf(module, 'en')).rejects.toThrow('chunk missing');
    await expect(messagesOf(module, 'en')).resolves.toEqual({ 'catalog.title': 'ok' });
    expect(calls).toBe(2);
  });
});
