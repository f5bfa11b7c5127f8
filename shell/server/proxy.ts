/** Forwards /api/* and /cms/* to the api, so the shopper's session cookie is first-party to the shop. */
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What caches in front of the shop are told about an api reply (ADR 0600): a reply the api marks public (its images)
 * as it says; every other (calls answer for a session) `private, no-store`, so no shared cache keeps one.
 */
export function edgeCacheControl(headers: http.IncomingHttpHeaders): string {
  const value = headers['cache-control'];
  return value && /\bpublic\b/.test(value) ? value : 'private, no-store';
}

export function proxyTo(apiUrl: string, req: IncomingMessage, res: ServerResponse): void {
  const target = new URL(req.url ?? '/', apiUrl);
  const upstream = http.request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host, 'x-forwarded-host': req.headers.host ?? '' } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'cache-control': edgeCacheControl(answer.headers) });
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    // The client maps an unreachable middleware to its own message (SPEC section 8).
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ success: false, code: 502, psdata: null, message: 'The storefront api is not reachable.' }),
    );
  });
  req.pipe(upstream);
}
