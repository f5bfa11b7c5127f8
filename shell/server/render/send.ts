/**
 * The last steps of a page request: its headers and bytes. A shared render (from the cache or just made) is sent
 * whole with its hashes in the policy and the CDN headers. A personal page, with a fresh nonce and `private, no-store`,
 * is sent whole too (`personal.ts`), or, when a region of it was left to the browser, streamed (gzipped as it goes,
 * flushed after each burst of chunks, so the browser starts on what is ready at once).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { PassThrough, type Writable } from 'node:stream';
import zlib from 'node:zlib';
import type { RenderContext, SharedRender } from './context.ts';
import { documentTail } from '../document.ts';
import { sendBackendDown, sendMaintenance } from '../error-document.tsx';
import { newNonce, securityHeaders, type HeaderInput } from '../security-headers.ts';
import type { PageRequest } from './request.ts';
import { cacheHeaders } from './response-headers.ts';
import type { ShopperVariant } from '../canary.ts';
import { cutPagePart } from './page-part.ts';

/**
 * zlib levels of documents (ADR 0600, "Uncached render cost"): every document is compressed for its first response at
 * level 3, in the render's turn, where level 6 costs 1.7 times the CPU (2.2-2.35 against 1.3 ms for a 141 KB category
 * page here) for 8% fewer bytes. A document the render cache serves again is compressed once more at level 6 for
 * everyone it is sent to after that, on libuv's threads (`compressForMany`, `shared.ts`).
 */
export const gzipLevels = { kept: 6, once: 3 } as const;

/** A redirect: never stored. */
export function redirect(res: ServerResponse, to: string, status: number, headers: OutgoingHttpHeaders = {}) {
  res.writeHead(status, { location: to, 'cache-control': 'no-store', ...headers });
  res.end();
}

/** Sets a document's security headers: the registry's remote origins, and a nonce or the document's script hashes. */
export function applySecurity(
  res: ServerResponse,
  context: Pick<RenderContext, 'security'>,
  remoteOrigins: string[],
  scripts: HeaderInput['scripts'],
): void {
  for (const [name, value] of Object.entries(securityHeaders({ ...context.security, remoteOrigins, scripts })))
    res.setHeader(name, value);
}

/** Step: sends a shared render (from the cache or just made) with its caching and security headers. */
export function sendShared(
  req: IncomingMessage,
  res: ServerResponse,
  rendered: SharedRender,
  request: PageRequest,
  context: Pick<RenderContext, 'config' | 'shellAssets' | 'security' | 'cdn'>,
  remoteOrigins: string[],
  cacheState: string,
  variant: Pick<ShopperVariant, 'setCookies' | 'cacheableAtCdn'> = { setCookies: [], cacheableAtCdn: true },
): void {
  if (variant.setCookies.length) res.setHeader('set-cookie', variant.setCookies);
  if (rendered.kind === 'redirect') return redirect(res, rendered.to, rendered.status);
  if (rendered.kind === 'maintenance' || rendered.kind === 'unreachable') {
    applySecurity(res, context, remoteOrigins, { nonce: newNonce() });
    const send = rendered.kind === 'maintenance' ? sendMaintenance : sendBackendDown;
    return send(req, res, { theme: context.config.shop.theme, stylesheets: context.shellAssets.stylesheets });
  }
  if (request.part && rendered.status === 200) return sendPart(res, rendered, request, context, variant);
  applySecurity(res, context, remoteOrigins, { hashes: rendered.scriptHashes });
  const timing = [
    `cache;desc=${cacheState}`,
    ...(cacheState === 'hit' || cacheState === 'stale' ? [] : [rendered.timing]),
  ];
  sendWhole(
    res,
    rendered.status,
    { ...sharedHeaders(rendered, request, context, variant), 'server-timing': timing.filter(Boolean).join(', ') },
    rendered.html,
    request.acceptsGzip,
    rendered.gzip,
  );
}

/**
 * Sends a whole document in one write, with its length: compressed when the browser asks for it (`gzipped` when it
 * was made before, else now at the level for one response).
 */
export function sendWhole(
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  html: string,
  acceptsGzip: boolean,
  gzipped?: Buffer,
): void {
  const body = acceptsGzip ? (gzipped ?? zlib.gzipSync(html, { level: gzipLevels.once })) : html;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'x-content-type-options': 'nosniff',
    ...headers,
    ...(acceptsGzip ? { 'content-encoding': 'gzip' } : {}),
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** What a shared render's answer (the page, or a part of it) says of its bytes and who may keep them. */
function sharedHeaders(
  rendered: Extract<SharedRender, { kind: 'document' }>,
  request: PageRequest,
  context: Pick<RenderContext, 'cdn'>,
  variant: Pick<ShopperVariant, 'cacheableAtCdn'>,
): OutgoingHttpHeaders {
  return {
    'x-content-type-options': 'nosniff',
    ...cacheHeaders(
      {
        shared: true,
        status: rendered.status,
        degraded: rendered.degraded,
        byAddress: request.countryByAddress,
        shopperOnly: !variant.cacheableAtCdn,
      },
      context.cdn,
    ),
    ...(request.acceptsGzip ? { 'content-encoding': 'gzip' } : {}),
  };
}

/** A part asked of a page that has none (a personal page, a document of another shape): the starter loads the page. */
export function notAPart(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
  res.end('No such part');
}

/**
 * Step: sends the part of a shared 200 render its starter asked for (page-part.ts), cached as the page is. A page that is
 * not a 200 (a redirect, a 404, maintenance) is answered as it is: the starter then loads it natively.
 */
function sendPart(
  res: ServerResponse,
  rendered: Extract<SharedRender, { kind: 'document' }>,
  request: PageRequest,
  context: Pick<RenderContext, 'cdn'>,
  variant: Pick<ShopperVariant, 'cacheableAtCdn'>,
): void {
  const part = request.part ? cutPagePart(rendered.html, request.part) : null;
  if (!part) return notAPart(res);
  res.writeHead(200, {
    'content-type': part.type,
    'x-robots-tag': 'noindex',
    ...sharedHeaders(rendered, request, context, variant),
  });
  res.end(request.acceptsGzip ? zlib.gzipSync(part.body, { level: gzipLevels.once }) : part.body);
}

/** Streams a personal document: the head at once, then React's chunks as they come, then the tail. */
export function streamDocument(
  res: ServerResponse,
  acceptsGzip: boolean,
  document: {
    status: number;
    headers: OutgoingHttpHeaders;
    head: string;
    pipe: (into: Writable) => void;
    /** Called once the last byte is written. */
    done: () => void;
  },
): void {
  const gzip = acceptsGzip ? zlib.createGzip({ level: gzipLevels.once }) : null;
  res.writeHead(document.status, {
    'content-type': 'text/html; charset=utf-8',
    'x-content-type-options': 'nosniff',
    ...document.headers,
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  gzip?.pipe(res);
  // What comes in one go (the head and a ready page's chunks, written in the same turn) is compressed and sent as one
  // piece, flushed once the turn is over: a flush per chunk of React's ~2 KB cost a deflate call, a turn of the thread
  // pool and a socket write each, and kept the response open longer. A later chunk (a slot that waited) gets its own.
  let flushDue = false;
  const write = (chunk: string | Buffer) => {
    if (!gzip) return void res.write(chunk);
    gzip.write(chunk);
    if (flushDue) return;
    flushDue = true;
    setImmediate(() => {
      flushDue = false;
      gzip.flush();
    });
  };
  write(document.head);
  const body = new PassThrough();
  body.on('data', write);
  body.on('end', () => {
    if (gzip) gzip.end(documentTail());
    else res.end(documentTail());
    document.done();
  });
  document.pipe(body);
}
