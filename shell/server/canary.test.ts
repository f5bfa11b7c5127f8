/** @jest-environment node */
import type { Registry } from '../src/federation/registry.ts';
import { bucketOf, registryForBucket, shopperVariant, variantKey } from './canary.ts';
import { cacheKey } from './render/render-cache.ts';

const entry = (name: string, version: string) => ({
  version,
  browser: `https://cdn.example/${name}/${version}/mf-manifest.json`,
  server: `https://cdn.example/${name}/${version}/server/remoteEntry.js`,
  integrity: { 'remoteEntry.js': `sha384-${name}${version}` },
});
const since = '2026-11-27T06:00:00.000Z';
const withCanary = (percent: number): Registry => ({
  remotes: {
    catalog: { ...entry('catalog', 'a'), canary: { ...entry('catalog', 'b'), percent, since } },
    checkout: entry('checkout', 'c'),
  },
});
const noCanary: Registry = { remotes: { catalog: entry('catalog', 'a'), checkout: entry('checkout', 'c') } };
const request = (cookies: Record<string, string>, headers: Record<string, string> = {}, secure = false) => ({
  cookies,
  headers,
  secure,
});

describe('registryForBucket', () => {
  it('serves the canary to buckets below its percent and the stable version to the others', () => {
    const registry = withCanary(50);
    expect(registryForBucket(registry, 0).remotes.catalog?.version).toBe('b');
    expect(registryForBucket(registry, 49).remotes.catalog?.version).toBe('b');
    expect(registryForBucket(registry, 50).remotes.catalog?.version).toBe('a');
    expect(registryForBucket(registry, 99).remotes.catalog?.version).toBe('a');
    // A remote without a canary is the same for everyone.
    expect(registryForBucket(registry, 0).remotes.checkout).toEqual(entry('checkout', 'c'));
  });

  it('names one version per remote: no canary field, no share, and which remotes are canaries', () => {
    const canary = registryForBucket(withCanary(50), 10);
    expect(canary.remotes.catalog).toEqual(entry('catalog', 'b'));
    expect(canary.servedCanaries).toEqual(['catalog']);
    expect(variantKey(canary)).toBe('catalog@b');
    const stable = registryForBucket(withCanary(50), 90);
    expect(stable.remotes.catalog).toEqual(entry('catalog', 'a'));
    expect(stable.servedCanaries).toEqual([]);
  });

  it('is the registry itself without a canary, and the same object for every bucket on one side', () => {
    expect(registryForBucket(noCanary, 3)).toBe(noCanary);
    const registry = withCanary(50);
    expect(registryForBucket(registry, 1)).toBe(registryForBucket(registry, 2));
    expect(registryForBucket(registry, 60)).toBe(registryForBucket(registry, 70));
    expect(registryForBucket(registry, 1)).not.toBe(registryForBucket(registry, 70));
  });

  it('renders shared pages once per variant: the cache key differs by side, not by bucket or share', () => {
    const key = (registry: Registry) =>
      cacheKey({ path: '/en', lang: 'en', origin: 'https://shop', noticeCountry: '', registry, shop: {} as never });
    const registry = withCanary(50);
    expect(key(registryForBucket(registry, 1))).toBe(key(registryForBucket(registry, 40)));
    expect(key(registryForBucket(registry, 60))).toBe(key(registryForBucket(registry, 99)));
    expect(key(registryForBucket(registry, 1))).not.toBe(key(registryForBucket(registry, 60)));
    // A change of share alone keeps both sides' pages.
    expect(key(registryForBucket(withCanary(20), 1))).toBe(key(registryForBucket(registry, 1)));
    expect(key(registryForBucket(withCanary(20), 60))).toBe(key(registryForBucket(registry, 60)));
  });
});

describe('shopperVariant', () => {
  it('reads the bucket from its cookie, and sets no cookie once the browser holds the right ones', () => {
    const variant = shopperVariant(withCanary(50), request({ sf_bucket: '7', sf_variant: 'catalog@b' }), () => {
      throw new Error('no draw: the shopper has a bucket');
    });
    expect(variant.registry.remotes.catalog?.version).toBe('b');
    expect(variant.key).toBe('catalog@b');
    expect(variant.setCookies).toEqual([]);
  });

  it('draws a bucket on the first page while a canary runs, and sets it with the variant for a CDN to key on', () => {
    const variant = shopperVariant(withCanary(50), request({}), () => 12);
    expect(variant.key).toBe('catalog@b');
    expect(variant.setCookies).toEqual([
      'sf_bucket=12; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly',
      'sf_variant=catalog@b; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly',
    ]);
    expect(variant.cacheableAtCdn).toBe(false);
    // Secure on an https origin; a stable shopper's first page sets the bucket only.
    expect(shopperVariant(withCanary(50), request({}, {}, true), () => 70).setCookies).toEqual([
      'sf_bucket=70; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly; Secure',
    ]);
  });

  it('sets no cookie at all while no canary runs, and clears a variant cookie left from one that ended', () => {
    const variant = shopperVariant(noCanary, request({}), () => {
      throw new Error('no draw without a canary');
    });
    expect(variant).toEqual({ registry: noCanary, key: '', setCookies: [], cacheableAtCdn: true });
    expect(shopperVariant(noCanary, request({ sf_bucket: '3', sf_variant: 'catalog@b' })).setCookies).toEqual([
      'sf_variant=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly',
    ]);
  });

  it('draws again for a bucket cookie that holds no bucket', () => {
    expect(bucketOf({ sf_bucket: '100' })).toBeUndefined();
    expect(bucketOf({ sf_bucket: 'x' })).toBeUndefined();
    expect(bucketOf({ sf_bucket: '07' })).toBe(7);
    expect(shopperVariant(withCanary(50), request({ sf_bucket: '-1' }), () => 80).setCookies[0]).toMatch(
      /^sf_bucket=80;/,
    );
  });

  it('leaves a canary copy to a CDN only when the request says the CDN keys it by that variant', () => {
    const cookies = { sf_bucket: '7', sf_variant: 'catalog@b' };
    expect(shopperVariant(withCanary(50), request(cookies)).cacheableAtCdn).toBe(false);
    expect(
      shopperVariant(withCanary(50), request(cookies, { 'x-storefront-variant': 'catalog@b' })).cacheableAtCdn,
    ).toBe(true);
    // The stable copy is what an unkeyed CDN may serve to anyone: one version, whole.
    expect(shopperVariant(withCanary(50), request({ sf_bucket: '80' })).cacheableAtCdn).toBe(true);
  });
});
