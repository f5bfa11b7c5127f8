/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import type { RenderContext, SharedRender } from './context.ts';
import { readServerConfig } from '../config.ts';
import type { PageRequest } from './request.ts';
import { sendShared, streamDocument } from './send.ts';

// The shell's test setup fails any network call (component tests use stubs); these steps answer a loopback request.
const realFetch = globalThis.fetch;
beforeEach(() => {
  globalThis.fetch = realFetch;
});

const context: Pick<RenderContext, 'config' | 'shellAssets' | 'security' | 'cdn'> = {
  config: readServerConfig({}),
  shellAssets: { scripts: [], preload: [], stylesheets: [], integrity: {} },
  security: { apiBaseUrl: '/api', contentBaseUrl: '/cms', reportPath: '/csp-report', reportOnly: false },
  cdn: { sMaxAgeSeconds: 10, staleSeconds: 60 },
};
const html = '<!DOCTYPE html><html><head><script>window.a=1</script></head><body>page</body></html>';
const document: SharedRender = {
  kind: 'document',
  status: 200,
  html,
  gzip: zlib.gzipSync(html),
  scriptHashes: ["'sha256-abc'"],
  degraded: false,
  timing: 'data;dur=1.0, render;dur=2.0',
};
const request = (acceptsGzip: boolean): PageRequest => ({
  url: new URL('http://shop.invalid/en'),
  headers: {},
  cookies: {},
  origin: 'http://localhost:8080',
  acceptsGzip,
  noticeCountry: '',
  countryByAddress: false,
  part: null,
});

/** Serves one answer from `handler` on loopback and fetches it (without decoding, to see the bytes as sent). */
async function serve(handler: http.RequestListener, headers: Record<string, string> = {}) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ port: (server.address() as AddressInfo).port, host: '127.0.0.1', path: '/en', headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('sendShared', () => {
  it('sends the kept gzip bytes with CDN headers, the policy by hash and what the render waited on', async () => {
    const answer = await serve(
      (req, res) => sendShared(req, res, document, request(true), context, ['http://cdn.example'], 'miss'),
      { 'accept-encoding': 'gzip' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.equals(document.gzip as Buffer)).toBe(true);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self' 'sha256-abc' http://cdn.example");
    expect(answer.headers['content-security-policy']).not.toContain('nonce');
    expect(answer.headers['server-timing']).toBe('cache;desc=miss, data;dur=1.0, render;dur=2.0');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('a page whose visitor country came from the address is not for shared caches, even from the render cache', async () => {
    const located = { ...request(false), visitorCountry: 'DE', noticeCountry: 'DE', countryByAddress: true };
    const answer = await serve((req, res) => sendShared(req, res, document, located, context, [], 'hit'));
    expect(answer.headers['cache-control']).toBe('private, max-age=0');
  });

  it('a cache hit says so, and a client without gzip gets the plain bytes', async () => {
    const answer = await serve((req, res) => sendShared(req, res, document, request(false), context, [], 'hit'));
    expect(answer.body.toString()).toBe(html);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['server-timing']).toBe('cache;desc=hit');
  });

  it('a degraded or non-200 render is sent private, no-store; maintenance as the maintenance screen', async () => {
    const degraded = await serve((req, res) =>
      sendShared(req, res, { ...document, degraded: true }, request(false), context, [], 'off'),
    );
    expect(degraded.headers['cache-control']).toBe('private, no-store');
    const maintenance = await serve((req, res) =>
      sendShared(req, res, { kind: 'maintenance' }, request(false), context, [], 'miss'),
    );
    expect(maintenance.status).toBe(503);
    expect(maintenance.headers['cache-control']).toBe('no-store');
    expect(maintenance.headers['content-security-policy']).toMatch(/'nonce-[^']+'/);
    const moved = await serve((req, res) =>
      sendShared(req, res, { kind: 'redirect', to: '/en/x', status: 301 }, request(false), context, [], 'miss'),
    );
    expect([moved.status, moved.headers.location, moved.headers['cache-control']]).toEqual([301, '/en/x', 'no-store']);
  });
});

describe('sendShared: a part the starter asked for (page-part.ts)', () => {
  const shaped =
    '<!DOCTYPE html><html><head><title>Women</title></head><body><div id="app"><main>list</main>' +
    '<script>window.__SF__={"lang":"en"};</script></div></body></html>';
  const kept: SharedRender = { ...document, html: shaped, gzip: zlib.gzipSync(shaped) };
  const asking = (part: 'app' | 'data', acceptsGzip = false): PageRequest => ({ ...request(acceptsGzip), part });

  it('sends the app region with the page cached as the page is, and no policy of its own (it is not a document)', async () => {
    const answer = await serve((req, res) => sendShared(req, res, kept, asking('app', true), context, [], 'hit'), {
      'accept-encoding': 'gzip',
    });
    expect(answer.status).toBe(200);
    expect(zlib.gunzipSync(answer.body).toString()).toBe('<title>Women</title><main>list</main>');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });

  it('sends the page data as JSON', async () => {
    const answer = await serve((req, res) => sendShared(req, res, kept, asking('data'), context, [], 'hit'));
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body.toString())).toEqual({ lang: 'en' });
  });

  it('answers a page that is not a 200 as it is, and a document with no such part with a 404', async () => {
    const missing = await serve((req, res) =>
      sendShared(req, res, { ...kept, status: 404 }, asking('app'), context, [], 'off'),
    );
    expect([missing.status, missing.body.toString()]).toEqual([404, shaped]);
    const moved = await serve((req, res) =>
      sendShared(req, res, { kind: 'redirect', to: '/en/x', status: 301 }, asking('app'), context, [], 'miss'),
    );
    expect(moved.status).toBe(301);
    const odd = await serve((req, res) => sendShared(req, res, document, asking('app'), context, [], 'hit'));
    expect([odd.status, odd.headers['cache-control']]).toEqual([404, 'no-store']);
  });
});

describe('streamDocument', () => {
  it('writes the head, the streamed body and the tail, gzipped, and says when it is done', async () => {
    let done = false;
    const answer = await serve(
      (_req, res) =>
        streamDocument(res, true, {
          status: 200,
          headers: { 'cache-control': 'private, no-store' },
          head: '<html><body><div id="app">',
          pipe: (into) => {
            const source = new PassThrough();
            source.pipe(into);
            source.write('<p>one</p>');
            source.end('<p>two</p>');
          },
          done: () => {
            done = true;
          },
        }),
      { 'accept-encoding': 'gzip' },
    );
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(zlib.gunzipSync(answer.body).toString()).toBe(
      '<html><body><div id="app"><p>one</p><p>two</p></div></body></html>',
    );
    expect(done).toBe(true);
  });

  it('compresses what comes in one go as one piece, and sends a later chunk when it comes', async () => {
    const flushes = jest.spyOn(zlib.Gzip.prototype, 'flush');
    let receivedBeforeLater = 0;
    let received = 0;
    const server = http.createServer((_req, res) =>
      streamDocument(res, true, {
        status: 200,
        headers: {},
        head: '<html><body><div id="app">',
        pipe: (into) => {
          const source = new PassThrough();
          source.pipe(into);
          // A ready page: React writes its chunks in one turn; then a slot that waited, later.
          for (let chunk = 0; chunk < 20; chunk++) source.write(`<p>${chunk}</p>`);
          setTimeout(() => {
            receivedBeforeLater = received;
            source.end('<p>later</p>');
          }, 100);
        },
        done: () => undefined,
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const body = await new Promise<Buffer>((resolve, reject) => {
        const port = (server.address() as AddressInfo).port;
        http
          .get({ port, host: '127.0.0.1', path: '/en', headers: { 'accept-encoding': 'gzip' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => {
              received += chunk.length;
              chunks.push(chunk);
            });
            res.on('end', () => resolve(Buffer.concat(chunks)));
          })
          .on('error', reject);
      });
      const first = Array.from({ length: 20 }, (_, chunk) => `<p>${chunk}</p>`).join('');
      expect(zlib.gunzipSync(body).toString()).toBe(
        `<html><body><div id="app">${first}<p>later</p></div></body></html>`,
      );
      // One flush for the head and the twenty chunks written in one turn (sent before the later chunk was written),
      // one for the later chunk: not one a chunk.
      expect(flushes).toHaveBeenCalledTimes(2);
      expect(receivedBeforeLater).toBeGreaterThan(0);
    } finally {
      flushes.mockRestore();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
