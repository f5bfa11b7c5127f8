/** @jest-environment node */
import type { Registry } from '../../src/federation/registry.ts';
import { cacheKey, createRenderCache, type CacheKeyParts } from './render-cache.ts';
import { registry, shop } from './test-utils.ts';

const parts: CacheKeyParts = {
  path: '/en/3-women?page=2',
  lang: 'en',
  origin: 'http://localhost:8080',
  noticeCountry: '',
  registry,
  shop,
};

describe('cacheKey', () => {
  it('is the same for two requests for the same document, new objects or not', () => {
    expect(cacheKey(parts)).toBe(cacheKey({ ...parts }));
    expect(cacheKey(parts)).toBe(cacheKey({ ...parts, registry: structuredClone(registry), shop: { ...shop } }));
  });

  it('differs by path, query, language, origin, notice country, any remote version and any shop setting', () => {
    const published: Registry = {
      remotes: {
        catalog: {
          version: '1.0.1',
          browser: 'http://localhost:3001/catalog/1.0.1/',
          server: 'http://localhost:3001/catalog/1.0.1/server/',
        },
      },
    };
    const variants: CacheKeyParts[] = [
      { ...parts, path: '/en/3-women' },
      { ...parts, path: '/en/3-women?page=3' },
      { ...parts, lang: 'fr', path: '/fr/3-femmes?page=2' },
      { ...parts, lang: 'fr' },
      { ...parts, origin: 'https://shop.example' },
      { ...parts, noticeCountry: 'FR' },
      { ...parts, registry: published },
      { ...parts, shop: { ...shop, theme: 'blue' } },
      { ...parts, shop: { ...shop, redirects: [{ from: '/en/old', to: '/en' }] } },
    ];
    const keys = new Set([cacheKey(parts), ...variants.map((variant) => cacheKey(variant))]);
    expect(keys.size).toBe(variants.length + 1);
  });
});

type Page = { html: string; ok: boolean };

function cacheAt(clock: { now: number }, maxBytes = 10_000) {
  return createRenderCache<Page>({
    ttlMs: 1000,
    staleMs: 5000,
    maxBytes,
    keep: (page) => page.ok,
    sizeOf: (page) => page.html.length,
    now: () => clock.now,
  });
}

describe('createRenderCache', () => {
  it('renders on a miss, then serves the same render until it is stale', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    let renders = 0;
    const render = async () => ({ html: `render ${++renders}`, ok: true });
    expect(await cache.get('a', render)).toEqual({ value: { html: 'render 1', ok: true }, state: 'miss' });
    clock.now = 999;
    expect(await cache.get('a', render)).toEqual({ value: { html: 'render 1', ok: true }, state: 'hit' });
    expect(renders).toBe(1);
  });

  it('serves a stale render at once while one background render replaces it', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    let renders = 0;
    let finish: () => void = () => undefined;
    const render = () =>
      new Promise<Page>((resolve) => {
        const n = ++renders;
        finish = () => resolve({ html: `render ${n}`, ok: true });
        if (n === 1) finish();
      });
    await cache.get('a', render);
    clock.now = 1500;
    expect(await cache.get('a', render)).toMatchObject({ value: { html: 'render 1' }, state: 'stale' });
    expect(await cache.get('a', render)).toMatchObject({ value: { html: 'render 1' }, state: 'stale' });
    expect(renders).toBe(2);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('a', render)).toMatchObject({ value: { html: 'render 2' }, state: 'hit' });
  });

  it('forgets a render past its stale time', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    let renders = 0;
    const render = async () => ({ html: `render ${++renders}`, ok: true });
    await cache.get('a', render);
    clock.now = 6001;
    expect(await cache.get('a', render)).toMatchObject({ value: { html: 'render 2' }, state: 'miss' });
  });

  it('renders once for requests that miss together', async () => {
    const cache = cacheAt({ now: 0 });
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { html: 'page', ok: true };
    };
    const answers = await Promise.all([cache.get('a', render), cache.get('a', render), cache.get('a', render)]);
    expect(renders).toBe(1);
    expect(answers.map((answer) => answer.value.html)).toEqual(['page', 'page', 'page']);
  });

  it('never keeps a render it is told not to (an error, a non-200, maintenance)', async () => {
    const cache = cacheAt({ now: 0 });
    let renders = 0;
    const render = async () => ({ html: `maintenance ${++renders}`, ok: false });
    expect((await cache.get('a', render)).value.html).toBe('maintenance 1');
    expect(await cache.get('a', render)).toMatchObject({ value: { html: 'maintenance 2' }, state: 'miss' });
    expect(cache.size).toBe(0);
  });

  it('a failed render is not kept and the next request renders again', async () => {
    const cache = cacheAt({ now: 0 });
    await expect(cache.get('a', () => Promise.reject(new Error('api down')))).rejects.toThrow('api down');
    expect(await cache.get('a', async () => ({ html: 'back', ok: true }))).toMatchObject({ state: 'miss' });
  });

  it('stays within its byte bound, dropping the least recently used', async () => {
    const cache = cacheAt({ now: 0 }, 100);
    const page = (html: string) => async () => ({ html, ok: true });
    await cache.get('a', page('a'.repeat(40)));
    await cache.get('b', page('b'.repeat(40)));
    await cache.get('a', page('unused'));
    await cache.get('c', page('c'.repeat(40)));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', page('new a'))).state).toBe('hit');
    expect((await cache.get('b', page('new b'))).state).toBe('miss');
  });
});
