import { parseOverrideOrigins, parseOverrides, withOverrides } from './remote-overrides.tsx';
import { serverRenderedRemotes } from '../src/federation/registry.ts';

describe('local remote overrides', () => {
  it('are off unless the shop runs in development or the operator lists origins', () => {
    expect(parseOverrideOrigins({})).toBeNull();
    expect(parseOverrideOrigins({ SHOP_ENV: 'production' })).toBeNull();
    expect(parseOverrideOrigins({ SHOP_ENV: 'development' })).toContain('http://localhost:4002');
    expect(parseOverrideOrigins({ REMOTE_OVERRIDE_ORIGINS: 'http://localhost:9000, https://dev.example' })).toEqual([
      'http://localhost:9000',
      'https://dev.example',
    ]);
  });

  it('refuses an operator setting that is not a list of origins', () => {
    expect(() => parseOverrideOrigins({ REMOTE_OVERRIDE_ORIGINS: 'http://localhost:9000/path' })).toThrow(
      /REMOTE_OVERRIDE_ORIGINS/,
    );
    expect(() => parseOverrideOrigins({ REMOTE_OVERRIDE_ORIGINS: 'javascript:alert(1)' })).toThrow(/http\(s\) origins/);
  });

  it('keep only remote entries on an allowed origin, for known remotes', () => {
    const cookie = JSON.stringify({
      checkout: 'http://localhost:4002/checkout/remoteEntry.js',
      catalog: 'https://evil.example/catalog/remoteEntry.js',
      account: 'http://localhost:4002/account/other.js',
      unknown: 'http://localhost:4002/unknown/remoteEntry.js',
    });
    expect(parseOverrides(cookie, ['http://localhost:4002'])).toEqual({
      checkout: 'http://localhost:4002/checkout/remoteEntry.js',
    });
    expect(parseOverrides('not json', ['http://localhost:4002'])).toEqual({});
    expect(parseOverrides(undefined, ['http://localhost:4002'])).toEqual({});
  });

  it('take the overridden remote out of server rendering only', () => {
    const entry = { version: '1', browser: 'http://r/mf-manifest.json', server: 'http://r/server/remoteEntry.js' };
    const registry = { remotes: { catalog: entry, checkout: entry, account: entry } };
    expect(serverRenderedRemotes(registry)).toEqual(['catalog', 'checkout', 'account']);
    const overridden = withOverrides(registry, { checkout: 'http://localhost:4002/checkout/remoteEntry.js' });
    expect(serverRenderedRemotes(overridden)).toEqual(['catalog', 'account']);
    expect(overridden.remotes).toBe(registry.remotes);
  });
});
