/** @jest-environment node */
import { cacheHeaders, createStepTimer, sharedVary } from './response-headers.ts';

const policy = { sMaxAgeSeconds: 10, staleSeconds: 60 };

describe('cacheHeaders', () => {
  it('lets shared caches keep a good shared page, varying only by what its bytes depend on', () => {
    expect(cacheHeaders({ shared: true, status: 200, degraded: false }, policy)).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=60',
      vary: 'Accept-Encoding, Cf-Ipcountry, Cloudfront-Viewer-Country, X-Country, X-Storefront-Variant',
    });
    expect(sharedVary).not.toMatch(/cookie/i);
  });

  it('keeps a shared page that is one shopper’s own (it sets their canary cookies) out of shared caches', () => {
    expect(cacheHeaders({ shared: true, status: 200, degraded: false, shopperOnly: true }, policy)).toEqual({
      'cache-control': 'private, max-age=0',
      vary: sharedVary,
    });
  });

  it('keeps personal pages, non-200 answers and degraded renders out of every cache', () => {
    for (const page of [
      { shared: false, status: 200, degraded: false },
      { shared: true, status: 404, degraded: false },
      { shared: true, status: 200, degraded: true },
    ])
      expect(cacheHeaders(page, policy)).toEqual({ 'cache-control': 'private, no-store', vary: 'Accept-Encoding' });
  });

  it('keeps a shared page whose country came from the client’s address out of shared caches (no Vary names it)', () => {
    expect(cacheHeaders({ shared: true, status: 200, degraded: false, byAddress: true }, policy)).toEqual({
      'cache-control': 'private, max-age=0',
      vary: sharedVary,
    });
    expect(cacheHeaders({ shared: true, status: 200, degraded: true, byAddress: true }, policy)).toEqual({
      'cache-control': 'private, no-store',
      vary: 'Accept-Encoding',
    });
  });
});

describe('createStepTimer', () => {
  it('names each step with the time since the one before', () => {
    const times = [0, 2, 7.25];
    const timer = createStepTimer(() => times.shift() ?? 0);
    timer.step('data');
    timer.step('render');
    expect(timer.header(['cache;desc=miss'])).toBe('data;dur=2.0, render;dur=5.3, cache;desc=miss');
  });
});
