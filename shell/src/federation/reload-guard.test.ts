import { createReloadGuard, isStaleChunkError, reloadGuardKey, reloadWindowMs } from './reload-guard.ts';

function setup(start = 1_000_000) {
  const saved = new Map<string, string>();
  const clock = { now: start };
  const reload = jest.fn();
  const guard = createReloadGuard({
    storage: { getItem: (key) => saved.get(key) ?? null, setItem: (key, value) => void saved.set(key, value) },
    reload,
    now: () => clock.now,
  });
  return { guard, reload, clock, saved };
}

describe('the reload guard', () => {
  it('reloads once per path within the window, never in a loop', () => {
    const { guard, reload, clock } = setup();
    expect(guard.tryReload('/en/wishlist')).toBe(true);
    clock.now += 3000;
    expect(guard.tryReload('/en/wishlist')).toBe(false);
    clock.now += reloadWindowMs - 3001;
    expect(guard.tryReload('/en/wishlist')).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a path again once the window has passed, and other paths on their own', () => {
    const { guard, reload, clock } = setup();
    expect(guard.tryReload('/en/wishlist')).toBe(true);
    expect(guard.tryReload('/en/compare')).toBe(true);
    clock.now += reloadWindowMs;
    expect(guard.tryReload('/en/wishlist')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('remembers across page loads (the storage outlives the reload) and forgets old paths', () => {
    const { guard, saved, clock } = setup();
    guard.tryReload('/en/a');
    clock.now += reloadWindowMs + 1;
    guard.tryReload('/en/b');
    expect(Object.keys(JSON.parse(saved.get(reloadGuardKey) ?? '{}') as object)).toEqual(['/en/b']);
    const again = createReloadGuard({
      storage: { getItem: (key) => saved.get(key) ?? null, setItem: () => undefined },
      reload: jest.fn(),
      now: () => clock.now,
    });
    expect(again.tryReload('/en/b')).toBe(false);
  });

  it('never reloads when it cannot remember the reload', () => {
    const reload = jest.fn();
    const guard = createReloadGuard({
      storage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {
          throw new Error('SecurityError');
        },
      },
      reload,
    });
    expect(guard.tryReload('/en')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reads a damaged record as none', () => {
    const { guard, saved, reload } = setup();
    saved.set(reloadGuardKey, '{not json');
    expect(guard.tryReload('/en')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('isStaleChunkError', () => {
  it('knows a missing chunk or file', () => {
    const chunk = Object.assign(new Error('Loading chunk 512 failed.\n(missing: http://x/512.js)'), {
      name: 'ChunkLoadError',
    });
    expect(isStaleChunkError(chunk)).toBe(true);
    expect(isStaleChunkError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(
      isStaleChunkError(new Error('wrapped', { cause: new Error('http://x/mf-manifest.json answered 404') })),
    ).toBe(true);
  });

  it('leaves a remote that is down, broken or slow to the slot', () => {
    expect(isStaleChunkError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isStaleChunkError(new Error('http://x/mf-manifest.json answered 500'))).toBe(false);
    expect(isStaleChunkError(new Error('loading catalog/WishlistPage took longer than 2000 ms'))).toBe(false);
    expect(isStaleChunkError(undefined)).toBe(false);
  });
});
