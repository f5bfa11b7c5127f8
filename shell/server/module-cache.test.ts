import { createModuleCache } from './module-cache.ts';

/** A stand-in for the federation runtime's loadRemote: a new module object per call, each call counted. */
function runtime(answers: Record<string, () => Promise<unknown>> = {}) {
  const calls: string[] = [];
  const load = (id: string) => {
    calls.push(id);
    return answers[id]?.() ?? Promise.resolve({ id, version: calls.length });
  };
  return { calls, load };
}

describe('createModuleCache', () => {
  it('asks the runtime once per module and hands every later request the same module', async () => {
    const { calls, load } = runtime();
    const cache = createModuleCache(load);
    const [first, again] = await Promise.all([cache.load('catalog/ProductPage'), cache.load('catalog/ProductPage')]);
    expect(again).toBe(first);
    expect(await cache.load('catalog/ProductPage')).toBe(first);
    await cache.load('account/AccountMenu');
    expect(calls).toEqual(['catalog/ProductPage', 'account/AccountMenu']);
  });

  it("forgets one remote's modules when its version changes, and only that remote's", async () => {
    const { calls, load } = runtime();
    const cache = createModuleCache(load);
    const old = await cache.load('catalog/ProductPage');
    const menu = await cache.load('account/AccountMenu');
    cache.forget('catalog');
    const fresh = await cache.load('catalog/ProductPage');
    expect(fresh).not.toBe(old);
    expect(await cache.load('account/AccountMenu')).toBe(menu);
    expect(calls).toEqual(['catalog/ProductPage', 'account/AccountMenu', 'catalog/ProductPage']);
  });

  it('keeps neither a failed load nor one that found nothing: the next request asks again', async () => {
    let attempt = 0;
    const { calls, load } = runtime({
      'checkout/CartPage': () => {
        attempt += 1;
        if (attempt === 1) return Promise.reject(new Error('entry answered 500'));
        if (attempt === 2) return Promise.resolve(undefined);
        return Promise.resolve({ id: 'checkout/CartPage' });
      },
    });
    const cache = createModuleCache(load);
    await expect(cache.load('checkout/CartPage')).rejects.toThrow('entry answered 500');
    expect(await cache.load('checkout/CartPage')).toBeUndefined();
    expect(await cache.load('checkout/CartPage')).toEqual({ id: 'checkout/CartPage' });
    expect(await cache.load('checkout/CartPage')).toEqual({ id: 'checkout/CartPage' });
    expect(calls).toEqual(['checkout/CartPage', 'checkout/CartPage', 'checkout/CartPage']);
  });
});
