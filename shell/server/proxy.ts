/** Forwards /api/* and /cms/* to the api, so the shopper's session cookie is first-party to the shop. */
import http from 'node:http';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mayBeReplayable, mayReplay } from '@storefront/shared/server/replay';
import { clientAddress } from './client-address.ts';
import { droppedCodes } from './dropped-connection.ts';

/** How long the api gets to answer a request's headers alone (see `answerToHeaders`). */
const headersOnlyTimeoutMs = 2000;
/** How long the rest of a body already answered may take to arrive before its connection is dropped. */
const drainTimeoutMs = 10_000;
/**
 * The largest body kept for a call that may be sent again (its JSON; the api refuses more than 64 KB anyway), and how
 * often and how soon it is sent again: the node:cluster supervisor in front of the api instances hands the new
 * connection to an instance that is up (ADR 0103).
 */
const keptBodyLimit = 64 * 1024;
/** Answers smaller than this (bytes) are passed on uncompressed. */
const compressThreshold = 1024;
const resends = 2;
const resendDelayMs = 50;

/**
 * The shopper may be answered before their body has been read whole (the api's early 413, an unreachable api). What
 * is left of it is then read and dropped, so the connection can carry the shopper's next request; left unread, the
 * connection would stall with the upload half done (Node's server drains a body only when nothing has read from it).
 * A body that keeps coming past `drainTimeoutMs` loses its connection.
 */
function drainAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  res.once('finish', () => {
    if (req.complete) return;
    req.unpipe();
    const timer = setTimeout(() => req.socket.destroy(), drainTimeoutMs);
    req.once('close', () => clearTimeout(timer));
    req.resume();
  });
}

function unreachable(res: ServerResponse): void {
  if (res.headersSent) return void res.destroy();
  // The client maps an unreachable middleware to its own message (SPEC section 8).
  res.writeHead(502, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ success: false, code: 502, psdata: null, message: 'The storefront api is not reachable.' }));
}

function passOn(answer: IncomingMessage, res: ServerResponse): void {
  res.writeHead(answer.statusCode ?? 502, {
    ...endToEnd(answer.headers),
    'cache-control': edgeCacheControl(answer.headers),
  });
  answer.pipe(res);
}

/**
 * Headers that describe one connection, not the message (RFC 9110 section 7.6.1): a proxy drops them both ways, with
 * any header the Connection header names. Node writes its own framing (Content-Length or chunked) for each hop.
 */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The headers without the hop-by-hop ones. */
export function endToEnd<T extends http.IncomingHttpHeaders>(headers: T): T {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !hopByHop.has(name) && !named.includes(name)),
  ) as T;
}

/**
 * The api refuses an oversized body from its Content-Length alone, answers 413 and closes the connection while the
 * body is still arriving; the reset that follows can reach the proxy before the answer does, and takes the answer
 * with it. So when forwarding a body failed before any answer, the api is asked again with the same headers and no
 * body: an early refusal (413) comes back at once and is passed on; anything else waits for a body that never comes,
 * is abandoned (the api runs no call without its body) and the shopper gets the 502 the first failure meant.
 */
function answerToHeaders(target: URL, method: string, headers: OutgoingHttpHeaders, res: ServerResponse): void {
  let settled = false;
  const probe = http.request(target, { method, headers }, (answer) => {
    settled = true;
    clearTimeout(timer);
    if ((answer.statusCode ?? 0) < 400) {
      probe.destroy();
      return unreachable(res);
    }
    answer.on('end', () => probe.destroy());
    passOn(answer, res);
  });
  const timer = setTimeout(() => probe.destroy(new Error('no early answer')), headersOnlyTimeoutMs);
  probe.on('error', () => {
    clearTimeout(timer);
    if (!settled) unreachable(res);
  });
  probe.flushHeaders();
}

/**
 * What caches in front of the shop are told about an api reply (ADR 0600): a reply the api marks public (its images)
 * as it says; every other (calls answer for a session) `private, no-store`, so no shared cache keeps one.
 */
export function edgeCacheControl(headers: http.IncomingHttpHeaders): string {
  const value = headers['cache-control'];
  return value && /\bpublic\b/.test(value) ? value : 'private, no-store';
}

export interface ProxyOptions {
  /** The api's origin, e.g. http://127.0.0.1:4000. */
  apiUrl: string;
  /** A proxy in front of the shop is trusted to say who the client is (`TRUST_PROXY`). */
  trustProxy: boolean;
}

/** A call's JSON body that is kept whole, so the call can be sent again: the api's calls' own type, small enough. */
function worthKeeping(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length']);
  return (
    mayBeReplayable(request.url) &&
    /^application\/json\b/i.test(request.headers['content-type'] ?? '') &&
    length >= 0 &&
    length <= keptBodyLimit
  );
}

/** The paths the api answers, as the browser reaches them through the shop. */
export const proxiedPrefixes = ['/api/', '/cms/'] as const;

/**
 * Declares `/api/*` and `/cms/*` (every method), forwarded to the api by `@fastify/reply-from`. The api trusts
 * `X-Forwarded-For` from the shop (loopback) alone, so the shop sends exactly one address there, the client's as
 * `clientAddress` reads it: a client cannot choose the address its login attempts are counted under.
 */
export async function registerApiProxy(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  await app.register(async (scope) => {
    // Bodies are streamed to the api as they arrive, never read here: the api applies its own limit (the 413 above).
    // The stream handed on is a copy of the request's, so the proxy destroying it on an api failure leaves the
    // shopper's connection open for the answer.
    // A call that may be sent again (shared's `replayableCalls`) has its small JSON body kept whole instead.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (request, payload, done) => {
      if (!worthKeeping(request)) return done(null, payload.pipe(new PassThrough()));
      const chunks: Buffer[] = [];
      payload.on('data', (chunk: Buffer) => chunks.push(chunk));
      payload.on('end', () => done(null, Buffer.concat(chunks)));
      payload.on('error', (error) => done(error, undefined));
    });
    // The api answers in plain JSON (a listing is 34 KB; the shell's own server reads it on loopback, where compressing
    // would cost both ends for nothing). The shop's edge compresses what it passes to a browser: on a phone's link the
    // listing is 4.3 KB with Brotli (4.9 with gzip), about 150 ms sooner at 1.6 Mbps. Level 3 and quality 4 cost
    // 0.16-0.34 ms for that listing (level 6 0.44 ms for 10% fewer bytes); an answer the api compressed itself is
    // passed on as it is.
    await scope.register(compress, {
      threshold: compressThreshold,
      encodings: ['br', 'gzip'],
      zlibOptions: { level: 3 },
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    await scope.register(replyFrom, {
      base: options.apiUrl,
      // Node's http client, as before: the early-413 probe below speaks it too.
      http: {},
      // No call is sent again by method: a retried POST could place an order twice, and the api's 503 is the
      // shopper's. Only a call shared lists as safe to run twice is, per request (`retryDelay` below).
      retryMethods: [],
      disableRequestLogging: true,
    });
    // An answer that fails once the api has begun it (an instance dying mid-answer) reaches the shopper cut short,
    // as it would uncompressed: Brotli writes nothing until its input ends, so no header may have left yet, and the
    // shop's error page would go out under the answer's encoding and cookies.
    const answering = new WeakSet<IncomingMessage>();
    scope.setErrorHandler((error, request, reply) => {
      if (!answering.has(request.raw)) throw error;
      reply.hijack();
      reply.raw.destroy();
    });
    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.raw;
      const target = new URL(raw.url ?? '/', options.apiUrl);
      const method = raw.method ?? 'GET';
      let sent: OutgoingHttpHeaders = {};
      let failed = false;
      const kept = Buffer.isBuffer(request.body) ? request.body : undefined;
      // A body streamed on (too large, not JSON) cannot be sent twice.
      const replay = (kept !== undefined || request.body === undefined) && mayReplay(raw.url ?? '/', kept);
      drainAfterAnswer(raw, reply.raw);
      reply.from(undefined, {
        // No time limit, as before: a payment call may take what the payment provider takes.
        timeout: 0,
        ...(kept && { body: kept, contentType: raw.headers['content-type'] ?? '' }),
        // A call the api declares safe to send twice (see `keptBodyLimit`) is sent again when its connection was
        // dropped before any answer; an answer, a 5xx included, is always the shopper's.
        retryDelay: ({ err, res, attempt }) =>
          replay && err && !res && attempt < resends && droppedCodes.has(String(Reflect.get(err, 'code')))
            ? resendDelayMs * (attempt + 1)
            : null,
        rewriteRequestHeaders: (_request, headers) =>
          (sent = {
            ...endToEnd(headers),
            'x-forwarded-host': raw.headers.host ?? '',
            'x-forwarded-for': clientAddress(raw, options.trustProxy),
          }),
        rewriteHeaders: (headers) => ({ ...endToEnd(headers), 'cache-control': edgeCacheControl(headers) }),
        // reply-from closes the shopper's connection when the api answers before their body has been read whole;
        // the body is drained instead (`drainAfterAnswer`), so the answer is not lost to a reset mid-upload and the
        // connection carries their next request.
        onResponse: (_request, forwarded, answer) => {
          answering.add(raw);
          // A small answer goes as it came (the plugin's threshold is for whole bodies; a stream is compressed whatever
          // its size): a few hundred bytes gain nothing, and an early refusal (the api's 413, answered while the body
          // still arrives, then its connection reset) must be written as it arrives, not wait in a compressor for an
          // end the reset can take away.
          if (Number(forwarded.getHeader('content-length') ?? Infinity) < compressThreshold)
            request.headers['x-no-compression'] = '1';
          forwarded.removeHeader('connection');
          forwarded.send(answer.stream);
        },
        onError: (failing) => {
          if (failed) return;
          failed = true;
          // An answer the parser already holds is delivered before the next turn: that one goes to the shopper.
          setImmediate(() => {
            if (failing.sent) return;
            failing.hijack();
            const res = failing.raw as ServerResponse;
            if (!res.headersSent && !kept && Number(raw.headers['content-length']) > 0)
              return answerToHeaders(target, method, sent, res);
            unreachable(res);
          });
        },
      });
    };
    // A body goes to the api as it was sent (the plugin would unpack a compressed one and leave its length and
    // encoding headers saying otherwise).
    for (const prefix of proxiedPrefixes) scope.all(`${prefix}*`, { decompress: false }, forward);
  });
}
