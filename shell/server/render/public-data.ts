/**
 * Public api data kept across requests by the shell's server (ADR 0600): the replies to the catalogue's and content's
 * public calls (menu, categories, listings, products, content), asked for without a cookie, are the same for every
 * guest, so a render takes them from memory instead of the api. Same story as the render cache: fresh for the time
 * to live, then served stale while one call refreshes it; bounded in bytes; only a 200 without a Set-Cookie is kept
 * (a 503 for maintenance, an error or a reply that opened a session never is). A call with a cookie always goes out,
 * but for the few that read nothing of the shopper (`sessionFreeCalls`).
 */
import { deepFreeze } from '@storefront/shared/domain';
import { createRenderCache } from './render-cache.ts';

/** Calls whose reply depends only on their body and language (SPEC call names). */
export const publicCalls: ReadonlySet<string> = new Set([
  'bootstrap',
  'getProducts',
  'getProduct',
  'getCategory',
  'getBrands',
  'getBrand',
  'getContent',
  'getProductsFeatured',
  'getProductsBestsellers',
  'getProductsLatest',
  'getRelatedProducts',
  'search',
  'getCountries',
  'getCountry',
]);

/**
 * Public calls whose reply reads nothing of the shopper, so that a personal page's render asks them without its
 * cookie and takes them from memory too. The bootstrap (menu, shop name, pages, countries) is every personal page's
 * first call: each went to the api with the shopper's session, and under load they were a seventh of the api's calls,
 * each waiting for a database connection (ADR 0600, "What the api waited for").
 */
export const sessionFreeCalls: ReadonlySet<string> = new Set(['bootstrap']);

/**
 * Every object of a kept reply's parsed body: the same objects serve every render that reads the reply until it is
 * refreshed, so what is written of them can be written once (`page-data-json.ts`). Forgotten with the reply.
 */
const keptObjects = new WeakSet<object>();

/** Whether `value` is (part of) a kept reply's parsed body. */
export const isKeptReplyObject = (value: object): boolean => keptObjects.has(value);

function noteKept(value: unknown): void {
  if (value === null || typeof value !== 'object' || keptObjects.has(value)) return;
  keptObjects.add(value);
  for (const inner of Object.values(value)) noteKept(inner);
}

interface KeptReply {
  status: number;
  contentType: string;
  body: string;
  /** Kept only when the api answered 200, opened no session, and the cache can hold it. */
  keep: boolean;
  /** The body parsed, once, on the first read that asked for it (deep-frozen: every render shares it). */
  parsed?: { value: unknown };
  /** The reply as a Response, made once: every render's call is answered with it (read only, as the store reads it). */
  response?: KeptResponse;
}

/**
 * A kept reply as a Response whose `json()` hands back the body parsed once for all renders (ADR 0600, "Uncached
 * render cost": parsing the same listing's JSON again in every render was about 3% of its CPU), and `text()` the kept
 * text. It is made without a body stream: a Response over the text built a readable stream and copied the text into
 * bytes for every call of every render (3% of an uncached render), though the store only ever reads `json()`.
 */
class KeptResponse extends Response {
  readonly #reply: KeptReply;

  constructor(reply: KeptReply) {
    super(null, { status: reply.status, headers: { 'content-type': reply.contentType } });
    this.#reply = reply;
  }

  override json(): Promise<unknown> {
    const reply = this.#reply;
    if (!reply.parsed) {
      try {
        const value = deepFreeze(JSON.parse(reply.body) as unknown);
        // A reply not kept (an error, one that opened a session) serves this render only.
        if (reply.keep) noteKept(value);
        reply.parsed = { value };
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    return Promise.resolve(reply.parsed.value);
  }

  override text(): Promise<string> {
    return Promise.resolve(this.#reply.body);
  }
}

export interface PublicDataOptions {
  ttlMs: number;
  staleMs: number;
  maxBytes: number;
  /** The fetch the calls go out with (tests; default the global one). */
  upstream?: typeof fetch;
  now?: () => number;
}

/**
 * A request header (`name` in lower case). The store passes a plain object of lower-case names, read as it is: a
 * Headers object built to find a header it does not have (the cookie of a guest's call) cost about 1 % of a render.
 */
function headerOf(headers: RequestInit['headers'], name: string): string | undefined {
  if (headers && !(headers instanceof Headers) && !Array.isArray(headers)) {
    const plain = headers as Record<string, string | undefined>;
    if (name in plain) return plain[name];
    const written = Object.keys(plain).find((key) => key.toLowerCase() === name);
    return written === undefined ? undefined : plain[written];
  }
  return new Headers(headers).get(name) ?? undefined;
}

/**
 * The call an api URL names: its path's last segment (`…/api/getProducts`), read without parsing the URL, which cost
 * about 1 % of an uncached render's CPU here (the base query adds no query string or fragment; both are cut all the same).
 */
export const callOf = (url: string): string => {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  const slash = path.lastIndexOf('/');
  // The last slash of `scheme://`: the URL has no path.
  return slash <= path.indexOf('//') + 1 ? '' : path.slice(slash + 1);
};

/** A fetch for the server's stores that answers public calls asked without a cookie from memory. */
export function createPublicDataFetch(options: PublicDataOptions): typeof fetch {
  const upstream = options.upstream ?? fetch;
  const sizeOf = (reply: Pick<KeptReply, 'body'>) => reply.body.length * 2 + 64;
  const replies = createRenderCache<KeptReply>({
    ttlMs: options.ttlMs,
    staleMs: options.staleMs,
    maxBytes: options.maxBytes,
    keep: (reply) => reply.keep,
    sizeOf,
    now: options.now,
  });
  const publicFetch = async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call = callOf(url);
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const withCookie = headerOf(init?.headers, 'cookie') !== undefined;
    if (
      !publicCalls.has(call) ||
      (withCookie && !sessionFreeCalls.has(call)) ||
      (init?.method ?? 'GET') !== 'POST' ||
      !body
    )
      return upstream(input, init);
    const language = headerOf(init?.headers, 'accept-language') ?? '';
    const key = `${language}\n${url}\n${body}`;
    // The request's abort signal is not passed on: the reply may serve other requests too. Nor is a cookie: the reply
    // is the guest's, whoever asked first.
    const { value } = await replies.get(key, async () => {
      const headers = new Headers(init?.headers);
      headers.delete('cookie');
      const response = await upstream(url, { method: 'POST', headers, body });
      const text = await response.text();
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'application/json',
        body: text,
        // A reply larger than the whole cache would not be kept in it either: it serves this render only.
        keep:
          response.status === 200 &&
          response.headers.getSetCookie().length === 0 &&
          sizeOf({ body: text }) <= options.maxBytes,
      };
    });
    // One Response a reply, whose headers and status every call reads alike: building one (its headers checked and
    // copied) was about 2 % of an uncached render's CPU.
    value.response ??= new KeptResponse(value);
    return value.response;
  };
  return publicFetch as typeof fetch;
}
