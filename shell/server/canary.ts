/**
 * Which version of each remote a shopper is served while a canary runs (ADR 0702). A shopper draws a bucket 0..99 once
 * (a first-party cookie the shell's server sets on the first page it renders while a canary runs); they are in the
 * canary of remote R iff their bucket is below R's canary percent. So a shopper sticks to one side across pages,
 * reloads and tabs, and the same buckets stay in when a canary's share grows.
 * "The registry as this shopper sees it" (`registryForBucket`) names one version per remote: the render, the page's
 * entries and hashes, its Content-Security-Policy and the render cache key all use it, so one page never mixes versions.
 * Pure but for the random draw. The page views each version served are counted where pages are rendered (render/index.ts).
 */
import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RemoteName } from '@storefront/shared/remotes';
import { registeredRemotes, type Registry } from '../src/federation/registry.ts';

/** The shopper's bucket, 0..99: random, the same for every canary, read by the server only. */
export const bucketCookie = 'sf_bucket';
/**
 * The canaries this shopper is served (`variantKey`), for a CDN to key shared pages on (README "CDN caching of shared
 * pages"); the shell itself never trusts it, it decides from the bucket and corrects this cookie when it differs.
 */
export const variantCookie = 'sf_variant';
/** The response header naming the page's variant, and the request header a CDN copies `sf_variant` into to key on it. */
export const variantHeader = 'x-storefront-variant';
/** A year: a shopper keeps their side for every canary to come. */
const cookieMaxAge = 365 * 24 * 60 * 60;

/** The bucket a cookie holds, or undefined when it holds none (absent, or not a whole number 0..99). */
export function bucketOf(cookies: Record<string, string>): number | undefined {
  const value = cookies[bucketCookie];
  if (value === undefined || !/^\d{1,2}$/.test(value)) return undefined;
  return Number(value);
}

/** The remotes with a canary running, in `remoteNames` order. */
export const runningCanaries = (registry: Registry): RemoteName[] =>
  registeredRemotes(registry).filter((name) => registry.remotes[name]?.canary !== undefined);

/** Resolved registries per registry read and per set of canaries served: the same object each time, so a render cache
 * key hashes it once (render-cache.ts memoizes by object). */
const resolved = new WeakMap<Registry, Map<string, Registry>>();

/**
 * The registry as a shopper in `bucket` sees it: each remote's stable entry, or its canary entry when the bucket is
 * below the canary's percent; no `canary` field left (a change of share alone changes nothing of a page's bytes).
 * Without any canary running it is `registry` itself.
 */
export function registryForBucket(registry: Registry, bucket: number): Registry {
  const canaries = runningCanaries(registry);
  if (canaries.length === 0) return registry;
  const served = canaries.filter((name) => bucket < registry.remotes[name]!.canary!.percent);
  const key = served.join(',');
  let byServed = resolved.get(registry);
  if (!byServed) {
    byServed = new Map();
    resolved.set(registry, byServed);
  }
  let seen = byServed.get(key);
  if (!seen) {
    const remotes: Registry['remotes'] = {};
    for (const name of registeredRemotes(registry)) {
      const { canary, ...stable } = registry.remotes[name]!;
      if (canary && served.includes(name)) {
        const { percent: _percent, since: _since, ...entry } = canary;
        remotes[name] = entry;
      } else remotes[name] = stable;
    }
    seen = { ...registry, remotes, servedCanaries: served };
    byServed.set(key, seen);
  }
  return seen;
}

/** The canaries a resolved registry serves, as `remote@version` joined by `~` ('' when it serves none: stable). */
export const variantKey = (registry: Registry): string =>
  (registry.servedCanaries ?? []).map((name) => `${name}@${registry.remotes[name]?.version}`).join('~');

/** What a page request is served: the registry as its shopper sees it, and the cookies to set with the page. */
export interface ShopperVariant {
  registry: Registry;
  /** `variantKey` of `registry`. */
  key: string;
  /** Set-Cookie values: a first bucket, or a corrected `sf_variant`; none once the browser holds the right ones. */
  setCookies: string[];
  /**
   * Whether a shared cache may keep this response: it sets no cookie, and it is the stable variant or the request
   * said (through the CDN's `x-storefront-variant`) that the CDN keys it by its variant. A canary copy is never left
   * to a CDN that would serve it to every shopper.
   */
  cacheableAtCdn: boolean;
}

const cookieString = (name: string, value: string, secure: boolean, maxAge = cookieMaxAge) =>
  `${name}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;

/**
 * The variant of one page request: the shopper's bucket from their cookie, or a new one drawn now (only while a canary
 * runs: without one no page depends on it, and shared pages stay free of cookies for every CDN as before).
 */
export function shopperVariant(
  registry: Registry,
  request: { cookies: Record<string, string>; headers: IncomingMessage['headers']; secure: boolean },
  draw: () => number = () => randomInt(100),
): ShopperVariant {
  const setCookies: string[] = [];
  let bucket = bucketOf(request.cookies);
  if (bucket === undefined && runningCanaries(registry).length > 0) {
    bucket = draw();
    setCookies.push(cookieString(bucketCookie, String(bucket), request.secure));
  }
  const served = bucket === undefined ? registry : registryForBucket(registry, bucket);
  const key = variantKey(served);
  const held = request.cookies[variantCookie] ?? '';
  if (held !== key)
    setCookies.push(
      key ? cookieString(variantCookie, key, request.secure) : cookieString(variantCookie, '', request.secure, 0),
    );
  const asked = request.headers[variantHeader];
  return {
    registry: served,
    key,
    setCookies,
    cacheableAtCdn: setCookies.length === 0 && (key === '' || asked === key),
  };
}
