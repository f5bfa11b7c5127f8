/**
 * Caching headers of page responses (ADR 0600), pure. A shared page: public, shared caches keep it `s-maxage` and
 * serve it stale while they refresh it; browsers revalidate (a publish shows on the next page); it varies only by
 * what its bytes depend on (encoding, and the CDN's country header that decides the country notice). A personal
 * page, a non-200 or a page rendered degraded: `private, no-store`, nothing keeps it. A shared page whose country was
 * looked up from the client's address (`GEOIP=on`, no CDN header; ADR 0013) depends on that address, which no `Vary`
 * can name: `private, max-age=0`, so a CDN or proxy never serves one visitor's notice to another (the shell's own
 * render cache keys it by that country and still serves it).
 */
import { countryHeaders } from '../visitor.ts';
import { variantHeader } from '../canary.ts';

export interface SharedCachePolicy {
  /** Seconds a shared cache serves the page as fresh. */
  sMaxAgeSeconds: number;
  /** Seconds after that it may serve it while it refreshes it. */
  staleSeconds: number;
}

/**
 * The `Vary` of a shared page: each header its bytes depend on, and no other (never Cookie: it reads none): the
 * encoding, the CDN's country, and the variant a CDN keys it by while a canary runs (copied from the `sf_variant`
 * cookie, canary.ts).
 */
export const sharedVary = ['Accept-Encoding', ...countryHeaders.map(titleCase), titleCase(variantHeader)].join(', ');

function titleCase(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_all, dash: string, letter: string) => dash + letter.toUpperCase());
}

export function cacheHeaders(
  page: {
    shared: boolean;
    status: number;
    degraded: boolean;
    byAddress?: boolean;
    /**
     * The response is this shopper's own although the page is shared: it sets their canary cookies, or it is a
     * canary's copy that a CDN is not known to key by variant (canary.ts, ADR 0702).
     */
    shopperOnly?: boolean;
  },
  policy: SharedCachePolicy,
): Record<string, string> {
  const whole = page.shared && page.status === 200 && !page.degraded;
  if (whole && (page.byAddress || page.shopperOnly)) return { 'cache-control': 'private, max-age=0', vary: sharedVary };
  if (whole)
    return {
      'cache-control': `public, max-age=0, s-maxage=${policy.sMaxAgeSeconds}, stale-while-revalidate=${policy.staleSeconds}`,
      vary: sharedVary,
    };
  return { 'cache-control': 'private, no-store', vary: 'Accept-Encoding' };
}

/** Step durations of one render, as a Server-Timing header shows them in the browser's developer tools. */
export function createStepTimer(now: () => number = () => performance.now()) {
  const steps: [string, number][] = [];
  let last = now();
  return {
    /** Closes the step that just ran under `name`. */
    step(name: string): void {
      const at = now();
      steps.push([name, at - last]);
      last = at;
    },
    header(extra: readonly string[] = []): string {
      return [...steps.map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`), ...extra].join(', ');
    },
  };
}
