/**
 * The EU's VIES service: is this VAT number registered for intra-community trade? One POST of
 * `{countryCode, vatNumber}` (the number without its prefix; EL for Greece) to `VIES_URL`, answered with
 * `{valid, userError, …}`, or `{actionSucceed: false, errorWrappers: [{error}]}` when it could not say (a member
 * state's register down, too many requests). VIES is often slow or down, so every outcome other than a clear yes or
 * no is "unavailable" and the caller goes on without it; definite answers are kept for a while (bounded, with a TTL)
 * so a shopper's repeated saves and every api call of one checkout ask once.
 */
import { LRUCache } from 'lru-cache';
import type { ViesSettings } from '../config.ts';

/** Registered; not registered (or not a number VIES accepts); or no answer to be had now. */
export type ViesAnswer = 'valid' | 'invalid' | 'unavailable';

export interface ViesClient {
  /** `vat` with its country prefix, as `normalizeVat` gives it (`DE123456789`). */
  check(vat: string): Promise<ViesAnswer>;
}

/** Numbers remembered at most; a shop sees far fewer distinct business customers a day. */
const CACHE_MAX = 10_000;

interface ViesReply {
  valid?: unknown;
  userError?: unknown;
  actionSucceed?: unknown;
  errorWrappers?: unknown;
}

/** VIES's reply read as an answer: only an explicit yes or no counts, anything else is "unavailable". */
export function readViesReply(status: number, body: unknown): ViesAnswer {
  const reply = (typeof body === 'object' && body !== null ? body : {}) as ViesReply;
  const errors = Array.isArray(reply.errorWrappers)
    ? reply.errorWrappers.map((wrapper: unknown) => (wrapper as { error?: unknown } | null)?.error)
    : [];
  // The number itself is refused (VIES checks its format too), whatever the status says.
  if (errors.includes('INVALID_INPUT') || reply.userError === 'INVALID_INPUT') return 'invalid';
  if (status < 200 || status >= 300 || errors.length > 0 || reply.actionSucceed === false) return 'unavailable';
  if (reply.valid === true) return 'valid';
  // valid: false with a member state's error (MS_UNAVAILABLE, TIMEOUT…) says nothing about the number.
  if (reply.valid === false && (reply.userError === undefined || reply.userError === 'INVALID')) return 'invalid';
  return 'unavailable';
}

export function createViesClient(settings: ViesSettings & { url: string }): ViesClient {
  const answers = new LRUCache<string, 'valid' | 'invalid'>({ max: CACHE_MAX, ttl: settings.cacheTtlMs });
  async function ask(vat: string): Promise<ViesAnswer> {
    try {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ countryCode: vat.slice(0, 2), vatNumber: vat.slice(2) }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      const body: unknown = await response.json().catch(() => null);
      return readViesReply(response.status, body);
    } catch {
      // Timed out, refused, reset: VIES is not reachable now.
      return 'unavailable';
    }
  }
  return {
    async check(vat) {
      const key = vat.toUpperCase();
      const known = answers.get(key);
      if (known) return known;
      const answer = await ask(key);
      if (answer !== 'unavailable') answers.set(key, answer);
      return answer;
    },
  };
}
